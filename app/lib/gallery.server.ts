// Reading the gallery and recording likes. Both dialects run the same statements.
import { type CompiledQuery, sql } from "kysely";
import { type Db, dialectOf } from "../../db/connect";
import { srcSetFor } from "./media.server";
import type { GalleryItem as GalleryRow } from "../../db/schema";
import { type GalleryItem, type GalleryList, type LikeResult, sortAgeGroups } from "./gallery";

/** Rows as both dialects must show them: ISO timestamps, numeric counts. */
export function normalizeItem(row: GalleryRow): GalleryItem {
  const imageUrl = row.image_url || null;
  return {
    id: String(row.id),
    title: row.title ?? null,
    description: row.description ?? null,
    image_url: imageUrl,
    artist_name: row.artist_name ?? null,
    age_group: row.age_group ?? null,
    likes: Number(row.likes ?? 0),
    display_order: row.display_order === null || row.display_order === undefined ? null : Number(row.display_order),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    image_srcset: (imageUrl && srcSetFor(imageUrl)) || null,
  };
}

/**
 * The database's clock at the moment the statement runs. On PostgreSQL clock_timestamp(), not
 * now(): now() is the transaction's start, so a like that waited for the row lock would carry an
 * older time than the one it follows, and clients keep the newest version of a row.
 */
export function databaseNow(db: Db) {
  return dialectOf(db) === "postgres" ? sql<string>`clock_timestamp()` : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
}

/** The gallery in the spec's order: display_order ascending with nulls last, then newest first. */
export async function listGalleryItems(db: Db, age: string | null = null): Promise<GalleryItem[]> {
  let query = db.selectFrom("gallery_items").selectAll();
  if (age !== null) query = query.where("age_group", "=", age);
  const rows = await query
    .orderBy(sql`display_order is null`)
    .orderBy("display_order", "asc")
    .orderBy("created_at", "desc")
    .orderBy("id", "asc")
    .execute();
  return rows.map(normalizeItem);
}

export async function listAgeGroups(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom("gallery_items")
    .select("age_group")
    .distinct()
    .where("age_group", "is not", null)
    .where("age_group", "!=", "")
    .execute();
  return sortAgeGroups(rows.map((row) => row.age_group as string));
}

export async function likedItemIds(db: Db, visitorId: string | null): Promise<string[]> {
  if (!visitorId) return [];
  const rows = await db.selectFrom("gallery_likes").select("item_id").where("visitor_id", "=", visitorId).execute();
  return rows.map((row) => row.item_id);
}

/** Everything the page and GET /api/gallery show, in one read. */
export async function readGallery(db: Db, age: string | null, visitorId: string | null): Promise<GalleryList> {
  const [items, ageGroups, liked] = await Promise.all([listGalleryItems(db, age), listAgeGroups(db), likedItemIds(db, visitorId)]);
  return { items, ageGroups, liked };
}

export async function getGalleryItem(db: Db, id: string): Promise<GalleryItem | undefined> {
  const row = await db.selectFrom("gallery_items").selectAll().where("id", "=", id).executeTakeFirst();
  return row && normalizeItem(row);
}

/** Beyond this many waiting likes the server is overloaded and says so (503) rather than queue forever. */
const LIKE_QUEUE_LIMIT = 20_000;
/** At most this many likes share one transaction. */
const LIKE_BATCH_LIMIT = 500;

export class LikesOverloadedError extends Error {}

type LikeOutcome = (LikeResult & { counted: boolean }) | undefined;
type PendingLike = { itemId: string; visitorId: string; resolve(outcome: LikeOutcome): void; reject(error: unknown): void };

/**
 * Records one like of an item by a visitor: one insert of the (item, visitor) row, ignored when
 * it exists. A trigger (migration 0003) adds one to the item's likes in the same statement, so
 * `likes` always equals the item's gallery_likes rows however many requests race.
 * Undefined when there is no such item.
 *
 * Likes are written in batches, one transaction each: every like that arrives while the
 * previous batch is written (or within one turn of the event loop) goes into the next one. A
 * burst then costs one commit per batch instead of one per like, takes one database connection
 * instead of the pool, and waits in order rather than timing out
 * (docs/decisions/0008-likes-in-batches.md).
 */
