// /staff/weekly-drop/entries/:id: one Weekly Drop entry for a moderator. The photo, the public fields
// (editable, by the same schema as the entry form), Approve, and Reject with a reason kept for
// staff. The entrant's email is not on this page: only a winner's contact is shown, in the results.
import { getEnv } from "~/platform/env.server";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { PageNotice } from "~/ui/page/page-notice";
import { WeeklyDropNav } from "~/features/weekly-drop/components/console-nav";
import { Button, buttonVariants } from "~/ui/button";
import { EntryPublicFields } from "~/features/weekly-drop/components/entry-fields";
import { EntryDecisionForms } from "~/features/weekly-drop/components/entry-decision-forms";
import { weeklyDropWeekTitle } from "~/features/weekly-drop/copy/staff-weeks";
import { entryVoteAt } from "~/features/weekly-drop/copy/staff-vote-days";
import { EntryVoteLink } from "~/features/weekly-drop/components/entry-vote-link";
import { weeklyDropVoting } from "~/features/weekly-drop/copy/voting.en";
import { WEEKLY_DROP_PATH } from "~/features/weekly-drop/entries";
import { EntryFact } from "~/features/weekly-drop/components/entry-fact";
import { pageNow } from "~/platform/page-clock.server";
import { boroughAndPlace } from "~/features/weekly-drop/copy/staff-weekly-drop";
import { entryReviewText as text, entryStatusLabels } from "~/features/weekly-drop/copy/staff-entries";
import { getDb } from "~/platform/db.server";
import { type EntryFieldErrors, type EntryValues, parseEntryPublic } from "~/features/weekly-drop/entry-form";
import {
  approveEntry,
  deleteEntry,
  editEntry,
  moderatedEntry,
  type ModerationResult,
  recordGuardianConsent,
  rejectEntry,
} from "~/features/weekly-drop/moderation.server";
import { type GuardianConsentValues, parseGuardianConsent } from "~/features/weekly-drop/console-forms";
import { rejectReasonSchema } from "~/features/weekly-drop/decision-forms";
import { readPostedFields } from "~/platform/posted-fields.server";
import { staffContext } from "~/features/staff/auth.server";
import { consoleHeaders, consoleMeta } from "~/features/staff/console-pages";
import { formatStaffTime } from "~/platform/console-time";
import type { Route } from "./+types/weekly-drop-entry";
import { ADULT_AGE } from "~/features/weekly-drop/entry-rules";
import { GuardianConsentForm } from "~/features/weekly-drop/components/guardian-consent-form";
import { DeleteConfirmForm } from "~/features/staff/components/delete-confirm-form";

const QUEUE_PATH = "/staff/weekly-drop/entries";
const notices = {
  rejected: text.notices.rejected,
  saved: text.notices.saved,
  backToPending: text.notices.backToPending,
  consent: text.notices.consentRecorded,
} as const;

export async function loader({ params, request }: Route.LoaderArgs) {
  const entry = await moderatedEntry(getDb(), params.id);
  if (!entry) throw redirect(`${QUEUE_PATH}?done=notFound`);
  const done = new URL(request.url).searchParams.get("done");
  // The address of the vote on the site, written here: the console's script then loads none of the
  // public page's words, which would split them into a chunk of their own that page loads too.
  const vote = { ...entryVoteAt(entry.week, pageNow()), page: `${WEEKLY_DROP_PATH}#${weeklyDropVoting.sectionId}` };
  return {
    entry: {
      ...entry,
      submitted: formatStaffTime(entry.submittedAt),
      reviewed: entry.reviewedAt ? formatStaffTime(entry.reviewedAt) : null,
      consentText: entry.guardian?.consent
        ? text.guardian.recorded(
            text.guardian.methods[entry.guardian.consent.method],
            entry.guardian.consent.by ?? text.guardian.someone,
            formatStaffTime(entry.guardian.consent.at),
          )
        : null,
    },
    notice:
      done === "approved"
        ? text.notices.approved(entry.week, vote.days)
        : done && Object.hasOwn(notices, done)
          ? notices[done as keyof typeof notices]
          : null,
    vote,
  };
}

