// /staff/content: the site's links, contact address, figures, testimonials and notices, changed by
// staff. One form holds every section (one tab shown at a time, so the page stays short); any
// Save puts all of it in the shared draft, so nothing typed in another tab is lost, and leaving
// with unsaved changes asks first. "Preview" opens any public page with the draft; "Publish" makes
// it live on every page within seconds (no rebuild); every published version can be restored.
import { useState } from "react";
import { data, Form, Link, type ShouldRevalidateFunction, useLocation, useNavigation } from "react-router";
import { ActionNotice } from "~/features/site/content/components/action-notice";
import { ContactSection, LinksSection } from "~/features/site/content/components/links-section";
import { DraftPanel } from "~/features/site/content/components/draft-panel";
import { FiguresSection } from "~/features/site/content/components/figures-section";
import { HistorySection } from "~/features/site/content/components/history-section";
import { LeaveGuard } from "~/features/site/content/components/leave-guard";
import { NoticesSection } from "~/features/site/content/components/notices-section";
import type { SectionProps } from "~/features/site/content/components/section-state";
import { TestimonialsSection } from "~/features/site/content/components/testimonials-section";
import { TextsSection } from "~/features/site/content/components/texts-section";
import type { Fields } from "~/features/site/content/content-form";
import { AS_BUILT, sectionNames } from "~/features/site/content/console-sections";
import { siteContentConsole } from "~/features/site/content/console-data.server";
import { saveDraftForm } from "~/features/site/content/content-save.server";
import type { ContentSection } from "~/platform/content-overrides";
import { isContentSection } from "~/features/site/content/schema";
import { mustAsk } from "~/features/site/content/approval.server";
import { publishIntent } from "~/features/site/content/publish-actions.server";
import { recordAudit } from "~/platform/audit-log.server";
import { staffContext } from "~/features/staff/auth.server";
import { consoleHeaders, consoleMeta } from "~/features/staff/console-pages";
import { getDb } from "~/platform/db.server";
import { readPostedFields } from "~/platform/posted-fields.server";
import { Button } from "~/ui/button";
import type { Route } from "./+types/content";

export async function loader({ context }: Route.LoaderArgs) {
  const db = getDb();
  const { role } = context.get(staffContext);
  return { ...(await siteContentConsole(db)), owner: role === "owner", asks: await mustAsk(db, role) };
}

type Place = ContentSection | "draft" | "history";
type ActionResult = {
  notice?: string;
  error?: string;
  at?: Place;
  refused?: ContentSection[];
  errors?: Record<string, string[]>;
  posted?: Fields;
};

export async function action({ request, context }: Route.ActionArgs) {
  const staff = context.get(staffContext);
  // The figures alone are 88 fields; a notice's pages are tick boxes.
  const posted = await readPostedFields(request, { maxFields: 1200, lists: (name) => /^n\.\d+\.pages$/.test(name) });
  if ("error" in posted) return data<ActionResult>({ error: posted.error }, { status: 400 });
  const fields = posted.fields;
  const db = getDb();
  const intent = typeof fields.intent === "string" ? fields.intent : "";
  const [verb, section] = intent.split(":");
  const at = isContentSection(section) ? section : undefined;

  if ((verb === "save" || verb === "reset") && at) {
    const outcome = await saveDraftForm(db, fields, verb === "reset" ? at : undefined, staff.email);
    if (!outcome.ok) {
      const names = outcome.refused.map((refused) => sectionNames[refused]).join(", ");
      const error = `${names}: nothing was saved. Correct the fields marked in red; what you typed is still in the boxes.`;
      return data<ActionResult>({ error, at, refused: outcome.refused, errors: outcome.errors, posted: fields }, { status: 400 });
    }
    await recordAudit(db, {
      actor: staff,
      action: "content-draft",
      target: "draft",
      detail: { sections: outcome.saved, reset: verb === "reset" ? at : null },
    });
    const what = verb === "reset" ? `${sectionNames[at]} put back as the site was built; the rest saved` : "Saved";
    return data<ActionResult>({ notice: `${what} in the draft. Preview it, then publish to put it on the site.`, at });
  }
  const outcome = await publishIntent(db, staff, intent, fields.version);
  if (outcome) return data<ActionResult>({ notice: outcome.notice, error: outcome.error, at: outcome.at }, { status: outcome.status });
  return data<ActionResult>({ error: "Unknown action." }, { status: 400 });
}

