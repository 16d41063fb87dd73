// /staff/weekly-drop/results/:week: one week's tally, its winner and the winner's contact for the prize
// (the one place an entrant's email is shown), marking the winner contacted and then the prize
// sent, and withholding the result with a reason.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { PageNotice } from "~/ui/page/page-notice";
import { ConsoleTable } from "~/ui/console-table";
import { WeeklyDropNav } from "~/features/weekly-drop/components/console-nav";
import { Button } from "~/ui/button";
import { TextAreaField } from "~/ui/field";
import { weeklyDropResultsText as text } from "~/features/weekly-drop/copy/staff-results";
import { winnerByline } from "~/features/weekly-drop/copy/weekly-drop.en";
import type { CalendarDate } from "~/platform/copy-types";
import { getDb } from "~/platform/db.server";
import { markWinnerStep, readWeekDetail, WinnerStepError, WithholdError, withholdResult } from "~/features/weekly-drop/results.server";
import { fieldErrorsOf, textFieldsOf } from "~/platform/field-errors";
import { readPostedFields } from "~/platform/posted-fields.server";
import { staffContext } from "~/features/staff/auth.server";
import { consoleHeaders, consoleMeta } from "~/features/staff/console-pages";
import { formatStaffTime } from "~/platform/console-time";
import type { Route } from "./+types/weekly-drop-result";
import { resultFormSchema, resultWeekSchema } from "~/features/weekly-drop/decision-forms";
import { WinnerContact } from "~/features/weekly-drop/components/winner-contact";
import { ADULT_AGE } from "~/features/weekly-drop/entry-rules";

const doneNotices = {
  contacted: text.notices.contacted,
  "prize-sent": text.notices.prizeSent,
} as const;

async function weekOf(week: string | undefined) {
  const parsed = resultWeekSchema.safeParse(week);
  const detail = parsed.success ? await readWeekDetail(getDb(), parsed.data as CalendarDate) : undefined;
  if (!detail) throw redirect("/staff/weekly-drop/results?done=notFound");
  return detail;
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const detail = await weekOf(params.week);
  const done = new URL(request.url).searchParams.get("done");
  return {
    ...detail,
    announcedText: detail.announcedAt && formatStaffTime(detail.announcedAt),
    contactedText: detail.winner?.contactedAt ? formatStaffTime(detail.winner.contactedAt) : null,
    prizeSentText: detail.winner?.prizeSentAt ? formatStaffTime(detail.winner.prizeSentAt) : null,
    notice:
      done === "withheld"
        ? text.notices.withheld(Boolean(detail.winner))
        : done === "contacted" || done === "prize-sent"
          ? doneNotices[done]
          : null,
  };
}

type ActionResult = { error?: string; errors?: Record<string, string>; values?: Record<string, string> };

export async function action({ params, request, context }: Route.ActionArgs) {
  const staff = context.get(staffContext);
  const detail = await weekOf(params.week);
  const fields = textFieldsOf(await readPostedFields(request));
  const parsed = resultFormSchema.safeParse(fields);
  if (!parsed.success) return data<ActionResult>({ errors: fieldErrorsOf(parsed.error), values: fields }, { status: 400 });
  const form = parsed.data;
  try {
    if (form.intent === "withhold") {
      await withholdResult(getDb(), { week: detail.week, entryId: form.entryId, reason: form.reason, actor: staff });
    } else {
      await markWinnerStep(getDb(), { week: detail.week, entryId: form.entryId, step: form.intent, actor: staff });
    }
  } catch (error) {
    if (error instanceof WithholdError || (error instanceof WinnerStepError && error.reason === "not-winner")) {
      return data<ActionResult>({ error: text.notices.changed }, { status: 409 });
    }
    if (error instanceof WinnerStepError) return data<ActionResult>({ error: text.notices.notContacted }, { status: 409 });
    throw error;
  }
  throw redirect(`/staff/weekly-drop/results/${detail.week}?done=${form.intent === "withhold" ? "withheld" : form.intent}`, 303);
}

export const headers = consoleHeaders;
export const meta = consoleMeta(text.title);

