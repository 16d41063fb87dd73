// One sign-up's sending to the marketing service (the lead webhook) on its console page: its state,
// "Retry" when it failed, and every attempt with the service's answer.
import { Form } from "react-router";
import { ConsoleTable } from "~/ui/console-table";
import { Button } from "~/ui/button";
import { leadPage } from "~/features/leads/copy/staff-leads";

export type LeadDeliveryState = {
  status: string;
  label: string;
  attempts: number;
  nextAttempt: string | null;
  deliveredAt: string | null;
};
export type LeadAttempt = { id: string; at: string; answer: string; took: string };

type Props = { webhookOn: boolean; delivery: LeadDeliveryState | null | undefined; attempts: LeadAttempt[]; busy: boolean };

export function LeadDelivery({ webhookOn, delivery, attempts, busy }: Props) {
  return (
    <section aria-labelledby="lead-delivery" className="grid gap-3">
      <h2 id="lead-delivery" className="text-xl font-bold uppercase">
        {leadPage.delivery.heading}
      </h2>
      {!webhookOn ? (
        <p className="text-muted">{leadPage.delivery.off}</p>
      ) : delivery ? (
        <DeliveryFacts delivery={delivery} />
      ) : (
        <p className="text-muted">{leadPage.delivery.none}</p>
      )}
      {delivery?.status === "failed" && (
        <Form method="post">
          <Button type="submit" name="intent" value="retry" variant="outline" size="sm" disabled={busy}>
            {leadPage.delivery.retry}
          </Button>
        </Form>
      )}
      {attempts.length === 0 ? (
        <p className="text-muted">{leadPage.delivery.noAttempts}</p>
      ) : (
        <ConsoleTable
          caption={leadPage.delivery.attemptsCaption}
          columns={Object.values(leadPage.delivery.attemptColumns)}
          className="min-w-[28rem]"
        >
          {attempts.map((attempt) => (
            <tr key={attempt.id} className="border-b border-line">
              <td className="py-2 pr-4 whitespace-nowrap">{attempt.at}</td>
              <td className="py-2 pr-4">{attempt.answer}</td>
              <td className="py-2 pr-4">{attempt.took}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  );
}

function DeliveryFacts({ delivery }: { delivery: LeadDeliveryState }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      <dt className="font-bold">{leadPage.delivery.status}</dt>
      <dd data-delivery-status={delivery.status}>{delivery.label}</dd>
      <dt className="font-bold">{leadPage.delivery.attempts}</dt>
      <dd>{delivery.attempts}</dd>
      {delivery.nextAttempt && (
        <>
          <dt className="font-bold">{leadPage.delivery.nextAttempt}</dt>
          <dd>{delivery.nextAttempt}</dd>
        </>
      )}
      {delivery.deliveredAt && (
        <>
          <dt className="font-bold">{leadPage.delivery.deliveredAt}</dt>
          <dd>{delivery.deliveredAt}</dd>
        </>
      )}
    </dl>
  );
}