/** Choosing a tab changes the address only: the form keeps what was typed, no reload. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }) =>
  formMethod === undefined && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export const headers = consoleHeaders;
export const meta = consoleMeta("Site content");

const tabs = [...(Object.keys(sectionNames) as ContentSection[]), "history"] as const;
type Tab = (typeof tabs)[number];
const sections: Record<ContentSection, (props: SectionProps) => React.ReactNode> = {
  links: LinksSection,
  contactEmail: ContactSection,
  figures: FiguresSection,
  testimonials: TestimonialsSection,
  notices: NoticesSection,
  texts: TextsSection,
};

export default function SiteContent({ loaderData, actionData }: Route.ComponentProps) {
  const { editing, draft, versions, liveId, unused, revision, previewChoices, approval, owner, asks } = loaderData;
  const result: ActionResult | undefined = actionData;
  const busy = useNavigation().state !== "idle";
  // Typed since the draft was last drawn: a save, publish, discard or restore draws it again.
  const [typedOver, setTypedOver] = useState<string | null>(null);
  const unsaved = typedOver === revision;
  const asked = new URLSearchParams(useLocation().search).get("section") as Tab | null;
  const tab = shownTab(result, asked);
  const refused = Boolean(result?.refused);
  const value = (name: string, fallback: string) => {
    const typed = refused ? result?.posted?.[name] : undefined;
    return typeof typed === "string" ? typed : fallback;
  };
  const state = { value, errors: result?.errors ?? {}, refused, posted: result?.posted };
  const resultAt = (place: Place) => (result && (result.at ?? "links") === place ? <ActionNotice result={result} /> : null);

  return (
    <section className="grid gap-8" aria-labelledby="content-title">
      <div className="grid gap-1">
        <h1 id="content-title" className="text-3xl font-bold uppercase">
          Site content
        </h1>
        <p className="max-w-prose text-muted">
          Links, the contact address, figures, testimonials and notices the public pages show, in English and Spanish. Changes go into a
          draft; preview any page with it, then publish: every page shows it within a minute, no rebuild.
        </p>
      </div>
      <LeaveGuard unsaved={unsaved} />
      {unused.length > 0 && (
        <p data-unused className="max-w-prose text-sm text-muted">
          Saved or published but no longer used by the site (a release removed them or their rules changed), so the pages ignore them:{" "}
          {unused.join(", ")}.
        </p>
      )}
      <DraftPanel draft={draft} busy={busy} versions={previewChoices} approval={approval} owner={owner} asks={asks} />
      {resultAt("draft")}
      <SectionTabs tab={tab} />
      <Form
        key={revision}
        method="post"
        className="grid gap-8"
        noValidate
        onInput={() => setTypedOver(revision)}
        onChange={() => setTypedOver(revision)}
      >
        {(Object.keys(sections) as ContentSection[]).map((name) => {
          const Section = sections[name];
          const actions = (
            <div className="grid gap-3">
              <div className="flex flex-wrap items-center gap-4">
                <Button type="submit" name="intent" value={`save:${name}`} size="sm" disabled={busy}>
                  Save the draft
                </Button>
                <Button type="submit" name="intent" value={`reset:${name}`} variant="outline" size="sm" disabled={busy}>
                  Put back the original {sectionNames[name].toLowerCase()}
                </Button>
              </div>
              {resultAt(name)}
            </div>
          );
          return <Section key={name} editing={editing} state={state} actions={actions} hidden={name !== tab} />;
        })}
      </Form>
      <HistorySection
        versions={versions}
        liveId={liveId ?? AS_BUILT}
        draftBy={draft ? draft.updatedBy : undefined}
        busy={busy}
        hidden={tab !== "history"}
        asks={asks}
      />
      {resultAt("history")}
      <p className="text-sm text-muted">
        <Link to="/staff/audit" className="underline">
          Every save, publish and restore is in the audit log.
        </Link>
      </p>
    </section>
  );
}

/** The section asked for in the address; after a refused save, the first section it refused, with the messages. */
function shownTab(result: ActionResult | undefined, asked: Tab | null): Tab {
  if (result?.refused && !result.refused.includes(asked as ContentSection)) return result.refused[0];
  return tabs.includes(asked as Tab) ? (asked as Tab) : "links";
}

/** The sections as tabs: links in the address, so a section can be bookmarked and Back returns to it. */
function SectionTabs({ tab }: { tab: Tab }) {
  return (
    <nav aria-label="Sections" className="flex flex-wrap gap-2">
      {tabs.map((name) => (
        <Link
          key={name}
          to={`?section=${name}`}
          replace
          preventScrollReset
          aria-current={name === tab ? "page" : undefined}
          className="rounded-lg border-2 border-line px-3 py-2 font-bold aria-[current=page]:border-core aria-[current=page]:bg-core aria-[current=page]:text-ink"
        >
          {name === "history" ? "History" : sectionNames[name]}
        </Link>
      ))}
    </nav>
  );
}
