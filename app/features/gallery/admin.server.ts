// Operator changes to the gallery: the `npm run gallery` commands and the staff console. Every
// change goes through gallery_items, so the database announces it to open pages (a trigger:
// NOTIFY on PostgreSQL, the change log on SQLite).
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import type { Db } from "../../../db/connect";
import type { GalleryItem as GalleryRow } from "../../../db/schema";
import { CsvError, parseCsv } from "~/platform/csv";
import { imageInUse } from "~/platform/image-in-use.server";
import { mediaAccessChanged } from "~/platform/media-access-memory.server";
import { removeStoredImage, storeImage } from "~/platform/media.server";
import type { GalleryItem } from "./gallery";
import { databaseNow } from "~/platform/database-now.server";
import { getGalleryItem, normalizeItem, type PageQuery, readPageRows } from "./gallery.server";

export type ItemFields = {
  title?: string | null;
  description?: string | null;
  image_url?: string | null;
  artist_name?: string | null;
  age_group?: string | null;
  display_order?: number | null;
  /** The Monday the work won the Weekly Drop (the gallery shows a Winner mark). */
  drop_week?: string | null;
  /** 1: kept off every public listing until staff show it. */
  hidden?: number;
};

const IMPORT_LIKE_PREFIX = "imported-";
const DOWNLOAD_TIMEOUT_MS = 20_000;

export class GalleryAdminError extends Error {}

/**
 * Turns an image reference into a URL the site serves itself: a local file or a downloaded
 * http(s) image is resized and re-encoded (metadata stripped) into DATA_DIR/media; a /media/
 * URL is kept. `searchDirs` are tried for a bare file name (an export's image column).
 */
