// /staff/leads/:id: one sign-up as the person filled it in, its sending to the marketing service (the lead webhook)
// with every attempt, the team's follow-up, and the erasure of everything sent with its email.
import { getEnv } from "~/platform/env.server";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { formDataOf } from "~/platform/posted-fields.server";
import { z } from "~/platform/zod";
import { PageNotice } from "~/features/site/page/page-notice";
import { ConsoleTable } from "~/features/staff/components/console-table";
import { Button } from "~/ui/button";
import { SelectField, TextAreaField } from "~/ui/field";
import {
  deliveryStatusLabels,
  followUpLabels,
  followUpLimits,
  leadKindLabels,
  leadLocaleLabels,
  leadPage,
  leadSourceLabels,
} from "~/features/leads/copy/staff-leads";
import { recordAudit } from "~/features/staff/audit-log.server";
import { getDb } from "~/platform/db.server";
import { retryFailedDeliveries, wakeLeadDelivery } from "~/features/leads/delivery.server";
import { leadFields } from "~/features/leads/details";
import { eraseSchema, followUpSchema } from "~/features/leads/inbox";
import { leadDetail, updateFollowUp } from "~/features/leads/inbox.server";
import { forgetEmail } from "~/features/leads/retention.server";
import { staffContext } from "~/features/staff/auth.server";
import { consoleHeaders, consoleMeta } from "~/features/staff/console-pages";
import { formatStaffTime } from "~/features/staff/console-time";
import type { Route } from "./+types/lead";

export async function loader({ params }: Route.LoaderArgs) {
  const found = await leadDetail(getDb(), params.id);
  if (!found) throw data(null, { status: 404 });
  const { lead, delivery, attempts, followUps } = found;
  return {
    id: lead.id,
    heading: [lead.first_name, lead.last_name].filter(Boolean).join(" ") || lead.email,
    email: lead.email,
    kind: leadKindLabels[lead.kind],
    source: leadSourceLabels[lead.source as keyof typeof leadSourceLabels] ?? lead.source,
    locale: leadLocaleLabels[lead.locale],
    submitted: formatStaffTime(lead.created_at),
    fields: leadFields(lead),
    followUp: lead.follow_up,
    note: lead.follow_up_note ?? "",
    followUpAt: lead.follow_up_at ? formatStaffTime(lead.follow_up_at) : null,
    history: followUps.map((step) => ({
      id: step.id,
      at: formatStaffTime(step.at),
      by: step.actor_email ?? leadPage.followUp.unknownAuthor,
      status: followUpLabels[step.follow_up],
      note: step.note,
    })),
    webhookOn: Boolean(getEnv().LEAD_WEBHOOK_URL),
    delivery: delivery && {
      status: delivery.status,
      label: deliveryStatusLabels[delivery.status],
      attempts: delivery.attempts,
      // A time already past means the next try is about to happen, not that it happened then.
      nextAttempt:
        delivery.status !== "pending"
          ? null
          : new Date(delivery.next_attempt_at).getTime() > Date.now()
            ? formatStaffTime(delivery.next_attempt_at)
            : leadPage.delivery.tryingNow,
      deliveredAt: delivery.delivered_at ? formatStaffTime(delivery.delivered_at) : null,
    },
    attempts: attempts.map((attempt) => ({
      id: attempt.id,
      at: formatStaffTime(attempt.at),
      answer: attempt.error ?? `HTTP ${attempt.status}`,
      took: `${(attempt.duration_ms / 1000).toFixed(1)} s`,
    })),
  };
}

