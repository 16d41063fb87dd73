// Counting page views without tracking anyone (issue 32). A beacon becomes one "view": the New
// York day, the values it counts under (page, language, source, medium, campaign, device class,
// and the day itself) and the day's visitor hash. Nothing that names a person is kept: the
// address and User-Agent are read, never stored; the hash is keyed with a salt made fresh each
// day and deleted with the day's hashes when the day ends, so no visit can be matched to another
// day's. Views are written in batches (write-batches.server.ts); each hash counts once per value.
import { createHmac, randomBytes } from "node:crypto";
import { type Db } from "../../../db/connect";
import { getDb } from "~/platform/db.server";
import { errorSummary, logger } from "~/platform/logger.server";
import { takeRateLimit } from "~/platform/rate-limit.server";
import type { InsightDimension } from "../../../db/schema";
import { firstKeptDay } from "./kept-days";
import { localeOf, pagePathOf } from "~/platform/locale";
import { newYorkDate } from "~/platform/console-time";
import { batchedWriters, WritesOverloadedError } from "~/platform/write-batches.server";
import { z } from "~/platform/zod";
import { type Beacon, BEACON_BODY_LIMIT_BYTES, deviceClasses, type SignUpKind, signUpKinds } from "./beacon";
import { VISIT_SOURCE } from "~/platform/visit-source";
import { engagementKinds, OTHER_VALUE } from "./insights";
import { liveVisitors } from "./live-visitors.server";
import { campaignValue, sourceValue } from "./counted-values";
import { dailyValueLimit } from "./daily-value-limit.server";
import { browserFamily, isKnownBot } from "./user-agents.server";
import { countedPage, pagePathSchema, withoutTrailingSlash } from "./counted-pages";
import { receiveVitals } from "./vitals-counting.server";

export type BeaconRequest = {
  body: Buffer;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The address as the limits group it: read for the rate limit and the day's hash, never stored. */
  clientIp: string;
};

export type BeaconReply = { status: 204 | 400 | 429 | 503; retryAfter?: number; error?: string };

type RequestHeaders = BeaconRequest["headers"];

/**
 * One beacon, from request to answer: a robot's or a browser asking not to be followed (Global
 * Privacy Control) is answered 204 and not counted; a body that is not a beacon 400, and never
 * stored; past the address's rate 429 (like likes); otherwise counted, then 204.
 */
