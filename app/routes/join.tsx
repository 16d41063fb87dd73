// The standalone sign-up pages (/join/mentor, /join/partner, /join/crown-access,
// /join/newsletter), ?from=<page> picking the variant. They are where the dialogs' links and the
// email boxes' forms land without JavaScript: the action's answer renders right here.
import { data, Link } from "react-router";
import { LeadForm } from "~/components/on-demand/lead-form";
import { leadFormConfig } from "~/components/on-demand/lead-form-config";
import { Button } from "~/components/ui/button";
import { joinPage, joinPages, joinSourcePages } from "~/content/join";
import { isLeadSource, HONEYPOT_FIELD, type LeadFormKind, leadKinds, leadSources } from "~/lib/lead-forms";
import { receiveLead } from "~/lib/leads.server";
import { readPostedFields } from "~/lib/posted-fields.server";
import { hostContext } from "~/lib/request-context";
import type { Route } from "./+types/join";

/** Which form and variant a /join URL asks for; an unknown ?from falls back to the form's first page. */
function resolveJoin(url: string) {
  const { pathname, searchParams } = new URL(url);
  const kind = leadKinds.find((candidate) => joinPages[candidate].path === pathname.replace(/\/+$/, ""));
  if (!kind) throw data("Not found", { status: 404 });
  const from = searchParams.get("from");
  const source: string = isLeadSource(kind, from) ? from : leadSources[kind][0];
  return { kind, source };
}

export function loader({ request }: Route.LoaderArgs) {
  return resolveJoin(request.url);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { kind } = resolveJoin(request.url);
  const echo = request.clone();
  const reply = await receiveLead(() => readPostedFields(request), context.get(hostContext).clientIp, kind);
  const result = reply.result.status === "invalid" ? { ...reply.result, values: await typedValues(echo) } : reply.result;
  return data(result, { status: reply.status, headers: reply.headers });
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers(actionHeaders);
  headers.set("Cache-Control", "no-store");
  return headers;
}

export default function JoinPage({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, source } = loaderData;
  const config = leadFormConfig(kind as LeadFormKind, source);
  return (
    <section className="container-site grid max-w-2xl gap-8 py-section">
      <LeadForm key={`${kind}-${source}`} config={config} presentation="page" serverResult={actionData} />
      <Button asChild variant="outline" className="justify-self-start">
        <Link to={joinSourcePages[source as keyof typeof joinSourcePages]}>{joinPage.backLabel}</Link>
      </Button>
    </section>
  );
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

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? joinPages[loaderData.kind as LeadFormKind].title : joinPage.backLabel;
  return [{ title: `${title} | WYP` }, { name: "description", content: joinPage.description }, { name: "robots", content: "noindex" }];
}
