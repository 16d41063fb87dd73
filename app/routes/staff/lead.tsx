// /staff/leads/:id: one sign-up as the person filled it in, its sending to the marketing service (the lead webhook)
// with every attempt, the team's follow-up, and the erasure of everything sent with its email.
import { getEnv } from "~/platform/env.server";
import { data, Link, redirect, useNavigation } from "react-router";
import { formDataOf } from "~/platform/posted-fields.server";
import { z } from "~/platform/zod";
import { PageNotice } from "~/ui/page/page-notice";
// The follow-up first: the page script then lists its chunks in the order it did before the sections moved out.
import { LeadFollowUp } from "~/features/leads/components/lead-follow-up";
import { LeadDelivery } from "~/features/leads/components/lead-delivery";
import { LeadErase } from "~/features/leads/components/lead-erase";
import {
  deliveryStatusLabels,
  followUpLabels,
  leadKindLabels,
  leadLocaleLabels,
  leadPage,
  leadSourceLabels,
} from "~/features/leads/copy/staff-leads";
import { recordAudit } from "~/platform/audit-log.server";
import { getDb } from "~/platform/db.server";
import { retryFailedDeliveries, wakeLeadDelivery } from "~/features/leads/delivery.server";
import { leadFields } from "~/features/leads/details";
import { eraseSchema, followUpSchema } from "~/features/leads/inbox";
import { leadDetail, updateFollowUp } from "~/features/leads/inbox.server";
import { forgetEmail } from "~/features/leads/retention.server";
import { staffContext } from "~/features/staff/auth.server";
import { consoleHeaders, consoleMeta } from "~/features/staff/console-pages";
import { formatStaffTime } from "~/platform/console-time";
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

      <LeadFollowUp
        followUp={lead.followUp}
        note={lead.note}
        followUpAt={lead.followUpAt}
        history={lead.history}
        errors={result?.fieldErrors}
        busy={busy}
      />
      <LeadDelivery webhookOn={lead.webhookOn} delivery={lead.delivery} attempts={lead.attempts} busy={busy} />
      <LeadErase email={lead.email} errors={result?.fieldErrors?.confirm} busy={busy} />
    </article>
  );
}
