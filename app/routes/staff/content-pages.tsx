// /staff/content/pages?page=/: Page texts, every word of a page staff can change (headings,
// paragraphs, button and link labels, list items), English and Spanish side by side with the
// code's original beside each. Saved into the same draft as the rest of the site content: preview
// it, then publish or undo it on Site content, where History restores any version.
import { useState } from "react";
import { data, Form, Link, useLocation, useNavigation } from "react-router";
import { ActionNotice } from "~/features/site/content/components/action-notice";
import { CONTENT_PREVIEW_PATH } from "~/features/site/content/components/preview-form";
import { LeaveGuard } from "~/features/site/content/components/leave-guard";
import { pageName } from "~/features/site/content/components/page-choice";
import { PageTextsFields } from "~/features/site/content/components/page-texts-form";
import { PAGE_TEXTS_PATH } from "~/features/site/content/components/texts-section";
import { readDraft, readPublished } from "~/features/site/content/store.server";
import { pagesWithTexts, textUnitsOf } from "~/features/site/content/texts/page-texts.server";
import { savePageTexts } from "~/features/site/content/texts/page-texts-save.server";
import { recordAudit } from "~/platform/audit-log.server";
import { staffContext } from "~/features/staff/auth.server";
import { consoleHeaders, consoleMeta } from "~/features/staff/console-pages";
import { formatStaffTime } from "~/platform/console-time";
import { getDb } from "~/platform/db.server";
import { localePath } from "~/platform/locale";
import { readPostedFields } from "~/platform/posted-fields.server";
import { Button } from "~/ui/button";
import type { Route } from "./+types/content-pages";

const chosenPage = (request: Request) => {
  const page = new URL(request.url).searchParams.get("page") ?? "/";
  return pagesWithTexts.includes(page) ? page : undefined;
};

export async function loader({ request }: Route.LoaderArgs) {
  const page = chosenPage(request);
  if (!page) throw data("Choose a page whose words can be changed.", { status: 404 });
  const db = getDb();
  const [draft, live] = await Promise.all([readDraft(db), readPublished(db)]);
  const texts = (draft ?? live).overrides.texts ?? {};
  return {
    page,
    name: pageName(page),
    pages: pagesWithTexts.map((path) => ({ path, name: pageName(path) })),
    units: textUnitsOf(page).map((unit) => ({
      key: unit.key,
      name: unit.name,
      fields: unit.fields.map((field) => ({
        path: field.path,
        original: { en: field.en, es: field.es },
        value: texts[unit.key]?.[field.path] ?? { en: field.en, es: field.es },
      })),
    })),
    draft: draft && { updatedAt: formatStaffTime(draft.updatedAt), updatedBy: draft.updatedBy },
    draftSavedAt: draft?.updatedAt ?? "",
    unused: [...new Set([...live.unused, ...(draft?.unused ?? [])])].filter((name) => name.startsWith("Page texts")),
    revision: `${live.id ?? "built"}:${draft?.updatedAt ?? "none"}`,
  };
}

type ActionResult = {
  notice?: string;
  error?: string;
  errors?: Record<string, string[]>;
  posted?: Record<string, unknown>;
  theirs?: Record<string, string>;
};

export async function action({ request, context }: Route.ActionArgs) {
  const staff = context.get(staffContext);
  const page = chosenPage(request);
  if (!page) return data<ActionResult>({ error: "Choose a page whose words can be changed." }, { status: 404 });
  const posted = await readPostedFields(request, { maxFields: 1200 });
  if ("error" in posted) return data<ActionResult>({ error: posted.error }, { status: 400 });
  const intent = posted.fields.intent;
  if (intent !== "save" && intent !== "reset") return data<ActionResult>({ error: "Unknown action." }, { status: 400 });
  const db = getDb();
  const outcome = await savePageTexts(db, page, posted.fields, intent === "reset", staff.email);
  if ("conflict" in outcome) {
    const error = draftConflictMessage(outcome.conflict);
    return data<ActionResult>({ error, posted: posted.fields, theirs: outcome.theirs }, { status: 409 });
  }
  if (!outcome.ok) {
    const error = "Nothing was saved. Correct the texts marked in red; what you typed is still in the boxes.";
    return data<ActionResult>({ error, errors: outcome.errors, posted: posted.fields }, { status: 400 });
  }
  await recordAudit(db, {
    actor: staff,
    action: "content-draft",
    target: "draft",
    detail: { sections: ["texts"], page, reset: intent === "reset" },
  });
  const what = intent === "reset" ? `${pageName(page)}: its texts put back as the site was built` : `${pageName(page)}: saved`;
  return data<ActionResult>({ notice: `${what} in the draft. Preview it, then publish it on Site content.` });
}

