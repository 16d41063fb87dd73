// Reading the gallery and recording likes. Both dialects run the same statements.
import { sql } from "kysely";
import { type Db, dialectOf } from "../../../db/connect";
import { databaseNow } from "~/platform/database-now.server";
import { srcSetFor } from "~/platform/media.server";
import { batchedWriters, bind, WritesOverloadedError } from "~/platform/write-batches.server";
import type { GalleryItem as GalleryRow } from "../../../db/schema";
import { type GalleryEvent, type GalleryItem, type GalleryList, type GalleryPage, type LikeResult, sortAgeGroups } from "./gallery";

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
    drop_week: row.drop_week ?? null,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    image_srcset: (imageUrl && srcSetFor(imageUrl)) || null,
  };
}

/**
 * What open pages are told about a changed row: a hidden work is a delete for them (it leaves
 * their pages, and an update that shows it again puts it back in its place).
 */
export function galleryEventOf(op: "insert" | "update", row: GalleryRow): GalleryEvent {
  return Number(row.hidden) ? { type: "delete", id: String(row.id) } : { type: op, item: normalizeItem(row) };
}

/** Where a page starts: the sort key of the last item of the page before, as the database stores it. */
type Cursor = { order: number | null; at: string; id: string };

/** The cursor for the page after this row (an opaque text: base64url JSON). */
function encodeCursor(row: Cursor) {
  return Buffer.from(JSON.stringify([row.order, row.at, row.id])).toString("base64url");
}

/** The cursor a client sent back, or undefined when it is not one we made. */
export function decodeCursor(text: string): Cursor | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 3) return undefined;
    const [order, at, id] = value as unknown[];
    if ((order !== null && !Number.isSafeInteger(order)) || typeof at !== "string" || typeof id !== "string") return undefined;
    if (at.length > 40 || id.length > 200 || Number.isNaN(Date.parse(at))) return undefined;
    return { order: order as number | null, at, id };
  } catch {
    return undefined;
  }
}

export class BadCursorError extends Error {}

export type PageQuery = { age: string | null; after: string | null; limit: number };

/** Public pages leave hidden works out; the staff console lists them too. */
type Visibility = { includeHidden?: boolean };

/**
 * created_at exactly as the database compares it. SQLite stores the text; PostgreSQL keeps
 * microseconds, which an ISO string with milliseconds would round away (and a cursor then skip
 * the rows between).
 */
function cursorTime(db: Db) {
  return dialectOf(db) === "postgres"
    ? sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
    : sql<string>`created_at`;
}

/**
 * One page in the spec's order (display_order ascending with nulls last, newest first, then id),
 * by keyset: the rows after the cursor, never an OFFSET. The ordered works and the unordered ones
 * are read apart, each a range of an index of migration 0004, so no page sorts or skips rows
 * (plans: docs/decisions/0017-gallery-pages-by-keyset.md).
 */
export async function listGalleryPage(db: Db, query: PageQuery & Visibility): Promise<GalleryPage> {
  const { rows, nextCursor } = await readPageRows(db, query);
  return { items: rows.map(normalizeItem), nextCursor };
}