export async function resolveImage(reference: string, dataDir: string, searchDirs: string[] = []): Promise<string> {
  const value = reference.trim();
  if (value.startsWith("/media/")) return value;
  if (/^https?:\/\//i.test(value)) {
    let response: Response;
    try {
      response = await fetch(value, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
    } catch (error) {
      throw new GalleryAdminError(`could not download ${value}: ${(error as Error).message}`);
    }
    if (!response.ok) throw new GalleryAdminError(`could not download ${value}: HTTP ${response.status}`);
    return storeImageOrFail(Buffer.from(await response.arrayBuffer()), value, dataDir);
  }
  const candidates = [value, ...searchDirs.flatMap((dir) => [path.join(dir, value), path.join(dir, path.basename(value))])];
  for (const candidate of candidates) {
    const data = await fs.readFile(candidate).catch(() => undefined);
    if (data) return storeImageOrFail(data, candidate, dataDir);
  }
  throw new GalleryAdminError(`image not found: ${value}`);
}

async function storeImageOrFail(data: Buffer, name: string, dataDir: string) {
  try {
    return await storeImage(dataDir, data);
  } catch (error) {
    throw new GalleryAdminError(`not a readable image: ${name} (${(error as Error).message})`);
  }
}

export async function addItem(db: Db, fields: ItemFields & { id?: string }): Promise<GalleryItem> {
  const id = fields.id?.trim() || randomUUID();
  const row = await db
    .insertInto("gallery_items")
    .values({ ...pick(fields), id, likes: 0, created_at: databaseNow(db), updated_at: databaseNow(db) })
    .returningAll()
    .executeTakeFirstOrThrow();
  return normalizeItem(row);
}

export async function updateItem(db: Db, id: string, fields: ItemFields): Promise<GalleryItem> {
  const changes = pick(fields);
  if (Object.keys(changes).length === 0) throw new GalleryAdminError("nothing to change: give at least one field");
  const row = await db
    .updateTable("gallery_items")
    .set({ ...changes, updated_at: databaseNow(db) })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new GalleryAdminError(`no gallery item with id ${id}`);
  return normalizeItem(row);
}

export async function removeItem(db: Db, id: string): Promise<GalleryItem> {
  const item = await getGalleryItem(db, id);
  if (!item) throw new GalleryAdminError(`no gallery item with id ${id}`);
  await db.deleteFrom("gallery_items").where("id", "=", id).execute();
  return item;
}

/**
 * Deletes a work and, when no other work shows the same image, its image files: a deleted
 * child's artwork must not stay reachable at its old address.
 */
export async function deleteItemAndImage(db: Db, id: string, dataDir: string): Promise<GalleryItem> {
  const item = await removeItem(db, id);
  if (item.image_url && !(await imageInUse(db, item.image_url))) await removeStoredImage(dataDir, item.image_url);
  return item;
}

/** A work as the staff console lists it: hidden ones too, and whether they are. */
export type StaffGalleryItem = GalleryItem & { hidden: boolean };

const staffItem = (row: GalleryRow): StaffGalleryItem => ({ ...normalizeItem(row), hidden: Number(row.hidden) === 1 });

/** One page of every work, hidden ones included, in the public gallery's order. */
export async function listStaffGalleryPage(db: Db, query: PageQuery): Promise<{ items: StaffGalleryItem[]; nextCursor: string | null }> {
  const { rows, nextCursor } = await readPageRows(db, { ...query, includeHidden: true });
  return { items: rows.map(staffItem), nextCursor };
}

/** One work as the staff console shows it (hidden or not), or undefined. */
export async function getStaffGalleryItem(db: Db, id: string): Promise<StaffGalleryItem | undefined> {
  const row = await db.selectFrom("gallery_items").selectAll().where("id", "=", id).executeTakeFirst();
  return row && staffItem(row);
}

/** Hides a work from every public listing (open pages drop it) or shows it again (it returns to its place). */
export async function setHidden(db: Db, id: string, hidden: boolean): Promise<GalleryItem> {
  const row = await db
    .updateTable("gallery_items")
    .set({ hidden: hidden ? 1 : 0, updated_at: databaseNow(db) })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new GalleryAdminError(`no gallery item with id ${id}`);
  mediaAccessChanged();
  return normalizeItem(row);
}

/** Where a work goes: one place up or down, first, just before or after another work (before null: to the end). */
export type MoveTarget = "up" | "down" | "first" | { before: string | null } | { after: string };

/**
 * Moves a work in the gallery's order by writing display_order. Works from the top down to the
 * furthest place touched are numbered 1, 2, 3...; later works keep theirs (renumbered only while
 * they would otherwise sort before the new numbers), so a move near the top writes a few rows,
 * each announced to open pages. Returns false when the work cannot go there (already first or
 * last, or unknown).
 */
export async function moveItem(db: Db, id: string, target: MoveTarget): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("gallery_items")
      .select(["id", "display_order"])
      .orderBy(sql`display_order is null`)
      .orderBy("display_order", "asc")
      .orderBy("created_at", "desc")
      .orderBy("id", "asc")
      .execute();
    const from = rows.findIndex((row) => row.id === id);
    if (from === -1) return false;
    const rest = rows.filter((row) => row.id !== id);
    let to: number;
    if (target === "first") to = 0;
    else if (target === "up") to = from - 1;
    else if (target === "down") to = from + 1;
    else if ("after" in target) {
      const index = rest.findIndex((row) => row.id === target.after);
      if (index === -1) return false;
      to = index + 1;
    } else if (target.before === null) to = rest.length;
    else {
      to = rest.findIndex((row) => row.id === target.before);
      if (to === -1) return false;
    }
    if (to < 0 || to > rest.length || to === from) return false;
    const order = [...rest.slice(0, to), rows[from], ...rest.slice(to)];
    let last = 0;
    for (const [index, row] of order.entries()) {
      const current = row.display_order === null ? null : Number(row.display_order);
      const within = index <= Math.max(from, to);
      if (!within && current !== null && current > last) break;
      if (!within && current === null) break;
      last = index + 1;
      if (current === last) continue;
      await trx
        .updateTable("gallery_items")
        .set({ display_order: last, updated_at: databaseNow(trx as Db) })
        .where("id", "=", row.id)
        .execute();
    }
    return true;
  });
}

function pick(fields: ItemFields): ItemFields {
  return Object.fromEntries(Object.entries(fields).filter(([key, value]) => value !== undefined && key !== "id")) as ItemFields;
}

/** One row of the original site's gallery_items export, as is (CSV text or JSON values). */
export type ExportRow = Record<string, unknown>;