export async function receiveBeacon({ body, headers, clientIp }: BeaconRequest, now = new Date()): Promise<BeaconReply> {
  if (notCounted(headers)) return { status: 204 };
  const beacon = parseBeacon(body);
  // The Web Vitals a page reports when it is hidden (issue 45) come to the same address.
  if (!beacon) return (await receiveVitals(body, clientIp, now)) ?? { status: 400, error: "Not a page-view beacon." };
  // A sign-up told by a page from before issue 42: anybody could send one. The server counts
  // those it stores (countConversion).
  if (beacon.k) return { status: 204 };
  const rate = await takeRateLimit(clientIp, "beacons");
  if (!rate.ok) return { status: 429, retryAfter: rate.retryAfter, error: "Too many page views from your network right now." };
  try {
    await countBeacon(getDb(), beacon, { clientIp, userAgent: single(headers["user-agent"]), host: single(headers.host) }, now);
  } catch (error) {
    if (error instanceof WritesOverloadedError) return { status: 503, retryAfter: 5, error: "Too many page views right now." };
    throw error;
  }
  return { status: 204 };
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A robot that says so, or a browser asking not to be followed (Global Privacy Control): nothing of it is counted. */
const notCounted = (headers: RequestHeaders) => single(headers["sec-gpc"]) === "1" || isKnownBot(single(headers["user-agent"]));

/** The New York calendar day of an instant, "2026-11-26": the day every count belongs to. */
export const insightDay = (now: Date): string => newYorkDate(now);

// Free text from an address (utm_*): short, no control characters; what is kept of it is counted-values.ts's to say.
const label = z
  .string()
  .max(60)
  .regex(/^[^\p{C}]*$/u);
const host = z
  .string()
  .max(253)
  .regex(/^[a-z0-9.-]*(:\d{1,5})?$/i)
  .transform((value) => value.toLowerCase().replace(/^www\./, ""));

const beaconSchema = z.strictObject({
  p: pagePathSchema,
  // Sent by pages from before the server read the language from the path; ignored.
  l: z.enum(["en", "es"]).optional(),
  r: host.optional(),
  s: label.optional(),
  m: label.optional(),
  c: label.optional(),
  d: z.enum(deviceClasses),
  k: z.enum(signUpKinds).optional(),
  e: z.union([z.literal(0), z.literal(1)]).optional(),
}) satisfies z.ZodType<Beacon, Beacon>;
type ParsedBeacon = z.output<typeof beaconSchema>;

/** The beacon in a request body (JSON, sent as text/plain by sendBeacon), or undefined when it is not one. */
export function parseBeacon(body: Buffer): ParsedBeacon | undefined {
  if (body.length === 0 || body.length > BEACON_BODY_LIMIT_BYTES) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(body.toString("utf8"));
  } catch {
    return undefined;
  }
  const parsed = beaconSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/** A sign-up, like or vote the server has just stored, and the page it counts for (conversion-pages.ts). */
export type StoredSignUp = { kind: SignUpKind; page: string };

/**
 * A sign-up, like or vote the server has just stored (issue 42): one more that day under its kind
 * and the visit's source the request told (its VISIT_SOURCE header), direct when it told none, and
 * under its kind and page; its visitor (the day's hash, as for a view) counted once under each, so
 * conversion is visitors who signed up over visitors (issue 45). Only the day's count keeps the
 * source, never the stored row. Not counted for a robot or under Global Privacy Control, like a
 * view; never fails the request that stored the row.
 */
export async function countConversion(signUp: StoredSignUp, headers: RequestHeaders, clientIp: string, now = new Date()): Promise<void> {
  if (notCounted(headers)) return;
  const source = toldSource(single(headers[VISIT_SOURCE]), single(headers.host));
  const requester = { clientIp, userAgent: single(headers["user-agent"]), host: single(headers.host) };
  try {
    await countStoredSignUp(getDb(), { ...signUp, source }, requester, now);
  } catch (error) {
    logger.warn({ err: errorSummary(error), kind: signUp.kind }, "a sign-up could not be counted for insights");
  }
}

/**
 * One stored sign-up on the day of `now`: under its kind and source as counted ("" direct), its
 * kind and page, and, for a sign-up (not a like or a vote), the day's sign-ups as a whole. No view.
 */
export async function countStoredSignUp(db: Db, signUp: StoredSignUp & { source: string }, requester: Requester, now = new Date()) {
  const day = insightDay(now);
  const visitor = await visitorOf(db, day, requester);
  const values: [InsightDimension, string][] = [
    ["conversion", `${signUp.kind}:${signUp.source}`],
    ["signed-up", `${signUp.kind}:${signUp.page}`],
  ];
  if (!engagementKinds.includes(signUp.kind)) values.push(["signed-up", ""]);
  await viewWriterFor(db).add({ day, visitor, values });
}

const toldSourceSchema = z.strictObject({ s: label.optional(), r: host.optional() });

/** The source in a VISIT_SOURCE header (`s=flyer&r=instagram.com`) as counted: "" when none, OTHER_VALUE when it is not one. */
function toldSource(header: string | undefined, siteHost: string | undefined): string {
  if (!header) return "";
  const told = header.length <= BEACON_BODY_LIMIT_BYTES && toldSourceSchema.safeParse(Object.fromEntries(new URLSearchParams(header)));
  return told && told.success ? sourceValue(told.data, siteHost) : OTHER_VALUE;
}

/**
 * The values a view counts under (db/schema.ts InsightDimension). Source: utm_source, else
 * another site's host, else "" (direct or from this site); source, medium and campaign as
 * counted-values.ts keeps them.
 */
export function valuesOf(beacon: ParsedBeacon, siteHost: string | undefined): [InsightDimension, string][] {
  const path = withoutTrailingSlash(beacon.p);
  const page = countedPage(path);
  return [
    ["day", ""],
    ["page", page],
    // A visitor who reads a page in both languages is one visitor of it (conversion per page).
    ["twins", page === OTHER_VALUE ? page : pagePathOf(page)],
    // The address decides a page's language (ADR 0026).
    ["locale", localeOf(path)],
    ["source", sourceValue(beacon, siteHost)],
    ["medium", campaignValue(beacon.m)],
    ["campaign", campaignValue(beacon.c)],
    ["device", beacon.d],
    // The first view of a visit that came from another site or from none (issue 45).
    ...(beacon.e ? [["entry", page] as [InsightDimension, string]] : []),
  ];
}

/** Who is asking, as far as the visitor hash goes: never stored. */
export type Requester = { clientIp: string; userAgent: string | undefined; host: string | undefined };

/**
 * Counts one beacon on the day of `now`. Resolves once written; rejects with
 * WritesOverloadedError when too many are waiting.
 */
export async function countBeacon(db: Db, beacon: ParsedBeacon, requester: Requester, now = new Date()): Promise<void> {
  const day = insightDay(now);
  const visitor = await visitorOf(db, day, requester);
  await viewWriterFor(db).add({ day, visitor, seenAt: now.toISOString(), values: valuesOf(beacon, requester.host) });
}

/** The day's hash of a visitor: the day's salt, the address as the limits group it, the browser family. */
async function visitorOf(db: Db, day: string, requester: Requester): Promise<string> {
  const salt = await saltOf(db, day);
  // clientIp is already the address as the limits group it (IPv6 by /64: client-address.ts).
  return createHmac("sha256", salt)
    .update(`${requester.clientIp}\n${browserFamily(requester.userAgent)}`)
    .digest("base64url")
    .slice(0, 22);
}

const salts = new WeakMap<Db, { day: string; salt: Promise<string> }>();

/** The day's salt, made by whichever instance needs it first; this process keeps only today's. */
function saltOf(db: Db, day: string): Promise<string> {
  const known = salts.get(db);
  if (known?.day === day) return known.salt;
  const salt = (async () => {
    await db
      .insertInto("insight_salts")
      .values({ day, salt: randomBytes(32).toString("base64url") })
      .onConflict((conflict) => conflict.column("day").doNothing())
      .execute();
    const row = await db.selectFrom("insight_salts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
    return row.salt;
  })();
  salts.set(db, { day, salt });
  salt.catch(() => salts.get(db)?.salt === salt && salts.delete(db));
  return salt;
}

/** A view, with the day's hash of its visitor and when it was seen (a page view's, for "visitors now"; a sign-up has none). */
type View = { day: string; visitor: string; seenAt?: string; values: [InsightDimension, string][] };

const viewWriterFor = batchedWriters((db: Db) => {
  let cleanedBefore = "";
  const limit = dailyValueLimit();
  const live = liveVisitors();
  return {
    overloaded: () => new WritesOverloadedError("too many beacons waiting"),
    async write(views: View[]) {
      const latest = views.reduce((day, view) => (view.day > day ? view.day : day), "");
      const keep = await writeViews(db, views, latest > cleanedBefore ? latest : undefined, limit, live);
      keep();
      if (latest > cleanedBefore) cleanedBefore = latest;
      return views.map(() => undefined);
    },
  };
});

const ROWS_PER_STATEMENT = 1000;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) out.push(rows.slice(i, i + ROWS_PER_STATEMENT));
  return out;
}

