// An editor's publish or restore waiting for an owner's approval: who sent it and when, what it
// changes field by field, a preview of it; owners approve (it goes on the site) or refuse it
// (nothing changes), on the console's home and on the Site content page alike.
import { Form } from "react-router";
import { Button } from "~/ui/button";
import { REQUEST_PREVIEW } from "../console-sections";
import { ChangeList } from "./change-list";
import { CONTENT_PREVIEW_PATH } from "./preview-form";

export type ApprovalSummary = { by: string; at: string; what: string; changes: string[]; draftChanged: boolean };

export function ApprovalRequest({ request, owner, busy }: { request: ApprovalSummary; owner: boolean; busy?: boolean }) {
  return (
    <div className="grid gap-3 rounded-card border-2 border-danger p-4" data-approval>
      <p className="font-semibold">
        Waiting for an owner&apos;s approval: {request.by} asked {request.at} to {request.what}.
      </p>
      {request.draftChanged && (
        <p className="text-sm text-muted">
          The draft changed after it was sent: approving publishes what was sent, and the later changes stay in the draft.
        </p>
      )}
      <ChangeList changes={request.changes} />
      <a href={`${CONTENT_PREVIEW_PATH}?version=${REQUEST_PREVIEW}&page=/`} target="_blank" className="justify-self-start underline">
        Preview what was sent<span className="sr-only"> (opens in a new tab)</span>
      </a>
      {owner ? (
        <Form method="post" action="/staff/content" className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="approve" size="sm" disabled={busy}>
            Approve and publish
          </Button>
          <Button type="submit" name="intent" value="refuse" variant="outline" size="sm" disabled={busy}>
            Refuse
          </Button>
        </Form>
      ) : (
        <p className="text-sm text-muted">An owner approves or refuses it. Publishing again sends the draft as it is then instead.</p>
      )}
    </div>
  );
}
