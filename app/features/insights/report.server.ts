// What the console's Insights page shows (issue 32), read from the daily counts and from the
// sign-ups, entries, likes and votes themselves: each of those carries the page it came from, so
// conversion per page needs no link between a person and a visit.
import { type Db } from "../../../db/connect";
import type { InsightDimension } from "../../../db/schema";
import { addDays } from "~/features/weekly-drop/cycle";
import type { CalendarDate } from "~/platform/copy-types";
import { localeOf, pagePathOf } from "~/platform/locale";
import { isCalendarDate, newYorkDayStart } from "~/platform/console-time";
import { retention } from "~/platform/retention-periods";
import { insightDay } from "./counting.server";
import { previousRange } from "./period-change";
import { leadPage, madeOnPage } from "./conversion-pages";
import { visitorsNow } from "./live-visitors.server";
import {
  type Conversion,
  type Counts,
  type DayRange,
  EVERY_PAGE,
  type InsightsPage,
  type InsightsReport,
  isEngagement,
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
  const signedUp = byDimension.get("signed-up");
  const signUps = (await signUpsIn(db, range)).map((row) =>
    conversionOf(row, signedUp?.get(`${row.kind}:${row.page}`)?.visitors ?? 0, visitorsOf(row.page)),
  );
  const sourceVisitors = byDimension.get("source");
  const sourceSignUps = ranked("conversion").map(({ value, views, visitors: converted }) => {
    const split = value.indexOf(":");
    const source = value.slice(split + 1);
    const row = { source, kind: value.slice(0, split) as SignUpKind, count: views };
    return conversionOf(row, converted, sourceVisitors?.get(source)?.visitors ?? 0);
  });
  const signUpCount = signUps.filter((row) => !isEngagement(row)).reduce((sum, row) => sum + row.count, 0);
  return {
    range,
    days,
    total,
    pages: [...pages.values()].sort((a, b) => b.en.views + b.es.views - (a.en.views + a.es.views) || (a.page < b.page ? -1 : 1)),
    entryPages: entryPagesOf(ranked("entry")),
    sources: ranked("source"),
    mediums: ranked("medium"),
    campaigns: ranked("campaign"),
    devices: ranked("device"),
    locales: ranked("locale"),
    signUps,
    sourceSignUps,
    converted: conversionOf({ count: signUpCount }, signedUp?.get("")?.visitors ?? 0, total.visitors),
  };
}

/**
 * Conversion as a board reads it (issue 45): the visitors who signed up over the visitors, each
 * counted once a day; never over 100% (a sign-up sent without a page view, with no JavaScript,
 * has a visitor the views did not count).
 */
function conversionOf<T extends { count: number }>(row: T, converted: number, visitors: number): T & Conversion {
  const within = Math.min(converted, visitors);
  return { ...row, converted: within, visitors, conversion: visitors ? within / visitors : null };
}

/** The pages visits began on, English and Spanish together, most first: entries are their views. */
function entryPagesOf(rows: ({ value: string } & Counts)[]): InsightsReport["entryPages"] {
  const byPage = new Map<string, { page: string } & Counts>();
  for (const { value, views, visitors } of rows) {
    const page = value === OTHER_VALUE ? value : pagePathOf(value);
    const sum = byPage.get(page) ?? { page, views: 0, visitors: 0 };
    byPage.set(page, { page, views: sum.views + views, visitors: sum.visitors + visitors });
  }
  return [...byPage.values()].sort((a, b) => b.views - a.views || (a.page < b.page ? -1 : 1));
}

const zero = (): Counts => ({ views: 0, visitors: 0 });

/**
 * The report as the console's page shows it: each table of names visitors' requests decide cut to
 * its SHOWN_ROWS most viewed, saying how many it left out (over 25 months that can be tens of
 * thousands); the same figures for the days just before, as many, to compare each with (issue 45);
 * and the visitors here in the last minutes.
 */
export async function insightsPage(db: Db, range: DayRange, now = new Date()): Promise<InsightsPage> {
  const [report, before, here] = await Promise.all([
    insightsReport(db, range),
    insightsReport(db, previousRange(range)),
    visitorsNow(db, now),
  ]);
  const shown = <T>(rows: T[]) => rows.slice(0, SHOWN_ROWS);
  const left = (rows: unknown[]) => Math.max(0, rows.length - SHOWN_ROWS);
  // Only the rows the page shows now are compared: the period before's other names are not sent.
  const alike = <T>(rows: T[], shownNow: T[], key: (row: T) => string) => {
    const keys = new Set(shownNow.map(key));
    return rows.filter((row) => keys.has(key(row)));
  };
  const page = {
    ...report,
    sources: shown(report.sources),
    mediums: shown(report.mediums),
    campaigns: shown(report.campaigns),
    sourceSignUps: shown(report.sourceSignUps),
  };
  const { days: _, ...previous } = before;
  return {
    ...page,
    previous: {
      ...previous,
      sources: alike(previous.sources, page.sources, (row) => row.value),
      mediums: alike(previous.mediums, page.mediums, (row) => row.value),
      campaigns: alike(previous.campaigns, page.campaigns, (row) => row.value),
      sourceSignUps: alike(previous.sourceSignUps, page.sourceSignUps, (row) => `${row.source}:${row.kind}`),
    },
    visitorsNow: here,
    more: {
      sources: left(report.sources),
      mediums: left(report.mediums),
      campaigns: left(report.campaigns),
      sourceSignUps: left(report.sourceSignUps),
    },
  };
}

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
    page: leadPage(row.source),
    kind: row.kind,
    count: Number(row.n),
  }));
  rows.push(
    { page: madeOnPage.entry, kind: "entry", count: Number(entries.n) },
    { page: madeOnPage.like, kind: "like", count: Number(likes.n) },
    { page: madeOnPage.vote, kind: "vote", count: Number(votes.n) },
  );
  return rows.filter((row) => row.count > 0).sort((a, b) => b.count - a.count || (a.page < b.page ? -1 : 1));
}
