// A moderator's two decisions on a Weekly Drop entry: Approve (held back while a minor's guardian has
// not said yes), and Reject with a reason kept for staff.
import { Form } from "react-router";
import { Button } from "~/ui/button";
import { TextAreaField } from "~/ui/field";
import type { CalendarDate } from "~/platform/copy-types";
import type { WeeklyDropEntryStatus } from "../../../../db/schema";
import { entryReviewText as text } from "~/features/weekly-drop/copy/staff-entries";

type Props = {
  entry: { week: CalendarDate; status: WeeklyDropEntryStatus };
  voteDays: string;
  needsConsent: boolean;
  busy: boolean;
  /** What was typed as the reason, and why it was refused. */
  reason?: string;
  reasonError?: string;
};

export function EntryDecisionForms({ entry, voteDays, needsConsent, busy, reason, reasonError }: Props) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Form method="post" className="grid content-start gap-3 rounded-card border-2 border-line p-4">
        <h2 className="text-xl font-bold uppercase">{text.approve.heading}</h2>
        <p className="text-muted">
          {!needsConsent
            ? text.approve.hint(entry.week, voteDays)
            : entry.status === "approved"
              ? text.guardian.notShown
              : text.guardian.approveFirst}
        </p>
        <Button
          type="submit"
          name="intent"
          value="approve"
          disabled={busy || entry.status === "approved" || needsConsent}
          className="justify-self-start"
        >
          {text.approve.submit}
        </Button>
      </Form>
      <Form method="post" noValidate className="grid content-start gap-3 rounded-card border-2 border-line p-4">
        <h2 className="text-xl font-bold uppercase">{text.reject.heading}</h2>
        <p className="text-muted">{text.reject.hint}</p>
        <TextAreaField
          label={text.reject.label}
          name="reason"
          rows={3}
          maxLength={500}
          required
          defaultValue={reason ?? ""}
          errors={reasonError ? [reasonError] : undefined}
        />
        <Button type="submit" name="intent" value="reject" variant="outline" disabled={busy} className="justify-self-start">
          {text.reject.submit}
        </Button>
      </Form>
    </div>
  );
}
