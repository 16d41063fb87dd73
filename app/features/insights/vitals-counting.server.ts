// Web Vitals from the field (issue 45): the body a page sends when it is hidden, `{p, d, lcp?,
// inp?, cls?}`, becomes one more view in each reported metric's bucket for that New York day, page
// and device class. Nothing else is kept: no visitor hash, no time, no value as sent. The same
// limits as page views: robots and Global Privacy Control are not counted (counting.server.ts
// answers them first), the same rate per address, pages not on the site count as "(other)".
import type { Db } from "../../../db/connect";
import { getDb } from "~/platform/db.server";
import { takeRateLimit } from "~/platform/rate-limit.server";
import { firstKeptDay } from "./kept-days";
import { newYorkDate } from "~/platform/console-time";
import { batchedWriters, WritesOverloadedError } from "~/platform/write-batches.server";
import { z } from "~/platform/zod";
import { BEACON_BODY_LIMIT_BYTES, type DeviceClass, deviceClasses } from "./beacon";
import { countedPage, pagePathSchema, withoutTrailingSlash } from "./counted-pages";
import { bucketOf, type VitalMetric, vitalMetrics } from "./vitals";

// A measurement is a non-negative finite number; one past the last bucket counts in it (vitals.ts).
const measured = z.number().nonnegative();
const vitalsSchema = z
  .strictObject({
    p: pagePathSchema,
    d: z.enum(deviceClasses),
    lcp: measured.optional(),
    inp: measured.optional(),
    cls: measured.optional(),
  })
  .refine((body) => vitalMetrics.some((metric) => body[metric] !== undefined));
type Vitals = z.output<typeof vitalsSchema>;

/** The Web Vitals in a request body, or undefined when it is not a Web Vitals body. */
export function parseVitals(body: Buffer): Vitals | undefined {
  if (body.length === 0 || body.length > BEACON_BODY_LIMIT_BYTES) return undefined;
  try {
    const parsed = vitalsSchema.safeParse(JSON.parse(body.toString("utf8")));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

type VitalsReply = { status: 204 | 429 | 503; retryAfter?: number; error?: string };

/** A Web Vitals body counted (204), or refused as a page view would be; undefined when the body is not one. */
export async function receiveVitals(body: Buffer, clientIp: string, now = new Date()): Promise<VitalsReply | undefined> {
  const vitals = parseVitals(body);
  if (!vitals) return undefined;
  const rate = await takeRateLimit(clientIp, "beacons");
  if (!rate.ok) return { status: 429, retryAfter: rate.retryAfter, error: "Too many page views from your network right now." };
  try {
    await countVitals(getDb(), vitals, now);
  } catch (error) {
    if (error instanceof WritesOverloadedError) return { status: 503, retryAfter: 5, error: "Too many page views right now." };
    throw error;
  }
  return { status: 204 };
}

type Bucket = { day: string; page: string; device: DeviceClass; metric: VitalMetric; bucket: number };

/** One page view's Web Vitals, each in its bucket on the New York day of `now`. Resolves once written. */
export function countVitals(db: Db, vitals: Vitals, now = new Date()): Promise<void> {
  const day = newYorkDate(now);
  const page = countedPage(withoutTrailingSlash(vitals.p));
  const buckets = vitalMetrics.flatMap((metric): Bucket[] => {
    const value = vitals[metric];
    return value === undefined ? [] : [{ day, page, device: vitals.d, metric, bucket: bucketOf(metric, value) }];
  });
  return vitalsWriterFor(db).add(buckets);
}

const keyOf = ({ day, page, device, metric, bucket }: Bucket) =>
  [day, page, device, metric, String(bucket).padStart(6, "0")].join("\u0000");

// In batches like page views (write-batches.server.ts): one upsert a batch, rows in key order so
// two instances' batches lock them in the same order.
const vitalsWriterFor = batchedWriters((db: Db) => ({
  overloaded: () => new WritesOverloadedError("too many Web Vitals waiting"),
  async write(views: Bucket[][]) {
    const counts = new Map<string, Bucket & { views: number }>();
    for (const bucket of views.flat()) {
      const key = keyOf(bucket);
      const count = counts.get(key);
      if (count) count.views += 1;
      else counts.set(key, { ...bucket, views: 1 });
    }
    const rows = [...counts.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => row);
    if (rows.length) {
      await db
        .insertInto("insight_vitals")
        .values(rows)
        .onConflict((conflict) =>
          conflict
            .columns(["day", "page", "device", "metric", "bucket"])
            .doUpdateSet((eb) => ({ views: eb("insight_vitals.views", "+", eb.ref("excluded.views")) })),
        )
        .execute();
    }
    return views.map(() => undefined);
  },
}));

/** The retention pass: Web Vitals older than the privacy notice's period for insights. */
export async function deleteExpiredVitals(db: Db, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom("insight_vitals")
    .where("day", "<", firstKeptDay(newYorkDate(now)))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
