// One sign-up's follow-up on its console page: the team's status and note, and every change before.
import { Form } from "react-router";
import { ConsoleTable } from "~/ui/console-table";
import { Button } from "~/ui/button";
import { SelectField, TextAreaField } from "~/ui/field";
import { followUpLabels, followUpLimits, leadPage } from "~/features/leads/copy/staff-leads";

export type FollowUpStep = { id: string; at: string; by: string; status: string; note: string | null };

type Props = {
  followUp: string;
  note: string;
  followUpAt: string | null;
  history: FollowUpStep[];
  errors?: Record<string, string[] | undefined>;
  busy: boolean;
};

export function LeadFollowUp({ followUp, note, followUpAt, history, errors, busy }: Props) {
  return (
    <section aria-labelledby="lead-follow-up" className="grid gap-3">
      <h2 id="lead-follow-up" className="text-xl font-bold uppercase">
        {leadPage.followUp.heading}
      </h2>
      {followUpAt && (
        <p className="text-sm text-muted">
          {leadPage.followUp.lastChanged}: {followUpAt}
        </p>
      )}
      <Form method="post" className="grid max-w-xl gap-4" noValidate>
        <SelectField
          label={leadPage.followUp.status}
          name="followUp"
          options={Object.entries(followUpLabels).map(([value, label]) => ({ value, label }))}
          defaultValue={followUp}
          errors={errors?.followUp}
        />
        <TextAreaField
          label={leadPage.followUp.note}
          name="note"
          hint={leadPage.followUp.noteHint}
          maxLength={followUpLimits.note}
          defaultValue={note}
          errors={errors?.note}
        />
        <Button type="submit" name="intent" value="follow-up" className="justify-self-start" disabled={busy}>
          {leadPage.followUp.save}
        </Button>
      </Form>
      {history.length > 0 && <FollowUpHistory history={history} />}
    </section>
  );
}

function FollowUpHistory({ history }: { history: FollowUpStep[] }) {
  return (
    <>
      <h3 className="text-lg font-bold">{leadPage.followUp.history}</h3>
      <ConsoleTable
        caption={leadPage.followUp.historyCaption}
        columns={Object.values(leadPage.followUp.historyColumns)}
        className="min-w-[32rem]"
      >
        {history.map((step) => (
          <tr key={step.id} className="border-b border-line align-top">
            <td className="py-2 pr-4 whitespace-nowrap">{step.at}</td>
            <td className="py-2 pr-4 break-words">{step.by}</td>
            <td className="py-2 pr-4">{step.status}</td>
            <td className="py-2 pr-4 break-words whitespace-pre-line">
              {step.note ?? <span className="text-muted">{leadPage.followUp.noNote}</span>}
            </td>
          </tr>
        ))}
      </ConsoleTable>
    </>
  );
}