export function likeItem(db: Db, itemId: string, visitorId: string): Promise<LikeOutcome> {
  return likeWriterFor(db).add(itemId, visitorId);
}

const likeWriters = new WeakMap<Db, LikeWriter>();
const likeWriterFor = (db: Db) => {
  let writer = likeWriters.get(db);
  if (!writer) likeWriters.set(db, (writer = new LikeWriter(db)));
  return writer;
};

class LikeWriter {
  private queue: PendingLike[] = [];
  private writing = false;
  private statements: { insert: CompiledQuery; select: CompiledQuery };

  constructor(private db: Db) {
    this.statements = compileLikeStatements(db);
  }

  add(itemId: string, visitorId: string): Promise<LikeOutcome> {
    if (this.queue.length >= LIKE_QUEUE_LIMIT) return Promise.reject(new LikesOverloadedError("too many likes waiting"));
    return new Promise((resolve, reject) => {
      this.queue.push({ itemId, visitorId, resolve, reject });
      if (!this.writing) {
        this.writing = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain() {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, LIKE_BATCH_LIMIT);
      try {
        const outcomes = await this.write(batch);
        batch.forEach((like, i) => like.resolve(outcomes[i]));
      } catch {
        // One like that cannot be written must not fail the others: each goes alone.
        for (const like of batch) await this.write([like]).then(([outcome]) => like.resolve(outcome), like.reject);
      }
    }
    this.writing = false;
  }

  /** One transaction: the inserts in item order (so two instances lock rows in the same order), then each item's row once. */
  private write(likes: PendingLike[]): Promise<LikeOutcome[]> {
    const { insert, select } = this.statements;
    const order = likes
      .map((_, i) => i)
      .sort((a, b) => (likes[a].itemId < likes[b].itemId ? -1 : likes[a].itemId > likes[b].itemId ? 1 : 0));
    return this.db.transaction().execute(async (trx) => {
      const counted: boolean[] = [];
      for (const i of order) {
        const result = await trx.executeQuery(bind(insert, { [ITEM_ID]: likes[i].itemId, [VISITOR_ID]: likes[i].visitorId }));
        counted[i] = Number(result.numAffectedRows ?? 0) > 0;
      }
      const items = new Map<string, GalleryItem | undefined>();
      for (const { itemId } of likes) {
        if (items.has(itemId)) continue;
        const { rows } = await trx.executeQuery(bind(select, { [ITEM_ID]: itemId }));
        items.set(itemId, rows[0] ? normalizeItem(rows[0] as GalleryRow) : undefined);
      }
      return likes.map((like, i) => {
        const item = items.get(like.itemId);
        return item && { item, likes: item.likes, liked: true, counted: counted[i] };
      });
    });
  }
}

// A like's two statements are built once per database and run with each like's values put in
// place of these markers: building and compiling a query cost more than running it on SQLite.
const ITEM_ID = "\u0000item-id";
const VISITOR_ID = "\u0000visitor-id";

function compileLikeStatements(db: Db) {
  const insert = db
    .insertInto("gallery_likes")
    .columns(["item_id", "visitor_id", "created_at"])
    .expression((eb) =>
      eb
        .selectFrom("gallery_items")
        .select((sb) => [sb.ref("id").as("item_id"), sb.val(VISITOR_ID).as("visitor_id"), databaseNow(db).as("created_at")])
        .where("id", "=", ITEM_ID),
    )
    .onConflict((oc) => oc.columns(["item_id", "visitor_id"]).doNothing())
    .compile();
  const select = db.selectFrom("gallery_items").selectAll().where("id", "=", ITEM_ID).compile();
  return { insert, select };
}

function bind(query: CompiledQuery, values: Record<string, string>): CompiledQuery {
  return {
    ...query,
    parameters: query.parameters.map((value) => (typeof value === "string" && Object.hasOwn(values, value) ? values[value] : value)),
  };
}