type ActionResult = { notice?: string; error?: string; fieldErrors?: Record<string, string[] | undefined> };

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = context.get(staffContext);
  const db = getDb();
  const form = Object.fromEntries(await formDataOf(request));
  const lead = await db.selectFrom("leads").select(["id", "email"]).where("id", "=", params.id).executeTakeFirst();
  if (!lead) throw data(null, { status: 404 });

  if (form.intent === "follow-up") {
    const parsed = followUpSchema.safeParse(form);
    if (!parsed.success) return data<ActionResult>({ fieldErrors: z.flattenError(parsed.error).fieldErrors }, { status: 400 });
    const changed = await updateFollowUp(db, lead.id, parsed.data, staff);
    if (!changed) throw data(null, { status: 404 });
    if (changed.status) {
      await recordAudit(db, {
        actor: staff,
        action: "lead-status",
        target: lead.id,
        detail: { from: changed.from, to: parsed.data.followUp },
      });
    }
    if (changed.note)
      await recordAudit(db, { actor: staff, action: "lead-note", target: lead.id, detail: { length: parsed.data.note.length } });
    return data<ActionResult>({ notice: leadPage.followUp.saved });
  }

  if (form.intent === "retry") {
    const queued = await retryFailedDeliveries(db, lead.id);
    if (!queued) return data<ActionResult>({ error: leadPage.delivery.notFailed }, { status: 409 });
    wakeLeadDelivery();
    await recordAudit(db, { actor: staff, action: "lead-retry", target: lead.id, detail: { scope: "one", count: 1 } });
    return data<ActionResult>({ notice: leadPage.delivery.retried });
  }

  if (form.intent === "erase") {
    const parsed = eraseSchema.safeParse(form);
    if (!parsed.success) return data<ActionResult>({ fieldErrors: z.flattenError(parsed.error).fieldErrors }, { status: 400 });
    const erased = await forgetEmail(db, lead.email);
    await recordAudit(db, {
      actor: staff,
      action: "lead-erase",
      target: lead.id,
      detail: { leads: erased.length, delivered: erased.filter((entry) => entry.delivery === "delivered").length },
    });
    return redirect(`/staff/leads?erased=${erased.length}`, { status: 303 });
  }

  return data<ActionResult>({ error: "Unknown action." }, { status: 400 });
}

export const headers = consoleHeaders;
export const meta = consoleMeta("Sign-up");

export function ErrorBoundary() {
  return (
    <section className="grid gap-4">
      <h1 className="text-3xl font-bold uppercase">{leadPage.notFound}</h1>
      <Link to="/staff/leads" className="font-bold underline">
        {leadPage.back}
      </Link>
    </section>
  );
}

