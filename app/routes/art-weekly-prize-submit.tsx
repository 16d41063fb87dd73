// /art/weekly-prize/submit: a young artist enters this week's Weekly Drop. The form posts multipart
// and works without JavaScript; a refused entry comes back here with a message per field and what
// was typed (never the file); a received one redirects (303) to ?entered=<week>, what happens next.
import * as React from "react";
import { IMAGE_BUSY_RETRY_AFTER_SECONDS } from "~/platform/media.server";
import { localeOf, localePath } from "~/platform/locale";
import { useLocale, useLocalePath } from "~/platform/use-locale";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/art-weekly-prize-submit";
import { BackLink } from "~/ui/page/back-link";
import { ExternalAnchor } from "~/ui/page/action-button";
import { Hero } from "~/ui/page/hero";
import { PageNotice } from "~/ui/page/page-notice";
import { pageMeta } from "~/ui/page/page-meta";
import { StepList } from "~/ui/page/step-list";
import { Button } from "~/ui/button";
import { EntryPublicFields } from "~/features/weekly-drop/components/entry-fields";
import { TextField } from "~/ui/field";
import { entrySent as entrySentEn } from "~/features/weekly-drop/copy/entry.en";
import { getDb } from "~/platform/db.server";
import { DROP_IMAGE_MAX_BYTES, DROP_SUBMIT_PATH } from "~/features/weekly-drop/entries";
import type { EntryFieldErrors, EntryValues } from "~/features/weekly-drop/entry-form";
import { receiveEntry } from "~/features/weekly-drop/entry-submit.server";
import { countConversion } from "~/features/insights/counting.server";
import { madeOnPage } from "~/features/insights/conversion-pages";
import { hostContext } from "~/platform/request-context";
import { getEnv } from "~/platform/env.server";
import { pageNow } from "~/platform/page-clock.server";
import { isCalendarDate } from "~/platform/console-time";
import { formatDeadline, submissionWeekAt, weekTimes, type DropWeek } from "~/features/weekly-drop/cycle";
import { entryForm, entrySent, entryErrors, entryUploadProblems, tooYoungLinks, entryMeta } from "~/features/weekly-drop/copy/entry";
import { entryLimits } from "~/features/weekly-drop/entry-rules";
import { useContactText, usePageTexts } from "~/platform/use-page-content";

/** A contest week named in the address: a real calendar day that is a Monday. */
function weekOf(value: string | null): DropWeek | null {
  if (!value || !isCalendarDate(value)) return null;
  return new Date(`${value}T12:00:00Z`).getUTCDay() === 1 ? value : null;
}

