// The draft: who saved it and when, what of it is not yet live; preview a page with it (or with
// any published version), publish it, or discard it (asking first, naming whose draft it is and what goes).
import { Form } from "react-router";
import { Button } from "~/ui/button";
import { type ApprovalSummary, ApprovalRequest } from "./approval-request";
import { AskFirst } from "./ask-first";
import { ChangeList } from "./change-list";
import { type PreviewChoice, PreviewForm } from "./preview-form";

export type DraftSummary = { updatedAt: string; updatedBy: string | null; changed: string[]; changes: string[] } | null | undefined;

export function DraftPanel({
  draft,
  busy,
  versions,
  approval,
  owner,
  asks,
}: {
  draft: DraftSummary;
  busy: boolean;
  versions: PreviewChoice[];
  /** An editor's publish or restore waiting for an owner. */
  approval: ApprovalSummary | null;
  owner: boolean;
  /** This member's publish waits for an owner's approval. */
  asks: boolean;
}) {
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
      {approval && <ApprovalRequest request={approval} owner={owner} busy={busy} />}
      {asks && <p className="text-sm text-muted">The owners approve what editors publish: Publish sends the draft to them first.</p>}
      <div className="flex flex-wrap items-start gap-3">
        <Form method="post">
          <Button type="submit" name="intent" value="publish" disabled={busy || !draft}>
            {asks ? "Publish (send for approval)" : "Publish"}
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
