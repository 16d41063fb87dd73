// The draft: who saved it and when, what of it is not yet live; preview a page with it (or with
// any published version), publish it, or discard it (asking first, naming whose draft it is and what goes).
import { Form } from "react-router";
import { Button } from "~/ui/button";
import { AskFirst } from "./ask-first";
import { type PreviewChoice, PreviewForm } from "./preview-form";

export type DraftSummary = { updatedAt: string; updatedBy: string | null; changed: string[]; changes: string[] } | null | undefined;

export function DraftPanel({ draft, busy, versions }: { draft: DraftSummary; busy: boolean; versions: PreviewChoice[] }) {
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
      {draft && <ChangeList changes={draft.changes} />}
      <PreviewForm versions={versions} hasDraft={Boolean(draft)} />
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

/** The draft's changes from what is live, field by field, folded away until asked for. */
export function ChangeList({ changes }: { changes: string[] }) {
  if (changes.length === 0) return null;
  return (
    <details>
      <summary className="cursor-pointer font-semibold">What it changes ({changes.length})</summary>
      <ul className="grid list-disc gap-1 pt-2 pl-5" data-draft-changes>
        {changes.map((line, index) => (
          <li key={index} className="break-words">
            {line}
          </li>
        ))}
      </ul>
    </details>
  );
}