/** A page as the database has it (hidden flag included), for listGalleryPage and the staff console. */
export async function readPageRows(db: Db, { age, after, limit, includeHidden = false }: PageQuery & Visibility) {
  const cursor = after === null ? undefined : decodeCursor(after);
  if (after !== null && !cursor) throw new BadCursorError("not a gallery cursor");
  const base = () => {
    let query = db.selectFrom("gallery_items").selectAll().select(cursorTime(db).as("cursor_at"));
    // A literal, not a parameter: the same statement text whatever the page.
    if (!includeHidden) query = query.where("hidden", "=", sql.lit(0));
    return age === null ? query : query.where("age_group", "=", age);
  };
  const rows = [];
  if (!cursor || cursor.order !== null) {
    let ordered = base().where("display_order", "is not", null);
    if (cursor && cursor.order !== null) {
      const { order, at, id } = cursor;
      ordered = ordered.where((eb) =>
        eb.and([
          eb("display_order", ">=", order),
          eb.or([eb("display_order", ">", order), eb("created_at", "<", at), eb.and([eb("created_at", "=", at), eb("id", ">", id)])]),
        ]),
      );
    }
    rows.push(
      ...(await ordered
        .orderBy("display_order", "asc")
        .orderBy("created_at", "desc")
        .orderBy("id", "asc")
        .limit(limit + 1)
        .execute()),
    );
  }
  if (rows.length <= limit) {
    let unordered = base().where("display_order", "is", null);
    if (cursor && cursor.order === null) {
      const { at, id } = cursor;
      unordered = unordered.where((eb) => eb.and([eb("created_at", "<=", at), eb.or([eb("created_at", "<", at), eb("id", ">", id)])]));
    }
    rows.push(
      ...(await unordered
        .orderBy("created_at", "desc")
        .orderBy("id", "asc")
        .limit(limit + 1 - rows.length)
        .execute()),
    );
  }
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last
      ? encodeCursor({ order: last.display_order === null ? null : Number(last.display_order), at: last.cursor_at, id: String(last.id) })
      : null;
  return { rows: page.map(({ cursor_at: _, ...row }) => row), nextCursor };
}

/** The whole gallery in the spec's order, page by page (the operator's list). */
export async function listGalleryItems(db: Db, age: string | null = null): Promise<GalleryItem[]> {
  const items: GalleryItem[] = [];
  let after: string | null = null;
  do {
    const page: GalleryPage = await listGalleryPage(db, { age, after, limit: 500 });
    items.push(...page.items);
    after = page.nextCursor;
  } while (after !== null);
  return items;
}

/**
 * Every distinct age group, by skipping through the age_group index (one probe per group, not a
 * read of every row: neither SQLite nor PostgreSQL 15 skips on its own for a distinct).
 */
export async function listAgeGroups(db: Db): Promise<string[]> {
  const { rows } = await sql<{ age_group: string }>`
    with recursive groups(age_group) as (
      select min(age_group) from gallery_items where age_group > '' and hidden = 0
      union all
      select (select min(age_group) from gallery_items where age_group > groups.age_group and hidden = 0)
      from groups where groups.age_group is not null
    )
    select age_group from groups where age_group is not null`.execute(db);
  return sortAgeGroups(rows.map((row) => row.age_group));
}

/** Which of these items the visitor has liked (one look-up by the likes' primary key). */
export async function likedAmong(db: Db, visitorId: string | null, itemIds: string[]): Promise<string[]> {
  if (!visitorId || itemIds.length === 0) return [];
  const rows = await db
    .selectFrom("gallery_likes")
    .select("item_id")
    .where("visitor_id", "=", visitorId)
    .where("item_id", "in", itemIds)
    .execute();
  return rows.map((row) => row.item_id);
}

/** What is the same for every visitor: a page and the age groups. A cache may stand in for the database. */
export type SharedGalleryReads = {
  page(query: PageQuery): Promise<GalleryPage>;
  ageGroups(): Promise<string[]>;
};

export const readsFrom = (db: Db): SharedGalleryReads => ({
  page: (query) => listGalleryPage(db, query),
  ageGroups: () => listAgeGroups(db),
});

/**
 * Everything the page and GET /api/gallery show: one page, the age groups, and which of the
 * page's items this visitor liked (the only part that is theirs, never shared).
 */
export async function readGallery(
  db: Db,
  query: PageQuery,
  visitorId: string | null,
  shared: SharedGalleryReads = readsFrom(db),
): Promise<GalleryList> {
  const [page, ageGroups] = await Promise.all([shared.page(query), shared.ageGroups()]);
  const liked = await likedAmong(
    db,
    visitorId,
    page.items.map((item) => item.id),
  );
  return { ...page, ageGroups, liked };
}

