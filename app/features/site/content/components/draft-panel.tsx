// The draft: who saved it and when, what of it is not yet live; preview a page with it, publish
// it, or discard it (asking first, naming whose draft it is and what goes).
import { Form } from "react-router";
import { allPagePaths } from "~/pages";
import { Button } from "~/ui/button";
import { AskFirst } from "./ask-first";
import { pageName } from "./page-choice";

export const CONTENT_PREVIEW_PATH = "/staff/content/preview";

export type DraftSummary = { updatedAt: string; updatedBy: string | null; changed: string[] } | null | undefined;

export function DraftPanel({ draft, busy }: { draft: DraftSummary; busy: boolean }) {
  const whose = draft ? `the draft ${draft.updatedBy ? `${draft.updatedBy} saved` : "saved"} ${draft.updatedAt}` : "";
  return (
    <section aria-labelledby="draft-title" className="grid gap-3 rounded-card border-2 border-core p-4">
      <h2 id="draft-title" className="text-xl font-bold uppercase">
        Draft
      </h2>
      {draft ? (
        <p data-draft-status>
          Saved {draft.updatedAt}
          {draft.updatedBy && ` by ${draft.updatedBy}`}.{" "}
          {draft.changed.length ? `Not yet on the site: ${draft.changed.join(", ")}.` : "It is the same as what is live."}
        </p>
      ) : (
        <p data-draft-status>No draft: what you see below is live. Saving starts a draft.</p>
      )}
      <Form method="get" action={CONTENT_PREVIEW_PATH} target="_blank" className="flex flex-wrap items-end gap-3" reloadDocument>
        {/* A page's name and address run long: on a phone the box keeps to the screen's width. */}
        <label className="grid max-w-full min-w-0 gap-1.5 font-bold">
          Page to preview
          <select
            name="page"
            className="min-h-11 w-full max-w-full rounded-lg border-2 border-line bg-ink px-3 text-paper"
            defaultValue="/"
          >
            {allPagePaths
              .flatMap((path) => [
                [path, pageName(path)],
                [path === "/" ? "/es" : `/es${path}`, `${pageName(path)}, in Spanish`],
              ])
              .map(([path, name]) => (
                <option key={path} value={path}>
                  {name} ({path})
                </option>
              ))}
          </select>
        </label>
        <Button type="submit" variant="outline">
          Preview<span className="sr-only"> (opens in a new tab)</span>
        </Button>
      </Form>
      <div className="flex flex-wrap items-start gap-3">
        <Form method="post">
          <Button type="submit" name="intent" value="publish" disabled={busy || !draft}>
            Publish
          </Button>
        </Form>
        <AskFirst
          label="Discard the draft"
          question={`Discard ${whose}? ${draft?.changed.length ? `Its changes to ${draft.changed.join(", ")} are lost; ` : ""}the site keeps what is live.`}
          confirm="Yes, discard the draft"
          fields={{ intent: "discard" }}
          disabled={busy || !draft}
        />
      </div>
    </section>
  );
}