const text = (value: unknown) => (value === null || value === undefined || String(value).trim() === "" ? null : String(value));

function integer(value: unknown, column: string, line: number): number | null {
  const raw = text(value);
  if (raw === null) return null;
  const number = Number(raw);
  if (!Number.isInteger(number)) throw new GalleryAdminError(`row ${line}: ${column} must be a whole number (got "${raw}")`);
  return number;
}

function timestamp(value: unknown): string | undefined {
  const raw = text(value);
  if (raw === null) return undefined;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** Reads an export file: JSON (an array of rows, or { "gallery_items": [...] }) or CSV with a header row. */
export async function readExport(file: string): Promise<ExportRow[]> {
  const source = await fs.readFile(file, "utf8").catch(() => {
    throw new GalleryAdminError(`cannot read ${file}`);
  });
  const trimmed = source.trimStart();
  if (file.toLowerCase().endsWith(".json") || trimmed.startsWith("[") || trimmed.startsWith("{")) {
    let data: unknown;
    try {
      data = JSON.parse(source);
    } catch (error) {
      throw new GalleryAdminError(`${file} is not valid JSON: ${(error as Error).message}`);
    }
    const rows = Array.isArray(data) ? data : (data as { gallery_items?: unknown })?.gallery_items;
    if (!Array.isArray(rows)) throw new GalleryAdminError(`${file}: expected an array of gallery_items rows`);
    return rows as ExportRow[];
  }
  try {
    return parseCsv(source);
  } catch (error) {
    if (error instanceof CsvError) throw new GalleryAdminError(error.message);
    throw error;
  }
}

export type ImportReport = { imported: number; images: number; warnings: string[] };

/**
 * Imports (or re-imports) rows by id. A row's like count becomes that many "imported" like
 * rows, so likes keeps equalling the gallery_likes rows and visitors' new likes add on top.
 * Images are stored as our own media when they can be read; otherwise the reference is kept
 * (the page then shows the placeholder) and a warning says which.
 */
export async function importRows(db: Db, rows: ExportRow[], options: { dataDir: string; searchDirs: string[] }): Promise<ImportReport> {
  const report: ImportReport = { imported: 0, images: 0, warnings: [] };
  for (const [index, raw] of rows.entries()) {
    const line = index + 1;
    const id = text(raw.id) ?? randomUUID();
    let imageUrl = text(raw.image_url);
    if (imageUrl) {
      try {
        const stored = await resolveImage(imageUrl, options.dataDir, options.searchDirs);
        if (stored !== imageUrl) report.images += 1;
        imageUrl = stored;
      } catch (error) {
        report.warnings.push(`row ${line} (${id}): ${(error as Error).message}; kept the original reference`);
      }
    }
    const likes = Math.max(0, integer(raw.likes, "likes", line) ?? 0);
    const fields = {
      title: text(raw.title),
      description: text(raw.description),
      image_url: imageUrl,
      artist_name: text(raw.artist_name),
      age_group: text(raw.age_group),
      display_order: integer(raw.display_order, "display_order", line),
    };
    const createdAt = timestamp(raw.created_at);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("gallery_items")
        .values({ id, ...fields, likes: 0, created_at: createdAt ?? databaseNow(trx as Db), updated_at: databaseNow(trx as Db) })
        .onConflict((oc) => oc.column("id").doUpdateSet({ ...fields, updated_at: databaseNow(trx as Db) }))
        .execute();
      for (let start = 1; start <= likes; start += 500) {
        const batch = Array.from({ length: Math.min(500, likes - start + 1) }, (_, offset) => ({
          item_id: id,
          visitor_id: `${IMPORT_LIKE_PREFIX}${start + offset}`,
        }));
        await trx
          .insertInto("gallery_likes")
          .values(batch)
          .onConflict((oc) => oc.columns(["item_id", "visitor_id"]).doNothing())
          .execute();
      }
      await trx
        .updateTable("gallery_items")
        .set({
          likes: sql<number>`(select count(*) from gallery_likes where gallery_likes.item_id = ${id})`,
          updated_at: databaseNow(trx as Db),
        })
        .where("id", "=", id)
        .execute();
    });
    report.imported += 1;
  }
  return report;
}
