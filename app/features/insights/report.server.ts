// What the console's Insights page shows (issue 32), read from the daily counts and from the
// sign-ups, entries, likes and votes themselves: each of those carries the page it came from, so
// conversion per page needs no link between a person and a visit.
import { type Db } from "../../../db/connect";
import type { InsightDimension } from "../../../db/schema";
import { GALLERY_PATH } from "~/features/gallery/gallery";
import { DROP_SUBMIT_PATH, WEEKLY_DROP_PATH } from "~/features/weekly-drop/entries";
import { addDays } from "~/features/weekly-drop/cycle";
import type { CalendarDate } from "~/platform/copy-types";
import { localeOf, pagePathOf } from "~/platform/locale";
import { isCalendarDate, newYorkDayStart } from "~/features/staff/console-time";
import { retention } from "~/platform/retention-periods";
import { insightDay } from "./counting.server";
import { previousRange } from "./period-change";
import {
  type Counts,
  type DayRange,
  EVERY_PAGE,
  type InsightsPage,
  type InsightsReport,
  OTHER_VALUE,
  SHOWN_ROWS,
  type SignUpKind,
} from "./insights";

const DEFAULT_DAYS = 28;
/** The longest range the page shows: what is kept. */
const MAX_DAYS = Math.ceil(retention.insightsMonths * 31);

/**
 * The range asked for (from the page's address), or the last 28 days to today; undefined when
 * what was asked is not a range of days (the page answers 400).
 */
export function dayRangeOf(from: string | null, to: string | null, now = new Date()): DayRange | undefined {
  const last = to ?? insightDay(now);
  const first = from ?? addDays(last as CalendarDate, -(DEFAULT_DAYS - 1));
  if (!isCalendarDate(first) || !isCalendarDate(last) || first > last || addDays(first, MAX_DAYS) < last) return undefined;
  return { from: first, to: last };
}

/** Everything the Insights page shows for a range of days. */
export async function insightsReport(db: Db, range: DayRange): Promise<InsightsReport> {
  const inRange = db.selectFrom("insight_counts").where("day", ">=", range.from).where("day", "<=", range.to);
  // Summed by the database: a long range holds up to DISTINCT_VALUES_PER_DAY names a day per dimension.
  const [dayRows, sums] = await Promise.all([
    inRange.select(["day", "views", "visitors"]).where("dimension", "=", "day").execute(),
    inRange
      .select(({ fn }) => ["dimension", "value", fn.sum<number>("views").as("views"), fn.sum<number>("visitors").as("visitors")])
      .where("dimension", "!=", "day")
      .groupBy(["dimension", "value"])
      .execute(),
  ]);
  const byDay = new Map(dayRows.map((row) => [row.day, { views: Number(row.views), visitors: Number(row.visitors) }]));
  const byDimension = new Map<InsightDimension, Map<string, Counts>>();
  for (const row of sums) {
    let values = byDimension.get(row.dimension);
    if (!values) byDimension.set(row.dimension, (values = new Map()));
    values.set(row.value, { views: Number(row.views), visitors: Number(row.visitors) });
  }
  const days: InsightsReport["days"] = [];
  for (let day = range.from; day <= range.to; day = addDays(day as CalendarDate, 1)) days.push({ day, ...(byDay.get(day) ?? zero()) });
  const ranked = (dimension: InsightDimension) =>
    [...(byDimension.get(dimension) ?? new Map<string, Counts>())]
      .map(([value, counts]) => ({ value, ...counts }))
      .sort((a, b) => b.views - a.views || (a.value < b.value ? -1 : 1));

  const pages = new Map<string, { page: string; en: Counts; es: Counts }>();
  for (const { value, views, visitors } of ranked("page")) {
    const page = value === OTHER_VALUE ? value : pagePathOf(value);
    let twins = pages.get(page);
    if (!twins) pages.set(page, (twins = { page, en: zero(), es: zero() }));
    const side = value === OTHER_VALUE ? twins.en : twins[localeOf(value)];
    side.views += views;
    side.visitors += visitors;
  }
  const total = days.reduce((sum, day) => ({ views: sum.views + day.views, visitors: sum.visitors + day.visitors }), zero());
  const visitorsOf = (page: string) => {
    if (page === EVERY_PAGE) return total.visitors;
    return byDimension.get("twins")?.get(page)?.visitors ?? 0;
  };
  const signUps = (await signUpsIn(db, range)).map((row) => {
    const visitors = visitorsOf(row.page);
    return { ...row, visitors, conversion: visitors ? row.count / visitors : null };
  });
  const sourceVisitors = byDimension.get("source");
  const sourceSignUps = ranked("conversion").map(({ value, views }) => {
    const split = value.indexOf(":");
    const source = value.slice(split + 1);
    const visitors = sourceVisitors?.get(source)?.visitors ?? 0;
    return { source, kind: value.slice(0, split) as SignUpKind, count: views, visitors, conversion: visitors ? views / visitors : null };
  });
  return {
    range,
    days,
    total,
    pages: [...pages.values()].sort((a, b) => b.en.views + b.es.views - (a.en.views + a.es.views) || (a.page < b.page ? -1 : 1)),
    sources: ranked("source"),
    mediums: ranked("medium"),
    campaigns: ranked("campaign"),
    devices: ranked("device"),
    locales: ranked("locale"),
    signUps,
    sourceSignUps,
  };
}