export default function StaffWeeklyDropResult({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const result: ActionResult | undefined = actionData;
  const { week, winner, tally, announcedText, contactedText, prizeSentText, notice } = loaderData;
  // Only entries that can win get a place; the others are listed by votes for the record.
  const places = new Map(
    tally.filter((entry) => entry.status === "approved" || entry.id === winner?.id).map((entry, i) => [entry.id, i + 1]),
  );
  return (
    <section className="grid gap-8">
      <WeeklyDropNav />
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold uppercase">{text.weekTitle(week)}</h1>
        <p className="text-paper/90">
          {announcedText ? (
            <>
              {text.announcedAt} {announcedText}
            </>
          ) : (
            text.pending
          )}
        </p>
        <Link to="/staff/weekly-drop/results" className="inline-flex min-h-11 items-center justify-self-start font-bold underline">
          {text.backToList}
        </Link>
      </div>
      {notice && <PageNotice tone="success" notice={{ title: notice }} />}
      {result?.error && <PageNotice tone="error" notice={{ title: result.error }} />}

      {announcedText && (
        <section className="grid gap-4" aria-labelledby="winner-heading">
          <h2 id="winner-heading" className="text-xl font-bold uppercase">
            {text.winner.heading}
          </h2>
          {winner ? (
            <div className="grid gap-4 rounded-card border-2 border-line bg-ink-2 p-4">
              <p>
                <span className="text-lg font-bold">{winner.title}</span> · {text.winner.votes(winner.votes)}
              </p>
              <div className="grid gap-2">
                <h3 className="font-bold uppercase">{text.winner.contactHeading}</h3>
                <p className="text-sm text-muted">{text.winner.contactHint}</p>
                {winner.guardian && <p>{text.winner.minorHint(ADULT_AGE)}</p>}
                <WinnerContact winner={winner} />
              </div>
              <PrizeSteps winnerId={winner.id} contactedText={contactedText} prizeSentText={prizeSentText} busy={busy} />
              <WithholdForm winnerId={winner.id} result={result} busy={busy} />
            </div>
          ) : (
            <p>{text.winner.none}</p>
          )}
        </section>
      )}

      <section className="grid gap-3" aria-labelledby="tally-heading">
        <h2 id="tally-heading" className="text-xl font-bold uppercase">
          {text.tally.heading}
        </h2>
        {tally.length === 0 ? (
          <p className="text-muted">{text.tally.none}</p>
        ) : (
          <ConsoleTable caption={text.tally.caption} columns={Object.values(text.tally.columns)} className="min-w-[44rem]">
            {tally.map((entry) => (
              <tr key={entry.id} className="border-b border-line align-top" data-entry-id={entry.id}>
                <td className="py-3 pr-4 tabular-nums">{places.get(entry.id) ?? text.tally.noPlace}</td>
                <td className="py-3 pr-4 font-bold">
                  {entry.title}
                  {entry.id === winner?.id && (
                    <span className="ml-2 rounded-pill bg-art px-2 text-xs uppercase text-ink">{text.winner.heading}</span>
                  )}
                </td>
                <td className="py-3 pr-4">{winnerByline(entry.byline)}</td>
                <td className="py-3 pr-4">{text.statuses[entry.status]}</td>
                <td className="py-3 pr-4 tabular-nums">{entry.votes}</td>
                <td className="py-3 pr-4 whitespace-nowrap">{formatStaffTime(entry.submittedAt)}</td>
              </tr>
            ))}
          </ConsoleTable>
        )}
      </section>
    </section>
  );
}

type Loaded = Route.ComponentProps["loaderData"];

/** The prize's two steps, each marked by staff in turn: the winner contacted, then the prize sent. */
function PrizeSteps({
  winnerId,
  contactedText,
  prizeSentText,
  busy,
}: { winnerId: string; busy: boolean } & Pick<Loaded, "contactedText" | "prizeSentText">) {
  return (
    <div className="grid gap-2" data-prize>
      <h3 className="font-bold uppercase">{text.prize.heading}</h3>
      {contactedText ? <p>{text.prize.contactedAt(contactedText)}</p> : <p className="text-sm text-muted">{text.prize.contactedHint}</p>}
      {contactedText &&
        (prizeSentText ? <p>{text.prize.sentAt(prizeSentText)}</p> : <p className="text-sm text-muted">{text.prize.sentHint}</p>)}
      {!prizeSentText && (
        <Form method="post" key={`${winnerId}-${contactedText ?? ""}`}>
          <input type="hidden" name="entryId" value={winnerId} />
          <Button type="submit" name="intent" value={contactedText ? "prize-sent" : "contacted"} disabled={busy}>
            {contactedText ? text.prize.markSent : text.prize.markContacted}
          </Button>
        </Form>
      )}
    </div>
  );
}

/** Withholding the week's prize from its winner, with the reason staff must give. */
function WithholdForm({ winnerId, result, busy }: { winnerId: string; result: ActionResult | undefined; busy: boolean }) {
  const reasonError = result?.errors?.reason;
  return (
    <Form method="post" noValidate className="grid max-w-xl gap-3" key={winnerId}>
      <h3 className="font-bold uppercase">{text.withhold.heading}</h3>
      <input type="hidden" name="intent" value="withhold" />
      <p className="text-sm text-muted">{text.withhold.hint}</p>
      <input type="hidden" name="entryId" value={winnerId} />
      <TextAreaField
        label={text.withhold.reason}
        name="reason"
        required
        maxLength={text.withhold.reasonMax}
        defaultValue={result?.values?.reason ?? ""}
        errors={reasonError ? [reasonError] : undefined}
      />
      <Button type="submit" disabled={busy} className="justify-self-start">
        {text.withhold.submit}
      </Button>
    </Form>
  );
}