export default function StaffLead({ loaderData, actionData }: Route.ComponentProps) {
  const lead = loaderData;
  const result: ActionResult | undefined = actionData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <article className="grid gap-8">
      <div className="grid gap-2">
        <Link to="/staff/leads" className="justify-self-start font-bold underline">
          {leadPage.back}
        </Link>
        <h1 className="text-3xl font-bold break-words">{lead.heading}</h1>
        <p className="text-muted">
          {lead.kind} · {leadPage.source}: {lead.source} · {leadPage.locale}: {lead.locale} · {leadPage.submitted} {lead.submitted}
        </p>
      </div>
      {result?.notice && <PageNotice tone="success" notice={{ title: result.notice }} />}
      {result?.error && <PageNotice tone="error" notice={{ title: result.error }} />}

      <section aria-labelledby="lead-details" className="grid gap-3">
        <h2 id="lead-details" className="text-xl font-bold uppercase">
          {leadPage.details}
        </h2>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          {lead.fields.map((field) => (
            <div key={field.label} className="contents">
              <dt className="font-bold">{field.label}</dt>
              <dd className="break-words">
                {field.href ? (
                  <a href={field.href} className="inline-flex min-h-11 items-center underline">
                    {field.value}
                  </a>
                ) : (
                  field.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="lead-follow-up" className="grid gap-3">
        <h2 id="lead-follow-up" className="text-xl font-bold uppercase">
          {leadPage.followUp.heading}
        </h2>
        {lead.followUpAt && (
          <p className="text-sm text-muted">
            {leadPage.followUp.lastChanged}: {lead.followUpAt}
          </p>
        )}
        <Form method="post" className="grid max-w-xl gap-4" noValidate>
          <SelectField
            label={leadPage.followUp.status}
            name="followUp"
            options={Object.entries(followUpLabels).map(([value, label]) => ({ value, label }))}
            defaultValue={lead.followUp}
            errors={result?.fieldErrors?.followUp}
          />
          <TextAreaField
            label={leadPage.followUp.note}
            name="note"
            hint={leadPage.followUp.noteHint}
            maxLength={followUpLimits.note}
            defaultValue={lead.note}
            errors={result?.fieldErrors?.note}
          />
          <Button type="submit" name="intent" value="follow-up" className="justify-self-start" disabled={busy}>
            {leadPage.followUp.save}
          </Button>
        </Form>
        {lead.history.length > 0 && (
          <>
            <h3 className="text-lg font-bold">{leadPage.followUp.history}</h3>
            <ConsoleTable
              caption={leadPage.followUp.historyCaption}
              columns={Object.values(leadPage.followUp.historyColumns)}
              className="min-w-[32rem]"
            >
              {lead.history.map((step) => (
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
        )}
      </section>

      <section aria-labelledby="lead-delivery" className="grid gap-3">
        <h2 id="lead-delivery" className="text-xl font-bold uppercase">
          {leadPage.delivery.heading}
        </h2>
        {!lead.webhookOn ? (
          <p className="text-muted">{leadPage.delivery.off}</p>
        ) : lead.delivery ? (
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            <dt className="font-bold">{leadPage.delivery.status}</dt>
            <dd data-delivery-status={lead.delivery.status}>{lead.delivery.label}</dd>
            <dt className="font-bold">{leadPage.delivery.attempts}</dt>
            <dd>{lead.delivery.attempts}</dd>
            {lead.delivery.nextAttempt && (
              <>
                <dt className="font-bold">{leadPage.delivery.nextAttempt}</dt>
                <dd>{lead.delivery.nextAttempt}</dd>
              </>
            )}
            {lead.delivery.deliveredAt && (
              <>
                <dt className="font-bold">{leadPage.delivery.deliveredAt}</dt>
                <dd>{lead.delivery.deliveredAt}</dd>
              </>
            )}
          </dl>
        ) : (
          <p className="text-muted">{leadPage.delivery.none}</p>
        )}
        {lead.delivery?.status === "failed" && (
          <Form method="post">
            <Button type="submit" name="intent" value="retry" variant="outline" size="sm" disabled={busy}>
              {leadPage.delivery.retry}
            </Button>
          </Form>
        )}
        {lead.attempts.length === 0 ? (
          <p className="text-muted">{leadPage.delivery.noAttempts}</p>
        ) : (
          <ConsoleTable
            caption={leadPage.delivery.attemptsCaption}
            columns={Object.values(leadPage.delivery.attemptColumns)}
            className="min-w-[28rem]"
          >
            {lead.attempts.map((attempt) => (
              <tr key={attempt.id} className="border-b border-line">
                <td className="py-2 pr-4 whitespace-nowrap">{attempt.at}</td>
                <td className="py-2 pr-4">{attempt.answer}</td>
                <td className="py-2 pr-4">{attempt.took}</td>
              </tr>
            ))}
          </ConsoleTable>
        )}
      </section>

      <section aria-labelledby="lead-erase" className="grid gap-3 rounded-card border-2 border-danger p-4">
        <h2 id="lead-erase" className="text-xl font-bold uppercase">
          {leadPage.erase.heading}
        </h2>
        <p>{leadPage.erase.text(lead.email)}</p>
        <p className="text-sm text-muted">{leadPage.erase.delivered}</p>
        <Form method="post" className="grid gap-3" noValidate>
          <div className="flex items-start gap-3">
            <input
              id="erase-confirm"
              type="checkbox"
              name="confirm"
              value="yes"
              required
              className="mt-1 size-5 accent-core"
              aria-invalid={result?.fieldErrors?.confirm ? true : undefined}
              aria-describedby={result?.fieldErrors?.confirm ? "erase-confirm-error" : undefined}
            />
            <label htmlFor="erase-confirm" className="font-bold">
              {leadPage.erase.confirm}
            </label>
          </div>
          {result?.fieldErrors?.confirm && (
            <p id="erase-confirm-error" className="text-sm font-semibold text-danger">
              {result.fieldErrors.confirm.join(" ")}
            </p>
          )}
          <Button type="submit" name="intent" value="erase" variant="outline" size="sm" className="justify-self-start" disabled={busy}>
            {leadPage.erase.submit}
          </Button>
        </Form>
      </section>
    </article>
  );
}
