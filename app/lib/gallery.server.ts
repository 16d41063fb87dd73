// Reading the gallery and recording likes. Both dialects run the same statements.
import { sql } from "kysely";
import { type Db, dialectOf } from "../../db/connect";
import { srcSetFor } from "../../db/media";
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
  const rows = await db.selectFrom("gallery_items").select("age_group").distinct().where("age_group", "is not", null).where("age_group", "!=", "").execute();
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

/**
 * At most this many like transactions hold a database connection at once; the rest wait here in
 * order. A burst of likes then waits its turn instead of timing out in the pool (and pages keep
 * a few connections for themselves).
 */
const LIKE_CONCURRENCY = 6;
/** Beyond this many waiting likes the server is overloaded and says so (503) rather than queue forever. */
const LIKE_QUEUE_LIMIT = 20_000;

export class LikesOverloadedError extends Error {}

let likesRunning = 0;
const likesWaiting: Array<() => void> = [];

async function withLikeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (likesRunning >= LIKE_CONCURRENCY) {
    if (likesWaiting.length >= LIKE_QUEUE_LIMIT) throw new LikesOverloadedError("too many likes waiting");
    await new Promise<void>((resolve) => likesWaiting.push(resolve));
  } else {
    likesRunning += 1;
  }
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next waiter, or give it back.
    const next = likesWaiting.shift();
    if (next) next();
    else likesRunning -= 1;
  }
}

/**
 * Records one like of an item by a visitor: one insert of the (item, visitor) row, ignored when
 * it exists. A trigger (migration 0003) adds one to the item's likes in the same statement, so
 * `likes` always equals the item's gallery_likes rows however many requests race.
 * Undefined when there is no such item.
 */
export async function likeItem(db: Db, itemId: string, visitorId: string): Promise<(LikeResult & { counted: boolean }) | undefined> {
  return withLikeSlot(() => recordLike(db, itemId, visitorId));
}

async function recordLike(db: Db, itemId: string, visitorId: string): Promise<(LikeResult & { counted: boolean }) | undefined> {
  const inserted = await db
    .insertInto("gallery_likes")
    .columns(["item_id", "visitor_id", "created_at"])
    .expression((eb) =>
      eb
        .selectFrom("gallery_items")
        .select((sb) => [sb.ref("id").as("item_id"), sb.val(visitorId).as("visitor_id"), databaseNow(db).as("created_at")])
        .where("id", "=", itemId),
    )
    .onConflict((oc) => oc.columns(["item_id", "visitor_id"]).doNothing())
    .executeTakeFirst();
  const counted = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  const item = await getGalleryItem(db, itemId);
  if (!item) return undefined;
  return { item, likes: item.likes, liked: true, counted };
}