type ActionResult = {
  error?: string;
  fieldErrors?: EntryFieldErrors;
  values?: EntryValues;
  reasonError?: string;
  reason?: string;
  confirmError?: string;
  consentErrors?: GuardianConsentValues;
  consentValues?: GuardianConsentValues;
};

export async function action({ params, request, context }: Route.ActionArgs) {
  const staff = context.get(staffContext);
  const posted = await readPostedFields(request);
  if ("error" in posted) return data<ActionResult>({ error: posted.error }, { status: 400 });
  const db = getDb();
  const intent = posted.fields.intent;
  const finish = (result: ModerationResult, done: keyof typeof notices | "approved") => {
    if (result === "not-found") throw redirect(`${QUEUE_PATH}?done=notFound`, 303);
    if (result === "not-allowed") return data<ActionResult>({ error: text.notices.notAllowed }, { status: 409 });
    if (result === "needs-guardian-consent") return data<ActionResult>({ error: text.notices.needsConsent }, { status: 409 });
    const shown = result === "back-to-pending" ? "backToPending" : done;
    throw redirect(`${QUEUE_PATH}/${encodeURIComponent(params.id)}?done=${shown}`, 303);
  };
  if (intent === "delete") {
    if (posted.fields.confirm !== "yes") return data<ActionResult>({ confirmError: text.remove.confirmMissing }, { status: 400 });
    if ((await deleteEntry(db, getEnv().DATA_DIR, staff, params.id)) === "not-found") throw redirect(`${QUEUE_PATH}?done=notFound`, 303);
    throw redirect(`${QUEUE_PATH}?done=deleted`, 303);
  }
  if (intent === "approve") return finish(await approveEntry(db, staff, params.id), "approved");
  if (intent === "reject") {
    const reason = typeof posted.fields.reason === "string" ? posted.fields.reason : "";
    const parsed = rejectReasonSchema.safeParse({ reason });
    if (!parsed.success) return data<ActionResult>({ reasonError: parsed.error.issues[0]?.message, reason }, { status: 400 });
    return finish(await rejectEntry(db, staff, params.id, parsed.data.reason), "rejected");
  }
  if (intent === "guardian-consent") {
    const parsed = parseGuardianConsent(posted.fields);
    if (!parsed.ok)
      return data<ActionResult>(
        { error: text.notices.fixFields, consentErrors: parsed.errors, consentValues: parsed.values },
        { status: 400 },
      );
    return finish(await recordGuardianConsent(db, staff, params.id, parsed.consent), "consent");
  }
  if (intent === "edit") {
    const parsed = parseEntryPublic(posted.fields);
    if (!parsed.ok) return data<ActionResult>({ fieldErrors: parsed.fieldErrors, values: parsed.values }, { status: 400 });
    return finish(await editEntry(db, staff, params.id, parsed.fields), "saved");
  }
  return data<ActionResult>({ error: text.notices.notFound }, { status: 400 });
}

export const headers = consoleHeaders;
export const meta = consoleMeta(text.pageTitle);

