// /events.ics, /sport/events.ics, /art/events.ics and their /es twins: the calendars families
// subscribe to (webcal:), in the address's language, as staff last published them.
import type { Route } from "./+types/events-feed";
import { feedAt, feedText, icsResponse } from "~/features/events/calendar-feed.server";
import { getDb } from "~/platform/db.server";
import { localeOf } from "~/platform/locale";
import { pageNow } from "~/platform/page-clock.server";

export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const programme = feedAt(pathname);
  if (programme === undefined) throw new Response("Not found", { status: 404 });
  const locale = localeOf(pathname);
  const text = await feedText(getDb(), programme, locale, pageNow());
  return icsResponse(request, text, `wyp-${programme ?? "all"}-events${locale === "es" ? "-es" : ""}.ics`);
}
