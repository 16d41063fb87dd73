// At most DISTINCT_VALUES_PER_DAY names per open dimension and New York day (issue 42): a source,
// medium, campaign or sign-up source not yet counted that day keeps its name only while the day
// has fewer, later ones count as "(other)". Without it every new value sent made rows kept 25
// months, and the console's page grew with them.
import { sql } from "kysely";
import type { Db } from "../../../db/connect";
import { dialectOf } from "../../../db/dialect";
import type { InsightDimension } from "../../../db/schema";
import { DISTINCT_VALUES_PER_DAY } from "./counted-values";
import { OTHER_VALUE } from "./insights";

/** What visitors' requests name; pages, languages and devices are bounded by the code. */
const OPEN_DIMENSIONS: ReadonlySet<InsightDimension> = new Set(["source", "medium", "campaign", "conversion"]);

// A sign-up's value is its kind and the visit's source ("mentor:flyer"): only the source is open.
const kindOf = (dimension: InsightDimension, value: string) => (dimension === "conversion" ? value.slice(0, value.indexOf(":") + 1) : "");
const isNamed = (dimension: InsightDimension, value: string) => {
  const open = value.slice(kindOf(dimension, value).length);
  return OPEN_DIMENSIONS.has(dimension) && open !== "" && open !== OTHER_VALUE;
};

// Any number: the class of the advisory lock a batch with new names takes per day on PostgreSQL,
// so two instances cannot both add the day's last allowed name.
const NEW_NAMES_LOCK = 3542;

type Counted = { day: string; values: [InsightDimension, string][] };
const keyOf = (day: string, dimension: InsightDimension) => `${day}\u0000${dimension}`;

/** One per database and process: what it learns of the day's names spares the next batches a read. */
export function dailyValueLimit() {
  // The names stored per day and dimension, as far as this process knows: within a day they are only ever added to.
  const known = new Map<string, { names: Set<string>; full: boolean }>();
  return {
    /**
     * The batch with each new name past its day's limit counted as "(other)", read in the batch's
     * transaction; `keep()` remembers what was read, once that transaction has committed.
     */
    async fold<T extends Counted>(trx: Db, batch: T[]): Promise<{ batch: T[]; keep(): void }> {
      const fresh = new Map<string, Set<string>>();
      for (const { day, values } of batch) {
        for (const [dimension, value] of values) {
          const key = keyOf(day, dimension);
          if (!isNamed(dimension, value) || known.get(key)?.names.has(value)) continue;
          fresh.set(key, (fresh.get(key) ?? new Set()).add(value));
        }
      }
      if (!fresh.size) return { batch, keep: () => {} };

      const learned = new Map<string, { names: Set<string>; full: boolean }>();
      const unread = [...fresh.keys()].filter((key) => !known.get(key)?.full);
      if (unread.length) {
        const days = [...new Set(unread.map((key) => key.split("\u0000")[0]))].sort();
        if (dialectOf(trx) === "postgres") {
          for (const day of days) await sql`select pg_advisory_xact_lock(${NEW_NAMES_LOCK}, hashtext(${day}))`.execute(trx);
        }
        const stored = await trx
          .selectFrom("insight_counts")
          .select(["day", "dimension", "value"])
          .where("day", "in", days)
          .where("dimension", "in", [...OPEN_DIMENSIONS])
          .execute();
        for (const key of unread) learned.set(key, { names: new Set(), full: false });
        for (const { day, dimension, value } of stored) {
          if (isNamed(dimension, value)) learned.get(keyOf(day, dimension))?.names.add(value);
        }
      }
      const over = new Set<string>();
      for (const [key, values] of fresh) {
        const day = learned.get(key) ?? known.get(key)!;
        for (const value of values) {
          if (day.names.has(value)) continue;
          if (day.names.size < DISTINCT_VALUES_PER_DAY) day.names.add(value);
          else over.add(`${key}\u0000${value}`);
        }
        day.full = day.names.size >= DISTINCT_VALUES_PER_DAY;
      }
      const folded = !over.size
        ? batch
        : batch.map((view) => ({
            ...view,
            values: view.values.map(([dimension, value]): [InsightDimension, string] =>
              over.has(`${keyOf(view.day, dimension)}\u0000${value}`)
                ? [dimension, `${kindOf(dimension, value)}${OTHER_VALUE}`]
                : [dimension, value],
            ),
          }));
      return {
        batch: folded,
        keep() {
          const newest = [...learned.keys()].reduce((latest, key) => (key > latest ? key : latest), "").split("\u0000")[0];
          for (const key of known.keys()) if (key.split("\u0000")[0] < newest) known.delete(key);
          for (const [key, day] of learned) known.set(key, day);
        },
      };
    },
  };
}
