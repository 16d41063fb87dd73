// The Weekly Drop's prize and recent winners in the database: what /art/weekly-prize reads
// (through the content cache) and what the console changes (dropping that cache).
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../../../db/connect";
import type { WeeklyDropWinnerRow } from "../../../db/schema";
import { prizeIcons, type PrizeIcon } from "~/features/weekly-drop/prize-icons";
import type { CalendarDate } from "~/platform/copy-types";
import { databaseNow } from "~/platform/database-now.server";
import { srcSetFor } from "~/platform/media.server";
import { contentCache } from "~/platform/content-cache.server";
import type { ConsoleWeeklyDropWinner, WeeklyDropWinner, PrizeItem, WinnerInput } from "./console-forms";

export type WeeklyDropContent = { prize: PrizeItem[]; winners: ConsoleWeeklyDropWinner[] };

function toWinner(row: WeeklyDropWinnerRow): ConsoleWeeklyDropWinner {
  return {
    id: row.id,
    announced: row.announced as CalendarDate,
    artworkTitle: row.artwork_title,
    artworkTitleEs: row.artwork_title_es,
    artistFirstName: row.artist_first_name,
    artistLastInitial: row.artist_last_initial,
    age: row.age,
    borough: row.borough,
    place: row.place,
    imageUrl: row.image_url,
    imageSrcSet: (row.image_url && srcSetFor(row.image_url)) || null,
  };
}

/** A stored card's Spanish text: null when absent (a card saved before the Spanish was asked for) or not text. */
const spanishOf = (value: unknown) => (typeof value === "string" ? value : null);

/** The stored prize, keeping only well-formed items (the column is JSON text anyone with SQL can edit). */
function parsePrize(text: string | undefined): PrizeItem[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.flatMap((item: unknown) => {
      if (typeof item !== "object" || item === null) return [];
      const { title, description, icon, title_es, description_es } = item as Record<string, unknown>;
      if (typeof title !== "string" || typeof description !== "string" || typeof icon !== "string" || !(icon in prizeIcons)) return [];
      return [{ title, description, icon: icon as PrizeIcon, titleEs: spanishOf(title_es), descriptionEs: spanishOf(description_es) }];
    });
  } catch {
    return [];
  }
}

/** Prize and winners (in their order), read fresh: the console's view. */
export async function readWeeklyDrop(db: Db): Promise<WeeklyDropContent> {
  const [settings, rows] = await Promise.all([
    db.selectFrom("drop_settings").select("prize_items").where("id", "=", 1).executeTakeFirst(),
    db.selectFrom("drop_winners").selectAll().orderBy("display_order").orderBy("announced", "desc").orderBy("id").execute(),
  ]);
  return { prize: parsePrize(settings?.prize_items), winners: rows.map(toWinner) };
}

/** The same, from the content cache: what the public page reads, without the neighbourhoods staff keep. */
export function cachedWeeklyDrop(db: Db): Promise<{ prize: PrizeItem[]; winners: WeeklyDropWinner[] }> {
  return contentCache.get("weekly-drop", async () => {
    const { prize, winners } = await readWeeklyDrop(db);
    return { prize, winners: winners.map(({ place: _staffOnly, ...winner }) => winner) };
  });
}

export async function savePrize(db: Db, items: PrizeItem[]): Promise<void> {
  const prize_items = JSON.stringify(
    items.map(({ title, description, icon, titleEs, descriptionEs }) => ({
      title,
      description,
      icon,
      title_es: titleEs,
      description_es: descriptionEs,
    })),
  );
  await db
    .insertInto("drop_settings")
    .values({ id: 1, prize_items, updated_at: databaseNow(db) })
    .onConflict((oc) => oc.column("id").doUpdateSet({ prize_items, updated_at: databaseNow(db) }))
    .execute();
  contentCache.invalidate();
}

function winnerColumns(input: WinnerInput) {
  return {
    announced: input.announced,
    artwork_title: input.artworkTitle,
    artwork_title_es: input.artworkTitleEs,
    artist_first_name: input.artistFirstName,
    artist_last_initial: input.artistLastInitial,
    age: input.age,
    borough: input.borough,
    place: input.place,
  };
}

/** A winner's columns beyond the form's: what the site adds when it announces a contest entry. */
type WinnerExtras = { image_url?: string | null; entry_id?: string | null };

/**
 * Inserts a winner at the top of the list inside the caller's transaction (the announcement adds
 * its winner together with the result). The caller drops the content cache once it commits.
 */
export async function insertWinnerRow(trx: Db, input: WinnerInput, extras: WinnerExtras = {}): Promise<WeeklyDropWinnerRow> {
  const { first } = await trx
    .selectFrom("drop_winners")
    .select(sql<number | null>`min(display_order)`.as("first"))
    .executeTakeFirstOrThrow();
  return trx
    .insertInto("drop_winners")
    .values({
      id: randomUUID(),
      ...winnerColumns(input),
      ...extras,
      display_order: (first ?? 1) - 1,
      created_at: databaseNow(trx),
      updated_at: databaseNow(trx),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Adds a winner at the top of the list: the newest is usually announced last. */
export async function addWinner(db: Db, input: WinnerInput): Promise<WeeklyDropWinner> {
  const row = await db.transaction().execute((trx) => insertWinnerRow(trx, input));
  contentCache.invalidate();
  return toWinner(row);
}

export async function updateWinner(db: Db, id: string, input: WinnerInput): Promise<WeeklyDropWinner | undefined> {
  const row = await db
    .updateTable("drop_winners")
    .set({ ...winnerColumns(input), updated_at: databaseNow(db) })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  contentCache.invalidate();
  return row && toWinner(row);
}

export async function removeWinner(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom("drop_winners").where("id", "=", id).executeTakeFirst();
  contentCache.invalidate();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Swaps the winner with its neighbour above (-1) or below (+1). Renumbers the whole list in its
 * current order, so equal or missing positions left by plain SQL edits cannot make a move a no-op.
 * False when the winner is gone; a move past either end changes nothing.
 */
export async function moveWinner(db: Db, id: string, by: -1 | 1): Promise<boolean> {
  const moved = await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("drop_winners")
      .select("id")
      .orderBy("display_order")
      .orderBy("announced", "desc")
      .orderBy("id")
      .execute();
    const ids = rows.map((row) => row.id);
    const from = ids.indexOf(id);
    if (from < 0) return false;
    const to = from + by;
    if (to < 0 || to >= ids.length) return true;
    [ids[from], ids[to]] = [ids[to], ids[from]];
    for (const [index, rowId] of ids.entries()) {
      await trx
        .updateTable("drop_winners")
        .set({ display_order: index + 1 })
        .where("id", "=", rowId)
        .execute();
    }
    return true;
  });
  contentCache.invalidate();
  return moved;
}
