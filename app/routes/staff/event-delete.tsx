// /staff/events/:id/delete: deleting an event asks first, on a page of its own, so it works the
// same with a keyboard, a screen reader or without JavaScript.
import { Form, Link, redirect } from "react-router";
import { Button, buttonVariants } from "~/ui/button";
import { eventsConsoleText as text } from "~/features/events/copy/staff-events";
import { recordAudit } from "~/platform/audit-log.server";
import { getDb } from "~/platform/db.server";
import { eventWhen } from "~/features/events/events";
import { deleteEvent, getEvent } from "~/features/events/events.server";
import { staffContext } from "~/features/staff/auth.server";
import { consoleHeaders, consoleMeta } from "~/features/staff/console-pages";
import type { Route } from "./+types/event-delete";

export async function loader({ params }: Route.LoaderArgs) {
  const event = await getEvent(getDb(), params.id);
  if (!event) throw redirect("/staff/events?done=notFound");
  return { title: event.title, when: eventWhen(event) ?? text.comingSoon };
}

export async function action({ params, context }: Route.ActionArgs) {
  const staff = context.get(staffContext);
  const db = getDb();
  const event = await getEvent(db, params.id);
  if (!event || !(await deleteEvent(db, params.id))) throw redirect("/staff/events?done=notFound", 303);
  await recordAudit(db, { actor: staff, action: "event-delete", target: event.id, detail: { programme: event.programme } });
  throw redirect("/staff/events?done=deleted", 303);
}

export const headers = consoleHeaders;
export const meta = consoleMeta(text.deleteTitle);

export default function StaffEventDelete({ loaderData }: Route.ComponentProps) {
  return (
    <section className="grid max-w-xl gap-5">
      <h1 className="text-3xl font-bold uppercase">{text.deleteTitle}</h1>
      <p>{text.deleteText(loaderData.title)}</p>
      <p className="text-muted">{loaderData.when}</p>
      <Form method="post" className="flex flex-wrap gap-3">
        <Button type="submit">{text.confirmDelete}</Button>
        <Link to="/staff/events" className={buttonVariants({ variant: "outline" })}>
          {text.cancel}
        </Link>
      </Form>
    </section>
  );
}
