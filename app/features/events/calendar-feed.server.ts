// The calendars the site serves: one event's .ics file, and the feeds families subscribe to (all
// events, or one programme's), in the page's language. Read through the content cache, which every
// change in the console drops, so a feed says what staff just published; an ETag lets calendar apps
// that poll often get a 304 while nothing changed.
import { createHash } from "node:crypto";
import type { Db } from "../../../db/connect";
import type { EventCancellationRow, EventRow } from "../../../db/schema";
import { feedNames, subscribe } from "~/features/events/copy/add-to-calendar";
import type { FeedSubscription } from "~/features/events/components/add-to-calendar";
import type { EventProgramme } from "~/features/events/copy/staff-events";
import { contentCache } from "~/platform/content-cache.server";
import { datedPageHeaders } from "~/platform/page-clock.server";
import { localePath, pagePathOf, type Locale } from "~/platform/locale";
import { absoluteUrl, siteUrl } from "~/platform/site-url";
import { eventProgrammePages } from "~/features/events/copy/staff-events";
import { calendarEnd, calendarEntryOf } from "./calendar-entry";
import { cancelledEvents, feedHistoryStart } from "./cancellations.server";
import { toEvent } from "./events.server";
import { icsText, type IcsEvent } from "./ics";

/** The programmes whose events are on the site (eventProgrammePages gives them pages), each with a feed of its own. */
export const feedProgrammes = ["art", "sport"] as const satisfies readonly EventProgramme[];
type FeedProgramme = (typeof feedProgrammes)[number];

/** The page where a programme's events are listed, in `locale`. */
function programmePagePath(programme: EventProgramme, locale: Locale): string | undefined {
  const [page] = eventProgrammePages[programme].paths;
  return page && localePath(locale, page);
}

/** The UID of an event in every calendar: its id at the site's host, whatever language or feed it came from. */
function eventUid(id: string): string {
  return `${id}@${new URL(siteUrl()).host}`;
}

/** An event of the site as a VEVENT in `locale`: its entry, UID, page, and when it last changed. */
function icsEventOf(row: EventRow, locale: Locale): IcsEvent | null {
  const entry = calendarEntryOf(toEvent(row), locale);
  const page = programmePagePath(row.programme, locale);
  return entry && { ...entry, uid: eventUid(row.id), url: page && absoluteUrl(page), changedAt: row.updated_at };
}

/** A feed's address in `locale`: "/events.ics" for all events, "/sport/events.ics" for one programme. */
export function feedPath(programme: FeedProgramme | null, locale: Locale): string {
  const page = programme && programmePagePath(programme, "en");
  return localePath(locale, page ? `${page}/events.ics` : "/events.ics");
}

/** The link to subscribe to a feed, with its words: webcal: opens the visitor's calendar app. */
export function feedSubscription(programme: FeedProgramme | null, locale: Locale): FeedSubscription {
  return { href: absoluteUrl(feedPath(programme, locale)).replace(/^https?:/, "webcal:"), ...subscribe[locale] };
}

/** Which feed an address asks for: a programme, null for all events, undefined for none. */
export function feedAt(pathname: string): FeedProgramme | null | undefined {
  const path = pagePathOf(pathname);
  if (path === feedPath(null, "en")) return null;
  return feedProgrammes.find((programme) => feedPath(programme, "en") === path);
}

/** Published, dated events of the feeds' programmes, with when each last changed. */
function feedRows(db: Db): Promise<EventRow[]> {
  return contentCache.get("events:feed", () =>
    db
      .selectFrom("events")
      .selectAll()
      .where("published_at", "is not", null)
      .where("starts_at", "is not", null)
      .where("programme", "in", [...feedProgrammes])
      .orderBy("starts_at")
      .orderBy("id")
      .execute(),
  );
}

function cancelledEntry(row: EventCancellationRow, locale: Locale): IcsEvent {
  return {
    uid: eventUid(row.event_id),
    summary: (locale === "es" && row.title_es) || row.title,
    startsAt: row.starts_at,
    endsAt: calendarEnd({ startsAt: row.starts_at, endsAt: row.ends_at }),
    changedAt: row.cancelled_at,
    cancelled: true,
  };
}

/**
 * A feed at `now`: the programme's (or every programme's) events not long over, and those taken off
 * the site in that time as cancelled, so a subscriber's calendar drops neither silently.
 */
export async function feedText(db: Db, programme: FeedProgramme | null, locale: Locale, now: Date): Promise<string> {
  const since = Date.parse(feedHistoryStart(now));
  const inFeed = (row: { programme: EventProgramme; starts_at: string | null; ends_at: string | null }) =>
    row.starts_at !== null &&
    (programme === null || row.programme === programme) &&
    Date.parse(calendarEnd({ startsAt: row.starts_at, endsAt: row.ends_at })) >= since;
  const rows = (await feedRows(db)).filter(inFeed);
  const listed = new Set(rows.map((row) => row.id));
  const events = rows.flatMap((row) => icsEventOf(row, locale) ?? []);
  const cancelled = (await cancelledEvents(db)).filter((row) => inFeed(row) && !listed.has(row.event_id));
  return icsText({
    name: feedNames[locale][programme ?? "all"],
    description: feedNames[locale].description,
    events: [...events, ...cancelled.map((row) => cancelledEntry(row, locale))],
  });
}

/** One published event's file in `locale`, or null when it is not on the site (a draft, deleted, undated). */
export async function eventFileText(db: Db, id: string, locale: Locale): Promise<{ text: string; filename: string } | null> {
  const row = (await feedRows(db)).find((candidate) => candidate.id === id);
  const event = row && icsEventOf(row, locale);
  if (!row || !event) return null;
  return {
    text: icsText({ name: event.summary, events: [event] }),
    filename: `${slugOf(row.title)}.ics`,
  };
}

/** "wyp-harlem-meet-up": an ASCII file name from a title. */
function slugOf(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter(Boolean);
  return ["wyp", ...words].join("-").slice(0, 60).replace(/-+$/, "");
}

/** An .ics answer: its type and file name, revalidated on every use, 304 while it is unchanged. */
export function icsResponse(request: Request, text: string, filename: string): Response {
  const etag = `"${createHash("sha256").update(text).digest("base64url").slice(0, 27)}"`;
  const headers = {
    ...datedPageHeaders,
    ETag: etag,
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": `attachment; filename="${filename}"`,
  };
  const asked = request.headers.get("If-None-Match");
  if (asked?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) return new Response(null, { status: 304, headers });
  return new Response(text, { headers });
}
