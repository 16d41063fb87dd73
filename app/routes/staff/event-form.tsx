// /staff/events/new and /staff/events/:id: one form to create or edit an event. Dates and times
// are typed and shown in New York time; the server checks them with the form's one schema. Two
// buttons save it: "Publish now" or "Save as draft". /staff/events/new?from=<id> is the form filled
// in from another event ("Copy event", for the next monthly meet-up): nothing is saved until staff save.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { PageNotice } from "~/ui/page/page-notice";
import { Button, buttonVariants } from "~/ui/button";
import { cn } from "~/platform/class-names";
import { eventFormText as text, eventProgrammePages, eventProgrammes, eventSaveIntents } from "~/features/events/copy/staff-events";
import { trackById } from "~/features/site/copy/tracks.en";
import { EventFields } from "~/features/events/components/event-fields";
import { recordAudit } from "~/platform/audit-log.server";
import { getDb } from "~/platform/db.server";
import { fieldErrorsOf, textFieldsOf } from "~/platform/field-errors";
import { readPostedFields } from "~/platform/posted-fields.server";
import { eventFormSchema, eventFormValues, type EventInput } from "~/features/events/event-form";
import { createEvent, getEvent, updateEvent } from "~/features/events/events.server";
import { copiedFieldLabels, pastDateKey, unconfirmedPastDate } from "~/features/events/event-form-checks";
import { pageNow } from "~/platform/page-clock.server";
import { staffContext } from "~/features/staff/auth.server";
import { consoleHeaders, consoleMeta } from "~/features/staff/console-pages";
import type { Route } from "./+types/event-form";

/** Each programme an event can belong to, by its track's name and its page's words. */
const programmeOptions = eventProgrammes.map((id) => ({ value: id, label: `${trackById(id).name}: ${eventProgrammePages[id].words}` }));

export async function loader({ params, request }: Route.LoaderArgs) {
  if (params.id) {
    const event = await getEvent(getDb(), params.id);
    if (!event) throw redirect("/staff/events?done=notFound");
    return { id: event.id, values: eventFormValues(event), copiedFrom: null };
  }
  const from = new URL(request.url).searchParams.get("from");
  if (!from) return { id: null, values: null, copiedFrom: null };
  const original = await getEvent(getDb(), from);
  if (!original) throw redirect("/staff/events?done=notFound");
  // The copy keeps the times but not the day: the next meet-up is on another date, which staff set.
  const { date: _date, endDate: _endDate, published: _published, ...values } = eventFormValues(original);
  return {
    id: null,
    values: { ...values, copiedFrom: original.id },
    copiedFrom: { id: original.id, title: original.title, fields: copiedFieldLabels(values) },
  };
}

type ActionResult = { errors: Record<string, string>; values: Record<string, string>; pastDate?: { when: string; key: string } };

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = context.get(staffContext);
  const posted = await readPostedFields(request);
  const fields = textFieldsOf(posted);
  const parsed = eventFormSchema.safeParse(fields);
  if (!parsed.success) return data<ActionResult>({ errors: fieldErrorsOf(parsed.error), values: fields }, { status: 400 });
  // A past date asks first: published, the event would not show. Staff may confirm these dates.
  const db = getDb();
  const before = params.id ? await getEvent(db, params.id) : undefined;
  const pastWhen = unconfirmedPastDate(parsed.data, fields.confirmPast, pageNow(), before);
  if (pastWhen) return data<ActionResult>({ errors: {}, values: fields, pastDate: { when: pastWhen, key: pastDateKey(parsed.data) } });
  const done = parsed.data.published ? "savedPublished" : "savedDraft";
  if (!params.id) {
    const event = await createEvent(db, parsed.data);
    // A copy names its original in the audit log (an id, never a title).
    const copiedFrom = fields.copiedFrom && (await getEvent(db, fields.copiedFrom)) ? { copiedFrom: fields.copiedFrom } : {};
    await recordAudit(db, {
      actor: staff,
      action: "event-create",
      target: event.id,
      detail: { programme: event.programme, published: event.published, ...copiedFrom },
    });
    throw redirect(`/staff/events?done=${done}`, 303);
  }
  const event = before && (await updateEvent(db, params.id, parsed.data));
  if (!before || !event) throw redirect("/staff/events?done=notFound", 303);
  await recordAudit(db, { actor: staff, action: "event-edit", target: event.id, detail: { fields: changedFields(before, parsed.data) } });
  throw redirect(`/staff/events?done=${done}`, 303);
}

/** Which fields an edit changed: names only, for the audit log. */
function changedFields(before: Record<keyof EventInput, unknown>, after: EventInput): string[] {
  return (Object.keys(after) as (keyof EventInput)[]).filter((key) => before[key] !== after[key]);
}