const zero = (): Counts => ({ views: 0, visitors: 0 });

/**
 * The report as the console's page shows it: each table of names visitors' requests decide cut to
 * its SHOWN_ROWS most viewed, saying how many it left out (over 25 months that can be tens of thousands).
 */
export async function insightsPage(db: Db, range: DayRange): Promise<InsightsPage> {
  const before = previousRange(range);
  const [report, previousTotal] = await Promise.all([insightsReport(db, range), totalIn(db, before)]);
  const shown = <T>(rows: T[]) => rows.slice(0, SHOWN_ROWS);
  const left = (rows: unknown[]) => Math.max(0, rows.length - SHOWN_ROWS);
  return {
    ...report,
    sources: shown(report.sources),
    mediums: shown(report.mediums),
    campaigns: shown(report.campaigns),
    sourceSignUps: shown(report.sourceSignUps),
    previous: { range: before, total: previousTotal },
    more: {
      sources: left(report.sources),
      mediums: left(report.mediums),
      campaigns: left(report.campaigns),
      sourceSignUps: left(report.sourceSignUps),
    },
  };
}

/** Views and visitors over a range, summed from its days' rows (the period before, for comparison). */
async function totalIn(db: Db, range: DayRange): Promise<Counts> {
  const row = await db
    .selectFrom("insight_counts")
    .select(({ fn }) => [fn.sum<number>("views").as("views"), fn.sum<number>("visitors").as("visitors")])
    .where("dimension", "=", "day")
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .executeTakeFirst();
  return { views: Number(row?.views ?? 0), visitors: Number(row?.visitors ?? 0) };
}

/** The page each lead form's `source` stands for (app/features/leads/fields.ts leadSources). */
const leadSourcePages: Record<string, string> = {
  home: "/",
  art: "/art",
  sport: "/sport",
  licensing: "/wyp-licensing",
  footer: EVERY_PAGE,
};

async function signUpsIn(db: Db, range: DayRange) {
  // New York midnight to New York midnight.
  const start = newYorkDayStart(range.from as CalendarDate).toISOString();
  const end = newYorkDayStart(range.to as CalendarDate, 1).toISOString();
  const [leads, entries, likes, votes] = await Promise.all([
    db
      .selectFrom("leads")
      .select(["kind", "source", (eb) => eb.fn.countAll<number>().as("n")])
      .where("created_at", ">=", start)
      .where("created_at", "<", end)
      .groupBy(["kind", "source"])
      .execute(),
    ...(["drop_entries", "gallery_likes", "drop_votes"] as const).map((table) =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("created_at", ">=", start)
        .where("created_at", "<", end)
        .executeTakeFirstOrThrow(),
    ),
  ]);
  const rows: { page: string; kind: SignUpKind; count: number }[] = leads.map((row) => ({
    page: leadSourcePages[row.source] ?? OTHER_VALUE,
    kind: row.kind,
    count: Number(row.n),
  }));
  rows.push(
    { page: DROP_SUBMIT_PATH, kind: "entry", count: Number(entries.n) },
    { page: GALLERY_PATH, kind: "like", count: Number(likes.n) },
    { page: WEEKLY_DROP_PATH, kind: "vote", count: Number(votes.n) },
  );
  return rows.filter((row) => row.count > 0).sort((a, b) => b.count - a.count || (a.page < b.page ? -1 : 1));
}
