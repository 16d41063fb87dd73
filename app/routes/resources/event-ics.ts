// /events/<id>.ics and /es/events/<id>.ics: one event's file for "Add to calendar", in the
// address's language. An event not on the site is a 404 that says so in plain words.
import type { Route } from "./+types/event-ics";
import { eventNotFound } from "~/features/events/copy/add-to-calendar";
import { eventFileText, icsResponse } from "~/features/events/calendar-feed.server";
import { getDb } from "~/platform/db.server";
import { localeOf } from "~/platform/locale";

export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeOf(new URL(request.url).pathname);
  const id = params.file.endsWith(".ics") ? params.file.slice(0, -".ics".length) : null;
  const file = id && (await eventFileText(getDb(), id, locale));
  if (!file) {
    return new Response(eventNotFound[locale], {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return icsResponse(request, file.text, file.filename);
}
