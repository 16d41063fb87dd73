// The standalone sign-up pages (/join/mentor, /join/partner, /join/crown-access,
// /join/newsletter, and the same under /es), ?from=<page> picking the variant. They are where the
// dialogs' links and the email boxes' forms land without JavaScript: the action's answer renders
// right here, in the page's language.
import { data, Link, redirect } from "react-router";
import { LeadForm } from "~/features/leads/on-demand/form";
import { leadFormConfig } from "~/features/leads/on-demand/form-config";
import { PageNotice } from "~/ui/page/page-notice";
import { Button } from "~/ui/button";
import { joinPages as joinPagesEn, joinSourcePages } from "~/features/leads/copy/join.en";
import { carryNotice, takeNotice } from "~/platform/carried-notice.server";
import { isLeadSource, HONEYPOT_FIELD, type LeadFormKind, leadKinds, leadSources } from "~/features/leads/forms";
import { localeOf, localePath, pagePathOf } from "~/platform/locale";
import { useLocale } from "~/platform/use-locale";
import { receiveLead } from "~/features/leads/store.server";
import { countConversion } from "~/features/insights/counting.server";
import { leadPage } from "~/features/insights/conversion-pages";
import { type PostedFields, readPostedFields } from "~/platform/posted-fields.server";
import { hostContext } from "~/platform/request-context";
import type { Route } from "./+types/join";
import { joinPage, joinPages } from "~/features/leads/copy/join";

/** Which form and variant a /join URL (in either language) asks for; an unknown ?from falls back to the form's first page. */
function resolveJoin(url: string) {
  const { pathname, searchParams } = new URL(url);
  const page = pagePathOf(pathname.replace(/\/+$/, ""));
  const kind = leadKinds.find((candidate) => joinPagesEn[candidate].path === page);
  if (!kind) throw data("Not found", { status: 404 });
  const from = searchParams.get("from");
  const source: string = isLeadSource(kind, from) ? from : leadSources[kind][0];
  return { kind, source };
}

/** The form, or its confirmation when a sign-up posted without JavaScript was just received. */
export function loader({ request }: Route.LoaderArgs) {
  const { kind, source } = resolveJoin(request.url);
  const { notice, headers } = takeNotice(request);
  return data({ kind, source, received: notice === `lead-received:${kind}` }, { headers });
}

/**
 * A sign-up posted without JavaScript. A received one is answered with a redirect to this page
 * (so a reload does not post it again) carrying the notice the dialog would have shown; a
 * refused one is answered right here, with the fields as they were typed. The form's hidden
 * `locale` field says which language to answer in and to keep with the lead.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { kind } = resolveJoin(request.url);
  const echo = request.clone();
  const { clientIp } = context.get(hostContext);
  const reply = await receiveLead(() => readInPageLanguage(request), clientIp, kind);
  // Sent without JavaScript, so with no source told: counted as direct.
  if (reply.stored)
    await countConversion({ kind: reply.stored, page: leadPage(reply.source ?? "") }, Object.fromEntries(request.headers), clientIp);
  if (reply.result.status === "success") {
    const { pathname, search } = new URL(request.url);
    return redirect(`${pathname}${search}`, { status: 303, headers: { "Set-Cookie": carryNotice(`lead-received:${kind}`) } });
  }
  const result = reply.result.status === "invalid" ? { ...reply.result, values: await typedValues(echo) } : reply.result;
  return data(result, { status: reply.status, headers: reply.headers });
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers(actionHeaders);
  for (const cookie of loaderHeaders.getSetCookie()) headers.append("Set-Cookie", cookie);
  headers.set("Cache-Control", "no-store");
  return headers;
}

export default function JoinPage({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, source, received } = loaderData;
  const locale = useLocale();
  const config = leadFormConfig(kind as LeadFormKind, source, locale);
  return (
    <section className="container-site grid max-w-2xl gap-8 py-section">
      {received && config.receivedNotice && <PageNotice notice={config.receivedNotice} tone="success" />}
      <LeadForm
        key={`${kind}-${source}-${received}`}
        config={config}
        presentation="page"
        serverResult={received ? { status: "success" } : actionData}
      />
      <Button asChild variant="outline" className="justify-self-start">
        <Link to={localePath(locale, joinSourcePages[source as keyof typeof joinSourcePages])}>{joinPage[locale].backLabel}</Link>
      </Button>
    </section>
  );
}

/** The posted fields; a post that names no language (a form from before there was a choice) is in the page's. */
async function readInPageLanguage(request: Request): Promise<PostedFields> {
  const body = await readPostedFields(request);
  if ("fields" in body) body.fields.locale ??= localeOf(new URL(request.url).pathname);
  return body;
}

/** What the visitor typed, to put back in the fields after a 400 (text only, capped, no trap). */
async function typedValues(request: Request): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  try {
    for (const [name, value] of await request.formData()) {
      if (typeof value === "string" && name !== HONEYPOT_FIELD && name !== "kind") values[name] = value.slice(0, 300);
    }
  } catch {
    // An unreadable body has nothing to give back.
  }
  return values;
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const locale = localeOf(location.pathname);
  const title = loaderData ? joinPages[locale][loaderData.kind as LeadFormKind].title : joinPage[locale].backLabel;
  return [
    { title: `${title} | WYP` },
    { name: "description", content: joinPage[locale].description },
    { name: "robots", content: "noindex" },
  ];
}