const byKey = <T extends { key: string }>(a: T, b: T) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * One transaction for the batch: new names past their day's limit folded into "(other)"
 * (daily-value-limit.server.ts), then the hashes not seen before under each value (insert,
 * keeping those that were new), then each value's views and new visitors added to its row. Rows
 * in key order, so two instances' batches lock them in the same order. When a new day starts, the
 * days before it lose their salt and hashes in the same transaction. Resolves with what the limit
 * is to keep once committed.
 */
async function writeViews(
  db: Db,
  batch: View[],
  endDaysBefore: string | undefined,
  limit: ReturnType<typeof dailyValueLimit>,
  live: ReturnType<typeof liveVisitors>,
) {
  return db.transaction().execute(async (trx) => {
    const { batch: views, keep } = await limit.fold(trx, batch);
    type Count = { key: string; day: string; dimension: InsightDimension; value: string; views: number; visitors: number };
    const counts = new Map<string, Count>();
    const seen = new Map<string, { key: string; day: string; dimension: InsightDimension; value: string; visitor: string }>();
    for (const { day, visitor, values } of views) {
      for (const [dimension, value] of values) {
        const key = `${day}\u0000${dimension}\u0000${value}`;
        const count = counts.get(key);
        if (count) count.views += 1;
        else counts.set(key, { key, day, dimension, value, views: 1, visitors: 0 });
        seen.set(`${key}\u0000${visitor}`, { key, day, dimension, value, visitor });
      }
    }
    for (const rows of chunks([...seen.values()].sort(byKey))) {
      const fresh = await trx
        .insertInto("insight_seen")
        .values(rows.map(({ key: _, ...row }) => row))
        .onConflict((conflict) => conflict.doNothing())
        .returning(["day", "dimension", "value"])
        .execute();
      for (const row of fresh) counts.get(`${row.day}\u0000${row.dimension}\u0000${row.value}`)!.visitors += 1;
    }
    for (const rows of chunks([...counts.values()].sort(byKey))) {
      await trx
        .insertInto("insight_counts")
        .values(rows.map(({ key: _, ...row }) => row))
        .onConflict((conflict) =>
          conflict.columns(["day", "dimension", "value"]).doUpdateSet((eb) => ({
            views: eb("insight_counts.views", "+", eb.ref("excluded.views")),
            visitors: eb("insight_counts.visitors", "+", eb.ref("excluded.visitors")),
          })),
        )
        .execute();
    }
    await live.write(trx, views);
    if (endDaysBefore) await endDays(trx, endDaysBefore);
    return keep;
  });
}

/** Deletes the salts and hashes of every day before `day`: nothing links a visit to another day's any more. */
async function endDays(db: Db, day: string) {
  await db.deleteFrom("insight_seen").where("day", "<", day).execute();
  await db.deleteFrom("insight_live").where("day", "<", day).execute();
  await db.deleteFrom("insight_salts").where("day", "<", day).execute();
}

/**
 * The retention pass: the salts and hashes of days that have ended (when no beacon came since
 * midnight to end them), and daily counts older than the privacy notice's period.
 */
export async function deleteExpiredInsights(db: Db, now = new Date()) {
  const today = insightDay(now);
  const known = salts.get(db);
  if (known && known.day < today) salts.delete(db);
  await endDays(db, today);
  const result = await db.deleteFrom("insight_counts").where("day", "<", firstKeptDay(today)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
