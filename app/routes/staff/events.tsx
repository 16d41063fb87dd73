// /staff/events: every event, upcoming and past, drafts marked; publish or unpublish in one step.
// Creating and editing are on their own page (event-form.tsx), deleting asks first (event-delete.tsx).
import { data, Form, Link } from "react-router";
import { PageNotice } from "~/ui/page/page-notice";
import { Button, buttonVariants } from "~/ui/button";
import { eventsConsoleText as text } from "~/features/events/copy/staff-events";
import { recordAudit } from "~/platform/audit-log.server";
import { getDb } from "~/platform/db.server";
import { readPostedFields } from "~/platform/posted-fields.server";
import { eventWhen, eventWhereAndCost, isOver, type ProgrammeEvent } from "~/features/events/events";
import { listEvents, setEventPublished } from "~/features/events/events.server";
import { publishActionSchema } from "~/features/events/event-form";
import { staffContext } from "~/features/staff/auth.server";
import { consoleHeaders, consoleMeta } from "~/features/staff/console-pages";
import type { Route } from "./+types/events";

export async function loader({ request }: Route.LoaderArgs) {
  const done = new URL(request.url).searchParams.get("done");
  const now = new Date();
  const events = (await listEvents(getDb())).map((event) => ({
    ...event,
    when: eventWhen(event),
    where: eventWhereAndCost(event),
    over: isOver(event, now),
  }));
  return {
    upcoming: events.filter((event) => !event.over),
    // Newest first: last week's event matters more than last year's.
    past: events.filter((event) => event.over).reverse(),
    // A change made on the form or delete page comes back here as ?done=savedPublished|savedDraft|deleted|notFound.
    notice: done && Object.hasOwn(text.notices, done) ? text.notices[done as keyof typeof text.notices] : null,
    noticeTone: done === "notFound" ? ("error" as const) : ("success" as const),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = context.get(staffContext);
  const posted = await readPostedFields(request);
  const parsed = publishActionSchema.safeParse("error" in posted ? {} : posted.fields);
  if (!parsed.success) return data({ error: text.notices.notFound }, { status: 400 });
  const db = getDb();
  const published = parsed.data.intent === "publish";
  const event = await setEventPublished(db, parsed.data.id, published);
  if (!event) return data({ error: text.notices.notFound }, { status: 404 });
  await recordAudit(db, { actor: staff, action: "event-edit", target: event.id, detail: { fields: ["published"], published } });
  return { notice: published ? text.notices.published : text.notices.unpublished };
}

export const headers = consoleHeaders;
export const meta = consoleMeta(text.title);

export default function StaffEvents({ loaderData, actionData }: Route.ComponentProps) {
  const notice = actionData && "notice" in actionData ? actionData.notice : loaderData.notice;
  const tone = actionData && "notice" in actionData ? "success" : loaderData.noticeTone;
  const error = actionData && "error" in actionData ? actionData.error : null;
  return (
    <section className="grid gap-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold uppercase">{text.title}</h1>
        <Link to="/staff/events/new" className={buttonVariants()}>
          {text.newEvent}
        </Link>
      </div>
      {notice && <PageNotice tone={tone} notice={{ title: notice }} />}
      {error && <PageNotice tone="error" notice={{ title: error }} />}
      <EventTable heading={text.upcoming} events={loaderData.upcoming} />
      <EventTable heading={text.past} events={loaderData.past} />
    </section>
  );
}

type ListedEvent = ProgrammeEvent & { when: string | null; where?: string; over: boolean };

function EventTable({ heading, events }: { heading: string; events: ListedEvent[] }) {
  return (
    <section className="grid gap-3">
      <h2 className="text-xl font-bold uppercase">{heading}</h2>
      {events.length === 0 ? (
        <p className="text-muted">{text.none}</p>
      ) : (
        <ul className="grid gap-3">
          {events.map((event) => (
            <li
              key={event.id}
              className="grid gap-3 rounded-card border-2 border-line bg-ink-2 p-4 sm:grid-cols-[1fr_auto] sm:items-center"
            >
              <div className="grid gap-1">
                <h3 className="text-lg font-bold">
                  {event.title}{" "}
                  <span
                    className={
                      event.published
                        ? "ml-1 rounded-pill border-2 border-success px-2 text-xs uppercase"
                        : "ml-1 rounded-pill border-2 border-paper bg-paper px-2 text-xs uppercase text-ink"
                    }
                  >
                    {event.published ? text.published : text.draft}
                  </span>
                  {/* Current Events shows an event until it ends: an event under Past is no longer there. */}
                  {event.featured && !event.over && (
                    <span className="ml-1 rounded-pill border-2 border-core px-2 text-xs uppercase">{text.featured}</span>
                  )}
                </h3>
                <p className="text-sm">
                  <span className="sr-only">{text.columns.when}: </span>
                  {event.when ?? text.comingSoon}
                  <span className="text-muted"> · {event.programme}</span>
                </p>
                {event.where && <p className="text-sm text-muted">{event.where}</p>}
              </div>
              <div className="flex flex-wrap gap-2">
                <Link to={`/staff/events/${event.id}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
                  {text.edit}
                  <span className="sr-only"> {event.title}</span>
                </Link>
                <Link
                  to={`/staff/events/new?from=${encodeURIComponent(event.id)}`}
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                >
                  {text.copy}
                  <span className="sr-only"> {event.title}</span>
                </Link>
                <Form method="post">
                  <input type="hidden" name="id" value={event.id} />
                  <Button type="submit" name="intent" value={event.published ? "unpublish" : "publish"} variant="outline" size="sm">
                    {event.published ? text.unpublish : text.publish}
                    <span className="sr-only"> {event.title}</span>
                  </Button>
                </Form>
                <Link to={`/staff/events/${event.id}/delete`} className={buttonVariants({ variant: "ghost", size: "sm" })}>
                  {text.delete}
                  <span className="sr-only"> {event.title}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