export const headers = consoleHeaders;
export const meta = ({ params }: Route.MetaArgs) => consoleMeta(params.id ? text.heading.edit : text.heading.create)();

const saveIntents = eventSaveIntents;

export default function StaffEventForm({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const editing = loaderData.id !== null;
  const values: Record<string, string> = actionData?.values ?? loaderData.values ?? { programme: "art" };
  // Saved and on the site now: the form's first button keeps it there.
  const isPublished = editing && loaderData.values?.published === "on";
  // Where the saved event shows (its programme's pages), for "View on site".
  const savedProgramme = (loaderData.values as Record<string, string> | null)?.programme ?? "art";
  const shownOn = eventProgrammePages[savedProgramme as keyof typeof eventProgrammePages];
  const errors = actionData?.errors ?? {};
  // The form is rebuilt from what the server sends back after a refused post.
  const key = JSON.stringify(values);
  return (
    <section className="grid max-w-2xl gap-6">
      <h1 className="text-3xl font-bold uppercase">{editing ? text.heading.edit : text.heading.create}</h1>
      <p className="text-paper/90">{text.intro}</p>
      {loaderData.copiedFrom && (
        <PageNotice
          tone="info"
          notice={{ title: text.copiedFrom(loaderData.copiedFrom.title), description: text.copiedFields(loaderData.copiedFrom.fields) }}
        />
      )}
      {actionData?.pastDate && (
        <PageNotice tone="info" notice={{ title: text.pastDate.title(actionData.pastDate.when), description: text.pastDate.text }} />
      )}
      {Object.keys(errors).length > 0 && <PageNotice tone="error" notice={{ title: text.fixFields }} />}
      <Form method="post" noValidate className="grid gap-5" key={key}>
        <EventFields values={values} errors={errors} programmeOptions={programmeOptions} />
        {values.copiedFrom && <input type="hidden" name="copiedFrom" value={values.copiedFrom} />}
        {actionData?.pastDate && <input type="hidden" name="confirmPast" value={actionData.pastDate.key} />}
        <p id="event-save-hint" className="text-sm text-muted">
          {isPublished ? text.submitHint.published : text.submitHint.draft}
        </p>
        {errors.intent && (
          <p id="event-intent-error" className="text-sm font-semibold text-danger">
            {errors.intent}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          {/* Enter in a field presses the first button: it keeps the event as it is (a new one a draft). */}
          {(isPublished ? saveIntents : [...saveIntents].reverse()).map((intent) => (
            <Button
              key={intent}
              type="submit"
              name="intent"
              value={intent}
              variant={intent === "publish" ? "primary" : "outline"}
              disabled={busy}
              aria-describedby={errors.intent ? "event-save-hint event-intent-error" : "event-save-hint"}
            >
              {text.submit[intent]}
            </Button>
          ))}
          <Link to="/staff/events" className={buttonVariants({ variant: "ghost" })}>
            {text.cancel}
          </Link>
        </div>
      </Form>
      {editing && loaderData.values && <OnSite isPublished={isPublished} paths={shownOn.paths} />}
      {editing && (
        <section aria-labelledby="copy-event" className="grid gap-2 rounded-card border-2 border-line p-4">
          <h2 id="copy-event" className="text-xl font-bold uppercase">
            {text.copy}
          </h2>
          <p className="text-muted">{text.copyHint}</p>
          <Link
            to={`/staff/events/new?from=${encodeURIComponent(loaderData.id!)}`}
            className={cn(buttonVariants({ variant: "outline" }), "justify-self-start")}
          >
            {text.copy}
          </Link>
        </section>
      )}
    </section>
  );
}

/** Where the saved event shows on the site, with a link to each page; a draft shows nowhere. */
function OnSite({ isPublished, paths }: { isPublished: boolean; paths: readonly string[] }) {
  return (
    <section aria-labelledby="on-site" className="grid gap-2 rounded-card border-2 border-line p-4">
      <h2 id="on-site" className="text-xl font-bold uppercase">
        {text.onSiteHeading}
      </h2>
      {!isPublished ? (
        <p className="text-muted">{text.draftNotShown}</p>
      ) : paths.length === 0 ? (
        <p className="text-muted">{text.programmeNotShown}</p>
      ) : (
        <>
          <p className="text-muted">{text.viewHint}</p>
          <ul className="flex flex-wrap gap-3">
            {paths.map((path) => (
              <li key={path}>
                <a href={path} target="_blank" rel="noopener" className="font-bold underline">
                  {text.viewOnSite(path)}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