export async function getGalleryItem(db: Db, id: string): Promise<GalleryItem | undefined> {
  const row = await db.selectFrom("gallery_items").selectAll().where("id", "=", id).executeTakeFirst();
  return row && normalizeItem(row);
}

export class LikesOverloadedError extends WritesOverloadedError {}

type LikeOutcome = (LikeResult & { counted: boolean }) | undefined;
type LikeJob = { itemId: string; visitorId: string };

/**
 * Records one like of an item by a visitor: one insert of the (item, visitor) row, ignored when
 * it exists. A trigger (migration 0003) adds one to the item's likes in the same statement, so
 * `likes` always equals the item's gallery_likes rows however many requests race.
 * Undefined when there is no such item.
 *
 * Likes are written in batches, one transaction each (write-batches.server.ts,
 * docs/decisions/0008-likes-in-batches.md).
 */
export function likeItem(db: Db, itemId: string, visitorId: string): Promise<LikeOutcome> {
  return likeWriterFor(db).add({ itemId, visitorId });
}

const likeWriterFor = batchedWriters((db: Db) => {
  const overloaded = () => new LikesOverloadedError("too many likes waiting");
  if (dialectOf(db) === "postgres") return { overloaded, write: (likes: LikeJob[]) => writeLikesTogether(db, likes) };
  const statements = compileLikeStatements(db);
  return { overloaded, write: (likes: LikeJob[]) => writeLikes(db, statements, likes) };
});

/**
 * PostgreSQL: a batch in two statements, whatever its size (a round trip each is what a batch
 * costs there, not the work): every like in one insert, in item order so two instances lock
 * item rows in the same order, then the liked items as they now are.
 */
async function writeLikesTogether(db: Db, likes: LikeJob[]): Promise<LikeOutcome[]> {
  const { rows: inserted } = await sql<{ item_id: string; visitor_id: string }>`
    insert into gallery_likes (item_id, visitor_id, created_at)
    select item.id, liked.visitor_id, ${databaseNow(db)}
    from unnest(${likes.map((like) => like.itemId)}::text[], ${likes.map((like) => like.visitorId)}::text[]) as liked(item_id, visitor_id)
    join gallery_items item on item.id = liked.item_id and item.hidden = 0
    order by item.id
    on conflict (item_id, visitor_id) do nothing
    returning item_id, visitor_id`.execute(db);
  // A pair liked twice in one batch counts for its first request only.
  const fresh = new Set(inserted.map((row) => `${row.item_id}\u0000${row.visitor_id}`));
  const ids = [...new Set(likes.map((like) => like.itemId))];
  const rows = await db.selectFrom("gallery_items").selectAll().where("id", "in", ids).where("hidden", "=", sql.lit(0)).execute();
  const items = new Map(rows.map((row) => [String(row.id), normalizeItem(row)]));
  return likes.map((like) => {
    const item = items.get(like.itemId);
    return item && { item, likes: item.likes, liked: true, counted: fresh.delete(`${like.itemId}\u0000${like.visitorId}`) };
  });
}

/** SQLite: one transaction, the inserts in item order (so two instances lock rows in the same order), then each item's row once. */
function writeLikes(db: Db, { insert, select }: ReturnType<typeof compileLikeStatements>, likes: LikeJob[]): Promise<LikeOutcome[]> {
  const order = likes.map((_, i) => i).sort((a, b) => (likes[a].itemId < likes[b].itemId ? -1 : likes[a].itemId > likes[b].itemId ? 1 : 0));
  return db.transaction().execute(async (trx) => {
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
        .where("id", "=", ITEM_ID)
        .where("hidden", "=", sql.lit(0)),
    )
    .onConflict((oc) => oc.columns(["item_id", "visitor_id"]).doNothing())
    .compile();
  // A hidden work is not there for visitors: liking it is answered as for an unknown one.
  const select = db.selectFrom("gallery_items").selectAll().where("id", "=", ITEM_ID).where("hidden", "=", sql.lit(0)).compile();
  return { insert, select };
}