/** Why a save on a draft changed since the form was opened was refused, and what to do. */
function draftConflictMessage({ updatedAt, updatedBy }: { updatedAt: string | null; updatedBy: string | null }) {
  const what = updatedAt
    ? `${updatedBy ?? "someone"} saved the draft ${formatStaffTime(updatedAt)}, after you opened this page`
    : "the draft was published or discarded after you opened this page";
  return `Not saved: ${what}. What you typed is still in the boxes; under each text that differs is what the draft has now. Save again to put yours in its place.`;
}

export const headers = consoleHeaders;
export const meta = consoleMeta("Page texts");

export default function PageTexts({ loaderData, actionData }: Route.ComponentProps) {
  const { page, name, pages, units, draft, draftSavedAt, unused, revision } = loaderData;
  const result: ActionResult | undefined = actionData;
  const busy = useNavigation().state !== "idle";
  const [typedOver, setTypedOver] = useState<string | null>(null);
  const value = (field: string, fallback: string) => {
    const typed = result?.posted?.[field];
    return typeof typed === "string" ? typed : fallback;
  };
  const search = useLocation().search;
  return (
    <section className="grid gap-6" aria-labelledby="page-texts-title">
      <div className="grid gap-1">
        <h1 id="page-texts-title" className="text-3xl font-bold uppercase">
          Page texts: {name}
        </h1>
        <p className="max-w-prose text-muted">
          Every text of the page in reading order, English and Spanish side by side, the original under each box. Changes go into the same
          draft as the rest of the site content: preview the page with it, then publish it on{" "}
          <Link to="/staff/content" className="underline">
            Site content
          </Link>
          , where History puts back any earlier version. Dates (events, the contest&apos;s weeks) change where they are posted.
        </p>
      </div>
      <LeaveGuard unsaved={typedOver === revision} />
      <PagePicker page={page} pages={pages} />
      <p data-draft-status className="text-sm">
        {draft
          ? `Draft saved ${draft.updatedAt}${draft.updatedBy ? ` by ${draft.updatedBy}` : ""}.`
          : "No draft: the boxes show what is live."}{" "}
        <a href={`${CONTENT_PREVIEW_PATH}?page=${page}`} target="_blank" rel="noreferrer" className="font-bold underline">
          Preview in English<span className="sr-only"> (opens in a new tab)</span>
        </a>{" "}
        <a href={`${CONTENT_PREVIEW_PATH}?page=${localePath("es", page)}`} target="_blank" rel="noreferrer" className="font-bold underline">
          Preview in Spanish<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
      {unused.length > 0 && (
        <p data-unused className="max-w-prose text-sm text-muted">
          Saved or published but no longer on the site (a release removed or changed them), so the pages ignore them: {unused.join("; ")}.
        </p>
      )}
      <Form
        key={revision}
        method="post"
        action={`${PAGE_TEXTS_PATH}${search}`}
        className="grid gap-4"
        noValidate
        onInput={() => setTypedOver(revision)}
      >
        <input type="hidden" name="draftSavedAt" value={draftSavedAt} />
        <PageTextsFields
          units={units}
          value={value}
          errors={result?.errors ?? {}}
          theirs={result?.theirs ?? {}}
          actions={
            <div className="flex flex-wrap items-center gap-4">
              <Button type="submit" name="intent" value="save" disabled={busy}>
                Save the draft
              </Button>
              <Button type="submit" name="intent" value="reset" variant="outline" disabled={busy}>
                Put back this page&apos;s original texts
              </Button>
            </div>
          }
        />
        {result && <ActionNotice result={result} />}
      </Form>
    </section>
  );
}

/** Chooses the page whose texts are shown (a plain GET form: the page is in the address). */
function PagePicker({ page, pages }: Pick<Route.ComponentProps["loaderData"], "page" | "pages">) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3">
      <label className="grid max-w-full min-w-0 gap-1.5 font-bold">
        Page
        <select
          name="page"
          defaultValue={page}
          className="min-h-11 w-full max-w-full rounded-lg border-2 border-line bg-ink px-3 text-paper"
        >
          {pages.map((option) => (
            <option key={option.path} value={option.path}>
              {option.name} ({option.path})
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="outline">
        Show its texts
      </Button>
    </Form>
  );
}