export default function WeeklyDropEntryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { entry, notice, vote } = loaderData;
  const result: ActionResult | undefined = actionData;
  const busy = useNavigation().state === "submitting";
  const errors = result?.fieldErrors ?? {};
  const values: EntryValues = result?.values ?? {
    title: entry.title,
    description: entry.description,
    firstName: entry.firstName,
    lastInitial: entry.lastInitial,
    age: String(entry.age),
    borough: entry.borough ?? "",
    place: entry.place ?? "",
  };
  const decided = entry.status === "withheld";
  const needsConsent = Boolean(entry.guardian && !entry.guardian.consent);
  return (
    <section className="grid gap-6">
      <WeeklyDropNav />
      <h1 className="text-3xl font-bold uppercase">{text.title(entry.title)}</h1>
      {notice && <PageNotice tone="success" notice={{ title: notice }} />}
      {result?.error && <PageNotice tone="error" notice={{ title: result.error }} />}
      {result?.fieldErrors && <PageNotice tone="error" notice={{ title: text.notices.fixFields }} />}
      <EntryOverview entry={entry} vote={vote} />

      {entry.guardian && (
        <section aria-labelledby="guardian-heading" className="grid gap-3 rounded-card border-2 border-line p-4">
          <h2 id="guardian-heading" className="text-xl font-bold uppercase">
            {text.guardian.heading}
          </h2>
          <p className="text-muted">{text.guardian.intro(ADULT_AGE)}</p>
          <dl className="grid gap-3 sm:grid-cols-3">
            <EntryFact term={text.guardian.name} value={entry.guardian.name ?? text.guardian.none} />
            <EntryFact term={text.guardian.contact} value={entry.guardian.contact ?? text.guardian.none} />
            <EntryFact term={text.guardian.state} value={entry.consentText ?? text.guardian.missing} />
          </dl>
          {!entry.guardian.consent && !decided && (
            <GuardianConsentForm given={entry.guardian} values={result?.consentValues} errors={result?.consentErrors} busy={busy} />
          )}
        </section>
      )}

      {!decided && (
        <EntryDecisionForms
          entry={entry}
          voteDays={vote.days}
          needsConsent={needsConsent}
          busy={busy}
          reason={result?.reason}
          reasonError={result?.reasonError}
        />
      )}

      <Form method="post" noValidate className="grid gap-4" key={JSON.stringify(values)}>
        <h2 className="text-xl font-bold uppercase">{text.edit.heading}</h2>
        <p className="text-muted">{text.edit.hint}</p>
        <EntryPublicFields
          values={values}
          errors={errors}
          boroughRequired={false}
          words={text.edit.fields}
          boroughOptions={text.edit.boroughOptions}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="edit" disabled={busy}>
            {text.edit.save}
          </Button>
          <Link to={`${QUEUE_PATH}?week=${entry.week}`} className={buttonVariants({ variant: "outline" })}>
            {text.back}
          </Link>
        </div>
      </Form>
      <DeleteConfirmForm id="delete-entry" texts={text.remove} errors={result?.confirmError ? [result.confirmError] : undefined} />
    </section>
  );
}

type LoadedEntry = Route.ComponentProps["loaderData"];

/** The entry's photo beside its facts (status, week, when, where, review), and the vote's link once approved. */
function EntryOverview({ entry, vote }: Pick<LoadedEntry, "entry" | "vote">) {
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      {entry.imageUrl === "" ? (
        <p className="rounded-card border-2 border-line p-4 text-muted">{text.photoDeleted}</p>
      ) : (
        <img
          src={entry.imageUrl}
          srcSet={entry.imageSrcSet ?? undefined}
          sizes="(min-width: 768px) 50vw, 100vw"
          alt={text.imageAlt(entry.title)}
          width={800}
          height={800}
          className="h-auto w-full rounded-card border-2 border-line object-cover"
        />
      )}
      <dl className="grid content-start gap-3">
        <EntryFact term={text.status} value={entryStatusLabels[entry.status]} />
        <EntryFact term={text.week} value={weeklyDropWeekTitle(entry.week)} />
        <EntryFact term={text.submitted} value={entry.submitted} />
        <EntryFact term={text.where} value={boroughAndPlace(entry)} />
        {entry.reviewed && <EntryFact term={text.reviewedAt} value={entry.reviewed} />}
        {entry.sameEmail > 0 && <EntryFact term={text.sameEmail} value={text.sameEmailValue(entry.sameEmail)} />}
        {entry.status === "rejected" && entry.reviewReason && <EntryFact term={text.reason} value={entry.reviewReason} />}
      </dl>
      {entry.status === "approved" && <EntryVoteLink week={entry.week} vote={vote} />}
    </div>
  );
}