/** The form, or after a received entry the week's real dates for "what happens next", in the page's language. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOf(url.pathname);
  const week = weekOf(url.searchParams.get("entered"));
  if (!week) return { sent: null };
  const times = weekTimes(week);
  // Voting ends at Monday 00:00 (exclusive): the last minute it is open is Sunday 11:59 pm.
  const lastVotingMinute = new Date(times.votingCloses.getTime() - 60_000);
  return {
    sent: {
      closes: formatDeadline(times.submissionsClose, locale),
      votingOpens: formatDeadline(times.votingOpens, locale),
      votingCloses: formatDeadline(lastVotingMinute, locale),
      announcement: formatDeadline(times.announcement, locale),
    },
  };
}

type Refusal = { fieldErrors: EntryFieldErrors; values: EntryValues; message?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const week = submissionWeekAt(pageNow());
  const headers = Object.fromEntries(request.headers);
  const reply = await receiveEntry(getDb(), getEnv().DATA_DIR, week, request);
  // A document POST: the page that knew the visit's source is gone, so it counts as direct.
  if (reply.ok) await countConversion({ kind: "entry", page: madeOnPage.entry }, headers, context.get(hostContext).clientIp);
  // What happens next, on the page in the language the entry was sent in.
  const locale = localeOf(new URL(request.url).pathname);
  if (reply.ok) throw redirect(localePath(locale, `${DROP_SUBMIT_PATH}?entered=${reply.week}`), 303);
  return data<Refusal>(
    { fieldErrors: reply.fieldErrors, values: reply.values, message: reply.message },
    { status: reply.status, headers: reply.status === 503 ? { "Retry-After": String(IMAGE_BUSY_RETRY_AFTER_SECONDS) } : undefined },
  );
}

// What a visitor typed or was told must never sit in a shared cache.
export const headers = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ location }) => pageMeta(DROP_SUBMIT_PATH, localeOf(location.pathname), entryMeta);

export default function SubmitEntryPage({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const form = usePageTexts("weekly-drop/entry", entryForm[locale]);
  const sent = entrySent[locale];
  return (
    <>
      <Hero
        colour="art"
        motif="burst"
        before={<BackLink action={form.backLink} />}
        title={loaderData.sent ? sent.title : form.title}
        lede={<p>{loaderData.sent ? sent.lede : form.lede}</p>}
      />
      <div className="container-site grid max-w-3xl gap-8 py-section">
        {loaderData.sent ? <SentView dates={loaderData.sent} /> : <EntryForm refusal={actionData} />}
      </div>
    </>
  );
}

function SentView({ dates }: { dates: Parameters<typeof entrySentEn.steps>[0] }) {
  const locale = useLocale();
  const pathIn = useLocalePath();
  const sent = entrySent[locale];
  const contactText = useContactText();
  return (
    <>
      <StepList steps={sent.steps(dates)} colour="art" />
      <p className="text-paper/90">{contactText(sent.deletion)}</p>
      <Button asChild variant="outline" className="justify-self-start">
        <Link to={pathIn(entryForm[locale].backLink.href)}>{sent.another}</Link>
      </Button>
    </>
  );
}

function EntryForm({ refusal }: { refusal: Refusal | undefined }) {
  const sending = useNavigation().state === "submitting";
  const locale = useLocale();
  const pathIn = useLocalePath();
  const form = usePageTexts("weekly-drop/entry", entryForm[locale]);
  const { fields, confirmations } = form;
  // Below the contest's ages, the server's message for the age is this one: the notice then leads with it.
  const tooYoungMessage = entryErrors[locale].tooYoung;
  // Set in the browser when the photo is over the limit, so it is said before a 10 MB upload.
  const [tooLarge, setTooLarge] = React.useState(false);
  const errors: EntryFieldErrors = tooLarge ? { image: entryUploadProblems[locale]["too-large"] } : (refusal?.fieldErrors ?? {});
  const values = refusal?.values ?? {};
  const checkSize = (event: React.FormEvent<HTMLFormElement>) => {
    const photo = event.currentTarget.elements.namedItem("image");
    const over = photo instanceof HTMLInputElement && (photo.files?.[0]?.size ?? 0) > DROP_IMAGE_MAX_BYTES;
    setTooLarge(over);
    if (over) event.preventDefault();
  };
  const errorOf = (name: keyof EntryFieldErrors) => (errors[name] ? [errors[name]] : undefined);
  const tooYoung = errors.age === tooYoungMessage;
  const problems = Object.keys(errors).length > 0;
  return (
    <>
      {(problems || refusal?.message) && (
        // Too young: the kind message leads, with what a younger artist can do instead.
        <PageNotice tone="error" notice={{ title: refusal?.message ?? (tooYoung ? tooYoungMessage : form.fixFields) }}>
          {tooYoung && (
            <ul className="grid gap-2 pt-2">
              {tooYoungLinks[locale].map((link) => (
                <li key={link.href}>
                  {link.external ? (
                    <ExternalAnchor href={link.href} className="font-bold text-art underline underline-offset-4">
                      {link.label}
                    </ExternalAnchor>
                  ) : (
                    <Link to={pathIn(link.href)} className="font-bold text-art underline underline-offset-4">
                      {link.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          )}
        </PageNotice>
      )}
      <p className="text-paper/90">
        {form.privacyNote}{" "}
        <Link to={pathIn(form.privacyLink.href)} className="font-bold text-art underline underline-offset-4">
          {form.privacyLink.label}
        </Link>
      </p>
      {/* The key resets the fields to what the server kept after each refusal. */}
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        className="grid gap-5"
        aria-busy={sending}
        key={JSON.stringify(values)}
        onSubmit={checkSize}
      >
        <TextField
          label={fields.image.label}
          name="image"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hint={fields.image.hint}
          errors={errorOf("image")}
          required
          className="py-2"
        />
        <EntryPublicFields values={values} errors={errors} />
        <TextField
          label={fields.email.label}
          name="email"
          type="email"
          autoComplete="email"
          hint={fields.email.hint}
          defaultValue={values.email}
          maxLength={entryLimits.email}
          errors={errorOf("email")}
          required
        />
        <fieldset className="grid gap-4 rounded-card border-2 border-line p-4" aria-describedby="guardian-why">
          <legend className="px-2 font-bold uppercase">{form.guardian.legend}</legend>
          <p id="guardian-why" className="text-paper/90">
            {form.guardian.why}
          </p>
          <TextField
            label={form.guardian.name.label}
            name="guardianName"
            autoComplete="off"
            defaultValue={values.guardianName}
            maxLength={entryLimits.guardianName}
            errors={errorOf("guardianName")}
          />
          <TextField
            label={form.guardian.contact.label}
            name="guardianContact"
            autoComplete="off"
            hint={form.guardian.contact.hint}
            defaultValue={values.guardianContact}
            maxLength={entryLimits.guardianContact}
            errors={errorOf("guardianContact")}
          />
        </fieldset>
        <fieldset className="grid gap-3 rounded-card border-2 border-line p-4">
          <legend className="px-2 font-bold uppercase">{confirmations.legend}</legend>
          <Confirmation name="ownWork" label={confirmations.ownWork} checked={values.ownWork === "on"} error={errors.ownWork} />
          <Confirmation
            name="publicDisplay"
            label={confirmations.publicDisplay}
            checked={values.publicDisplay === "on"}
            error={errors.publicDisplay}
          />
        </fieldset>
        <Button type="submit" variant="art" size="lg" className="justify-self-start max-sm:w-full" disabled={sending}>
          {sending ? form.sending : form.submit}
        </Button>
      </Form>
    </>
  );
}

/** A required checkbox with its own error under it (44 px tall with its label). */
function Confirmation({ name, label, checked, error }: { name: string; label: string; checked: boolean; error?: string }) {
  const errorId = `${name}-error`;
  return (
    <div className="grid gap-1">
      <label className="flex min-h-11 items-center gap-3 font-semibold">
        <input
          type="checkbox"
          name={name}
          defaultChecked={checked}
          required
          className="size-5 shrink-0 accent-art"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {label}
      </label>
      {error && (
        <p id={errorId} className="text-sm font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
