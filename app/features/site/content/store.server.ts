// The site's content as staff changed it: the draft they work on, the versions they published,
// and, in memory, the one the pages are rendered with. Every instance polls for a newer version
// (one indexed read a second), so a publish on one is on all of them within about a second and
// a half; the host renders its prerendered pages again when the content changes (server/app.ts).
// A notice's start and end change what shows without a publish: the same tick notices that the
// set of notices showing changed, and says so too.
import { randomUUID } from "node:crypto";
import { localeOf, pagePathOf } from "~/platform/locale";
import type { Db } from "~/platform/db.server";
import { logger } from "~/platform/logger.server";
import { pageNow } from "~/platform/page-clock.server";
import { type Periodic, runPeriodically } from "~/platform/periodic.server";
import { AS_BUILT } from "./console-sections";
import { versionChanges } from "./version-changes.server";
import { type ContentOverrides, type ContentSection, noPageContent, noticeShows, type PageContent } from "~/platform/content-overrides";
import { externalLinkKeys, type ExternalLinkKey } from "~/platform/links";
import { pageTextsFor, readStoredTexts } from "./texts/stored-texts.server";
import { stats as englishStats } from "~/features/site/copy/stats.en";
import { withoutHiddenCharacters } from "~/platform/hidden-characters";
import type { z } from "~/platform/zod";
import {
  contentSections,
  figuresSchema,
  isContentSection,
  linksSchema,
  noticeSchema,
  noticesSchema,
  overridesSchema,
  testimonialSchema,
  testimonialsSchema,
} from "./schema";

export const CONTENT_POLL_MS = 1_000;

/**
 * A stored document read back: anything that no longer passes the rules (an older release's, a
 * figure or link the code no longer has, a notice naming a removed page) is left out and named in
 * `unused`, never a crash. Keyed and listed sections are read entry by entry: one entry gone bad
 * leaves the others.
 */
export function parseStored(body: string): { overrides: ContentOverrides; unused: string[] } {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { overrides: {}, unused: ["everything (not readable)"] };
  }
  const stored = json && typeof json === "object" ? (json as Record<string, unknown>) : {};
  const overrides: ContentOverrides = {};
  const unused: string[] = [];
  for (const [section, value] of Object.entries(stored)) {
    if (!isContentSection(section)) {
      unused.push(section);
      continue;
    }
    const kept = readSection(section, value, unused);
    if (kept !== undefined) Object.assign(overrides, { [section]: kept });
  }
  return { overrides, unused };
}

const figureKeys = new Set(Object.keys(englishStats));
const linkKeys = new Set<string>(externalLinkKeys);

/** One stored section as the rules keep it, or undefined when nothing of it is usable; what is not goes to `unused`. */
function readSection(section: ContentSection, value: unknown, unused: string[]): unknown {
  switch (section) {
    case "links":
      return keyedEntries(section, value, (key) => (linkKeys.has(key) ? linksSchema.shape[key as ExternalLinkKey] : undefined), unused);
    case "figures":
      return keyedEntries(section, value, (key) => (figureKeys.has(key) ? figuresSchema.valueType : undefined), unused);
    case "testimonials":
      return listedItems(section, value, testimonialSchema, testimonialsSchema, (item) => ["testimonial", item.name], unused);
    case "notices":
      return listedItems(
        section,
        value,
        noticeSchema,
        noticesSchema,
        (item) => ["notice", (item.text as { en?: unknown } | undefined)?.en],
        unused,
      );
    case "contactEmail": {
      const parsed = overridesSchema.shape.contactEmail.safeParse(value);
      if (!parsed.success) unused.push(section);
      return parsed.data;
    }
    case "texts":
      return readStoredTexts(value, unused);
  }
}

/** A keyed section's entries that `schemaOf` knows and that pass it; "links.gone" for each other one. */
function keyedEntries(section: ContentSection, value: unknown, schemaOf: (key: string) => z.ZodType | undefined, unused: string[]) {
  if (!value || typeof value !== "object" || Array.isArray(value)) return void unused.push(section);
  const kept: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    const parsed = schemaOf(key)?.safeParse(entry);
    if (parsed?.success) kept[key] = parsed.data;
    else unused.push(`${section}.${key}`);
  }
  return Object.keys(kept).length ? kept : undefined;
}

/**
 * A listed section's items that pass `itemSchema`, in their order; each other one is named by
 * its kind and its words (`nameOf`), or its place in the list. An empty list stays empty: a
 * section staff emptied never falls back to the code's.
 */
function listedItems(
  section: ContentSection,
  value: unknown,
  itemSchema: z.ZodType,
  listSchema: z.ZodType,
  nameOf: (item: Record<string, unknown>) => [kind: string, words: unknown],
  unused: string[],
) {
  if (!Array.isArray(value)) return void unused.push(section);
  const kept = value.filter((item: unknown, index) => {
    if (itemSchema.safeParse(item).success) return true;
    const [kind, words] = nameOf(item && typeof item === "object" ? (item as Record<string, unknown>) : {});
    const shown = typeof words === "string" ? withoutHiddenCharacters(words).trim() : "";
    const letters = [...shown];
    unused.push(shown ? `${kind} "${letters.length > 40 ? `${letters.slice(0, 39).join("")}…` : shown}"` : `${kind} ${index + 1}`);
    return false;
  });
  const parsed = listSchema.safeParse(kept);
  if (!parsed.success) unused.push(section);
  return parsed.data;
}

export const parseOverrides = (body: string) => parseStored(body).overrides;

type Live = { versionId: string | null; overrides: ContentOverrides; showing: string };
let live: Live = { versionId: null, overrides: {}, showing: "" };
const listeners = new Set<() => void>();

/** The published overrides the pages are rendered with. */
export const publishedOverrides = () => live.overrides;

/** Whether the pages show anything else than the build rendered: a published version or a notice. */
export const contentDiffersFromBuild = () => live.versionId !== null;

/** Calls `listener` whenever what the pages show changes (a publish here or elsewhere, a notice starting or ending). */
export function onContentChange(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const showingKey = (overrides: ContentOverrides, now: Date) =>
  (overrides.notices ?? [])
    .filter((notice) => noticeShows({ ...notice, pages: [] }, "", now))
    .map((notice) => notice.id)
    .join(",");

/**
 * Reads the newest version and the notices showing at `now`; tells the listeners when either
 * changed. True when it did.
 */
export async function refreshPublished(db: Db, now = pageNow()): Promise<boolean> {
  // The id only, each second; the document only when it is another one.
  const newest = await newestVersion(db, ["id"]);
  const versionId = newest?.id ?? null;
  let overrides: ContentOverrides = {};
  if (versionId !== null) overrides = versionId === live.versionId ? live.overrides : parseOverrides(await versionBody(db, versionId));
  const showing = showingKey(overrides, now);
  if (versionId === live.versionId && showing === live.showing) return false;
  live = { versionId, overrides, showing };
  for (const listener of listeners) listener();
  return true;
}

/** The newest published version (the live one), by its publishing time. */
function newestVersion<C extends "id" | "body">(db: Db, columns: C[]) {
  return db
    .selectFrom("site_content_versions")
    .select(columns)
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

async function versionBody(db: Db, id: string) {
  return (await db.selectFrom("site_content_versions").select("body").where("id", "=", id).executeTakeFirst())?.body ?? "{}";
}

/** Keeps this instance's content current until stopped. */
export function startContentSync(db: Db, pollMs = CONTENT_POLL_MS): Periodic {
  return runPeriodically(
    pollMs,
    async () => void (await refreshPublished(db)),
    (error) => logger.warn({ err: error }, "site content could not be read; the pages keep what they show"),
  );
}

/** The content of one page: the overrides and the notices showing on its path now. */
export function pageContentFor(pathname: string, overrides: ContentOverrides, preview: boolean, now = pageNow()): PageContent {
  const locale = localeOf(pathname);
  const page = pagePathOf(pathname);
  const { notices = [], testimonials, texts: allTexts, ...others } = overrides;
  const texts = pageTextsFor(page, locale, allTexts);
  // A hidden testimonial is not public: it never reaches a page, not even in its data.
  const rest = testimonials ? { ...others, testimonials: testimonials.filter((quote) => quote.shown) } : others;
  const showing = notices
    .filter((notice) => noticeShows(notice, page, now))
    .map((notice) => ({
      id: notice.id,
      text: notice.text[locale],
      link: notice.link && { href: notice.link.href, label: notice.link.label[locale] },
    }));
  if (!preview && showing.length === 0 && Object.keys(rest).length === 0 && !texts) return noPageContent;
  return { overrides: rest, notices: showing, preview, ...(texts && { texts }) };
}

// ---- The console's side: draft, publish, history, restore.

export type Draft = { overrides: ContentOverrides; unused: string[]; updatedAt: string; updatedBy: string | null };

/** The draft, or undefined when there is none (the console then edits a copy of what is live). */
export async function readDraft(db: Db): Promise<Draft | undefined> {
  const row = await db.selectFrom("site_content_draft").selectAll().where("id", "=", "draft").executeTakeFirst();
  return row && { ...parseStored(row.body), updatedAt: row.updated_at, updatedBy: row.updated_by };
}

/** The newest published document, read from the database (not this instance's memory). */
export async function readPublished(db: Db): Promise<{ id: string | null; overrides: ContentOverrides; unused: string[] }> {
  const newest = await newestVersion(db, ["id", "body"]);
  return { id: newest?.id ?? null, ...(newest ? parseStored(newest.body) : { overrides: {}, unused: [] }) };
}

/**
 * Sets one section of the draft (starting from what is live when there is no draft), already
 * validated by the caller; `undefined` puts the section back to the code's defaults.
 */
export async function saveDraftSection<S extends ContentSection>(db: Db, section: S, value: ContentOverrides[S] | undefined, by: string) {
  await saveDraftSections(db, { [section]: value }, by);
}

/** Who saved the draft and when, when it changed after the form being saved was opened. */
export type DraftConflict = { conflict: { updatedAt: string | null; updatedBy: string | null } };

/**
 * Sets several sections of the draft at once (the whole form as typed); an `undefined` one goes back
 * to the original. With `basedOn` (the draft's saved-at when the form was opened, null when there was
 * no draft), a draft saved since is not overwritten: the write itself checks it, so two saves at the
 * same moment cannot both pass (SQLite and PostgreSQL alike), and the conflict says who saved it.
 */
export async function saveDraftSections(
  db: Db,
  values: { [S in ContentSection]?: ContentOverrides[S] | undefined },
  by: string,
  basedOn?: string | null,
): Promise<DraftConflict | undefined> {
  return db.transaction().execute(async (trx) => {
    const draft = await readDraft(trx);
    const conflict = { conflict: { updatedAt: draft?.updatedAt ?? null, updatedBy: draft?.updatedBy ?? null } };
    if (basedOn !== undefined && (draft?.updatedAt ?? null) !== basedOn) return conflict;
    const next: ContentOverrides = { ...(draft?.overrides ?? (await readPublished(trx)).overrides) };
    for (const section of contentSections) {
      if (!(section in values)) continue;
      const value = values[section];
      if (value === undefined) delete next[section];
      else Object.assign(next, { [section]: value });
    }
    // Each save's time is later than the one it replaces: a saved-at names one save, even within a millisecond.
    const at = new Date(Math.max(Date.now(), draft ? Date.parse(draft.updatedAt) + 1 : 0)).toISOString();
    const row = { body: JSON.stringify(next), updated_at: at, updated_by: by };
    const checked = basedOn !== undefined;
    if (draft && (await updateDraft(trx, row, checked ? draft.updatedAt : undefined))) return undefined;
    if ((!draft || !checked) && (await insertDraft(trx, row, !checked))) return undefined;
    return checked ? conflict : undefined;
  });
}

type DraftRow = { body: string; updated_at: string; updated_by: string };

/** Writes the draft, only if it is still the one saved at `was` when given; whether it was written. */
async function updateDraft(db: Db, row: DraftRow, was?: string) {
  let update = db.updateTable("site_content_draft").set(row).where("id", "=", "draft");
  if (was !== undefined) update = update.where("updated_at", "=", was);
  return Number((await update.executeTakeFirst()).numUpdatedRows) === 1;
}

/** Starts the draft; one started meanwhile is replaced only when `overwrite`. Whether it was written. */
async function insertDraft(db: Db, row: DraftRow, overwrite: boolean) {
  const inserted = await db
    .insertInto("site_content_draft")
    .values({ id: "draft", ...row })
    .onConflict((on) => (overwrite ? on.column("id").doUpdateSet(row) : on.column("id").doNothing()))
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function discardDraft(db: Db) {
  const deleted = await db.deleteFrom("site_content_draft").where("id", "=", "draft").executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

/** The sections where two documents differ. */
export function changedSections(a: ContentOverrides, b: ContentOverrides): ContentSection[] {
  return contentSections.filter((section) => JSON.stringify(a[section] ?? null) !== JSON.stringify(b[section] ?? null));
}

/** Publishes the draft as a new version; undefined when there is no draft. */
export async function publishDraft(db: Db, by: string): Promise<{ id: string; changed: ContentSection[] } | undefined> {
  return db.transaction().execute(async (trx) => {
    const draft = await readDraft(trx);
    if (!draft) return undefined;
    const before = (await readPublished(trx)).overrides;
    const id = await insertVersion(trx, draft.overrides, by, null);
    await trx.deleteFrom("site_content_draft").where("id", "=", "draft").execute();
    return { id, changed: changedSections(before, draft.overrides) };
  });
}

/** Publishes an earlier version again, as a new one (the history keeps both); undefined when it is unknown. */
export async function restoreVersion(db: Db, versionId: string, by: string): Promise<{ id: string } | undefined> {
  if (!isVersionId(versionId)) return undefined;
  return db.transaction().execute(async (trx) => {
    const old =
      versionId === AS_BUILT
        ? { body: "{}" }
        : await trx.selectFrom("site_content_versions").select("body").where("id", "=", versionId).executeTakeFirst();
    if (!old) return undefined;
    const id = await insertVersion(trx, parseOverrides(old.body), by, versionId);
    await trx.deleteFrom("site_content_draft").where("id", "=", "draft").execute();
    return { id };
  });
}

/**
 * Whether a version id asked for (from an address or a posted form) can be one: anything else than
 * an id's letters (a NUL, which PostgreSQL refuses in a query) is no version, not a server error.
 */
const isVersionId = (versionId: string) => /^[\w-]{1,100}$/.test(versionId);

/** One published version (or the site as built), as the pages would read it; undefined when it is unknown. */
export async function readVersion(db: Db, versionId: string) {
  if (versionId === AS_BUILT) return { overrides: {}, publishedAt: null, publishedBy: null };
  if (!isVersionId(versionId)) return undefined;
  const row = await db.selectFrom("site_content_versions").selectAll().where("id", "=", versionId).executeTakeFirst();
  return row && { overrides: parseOverrides(row.body), publishedAt: row.published_at, publishedBy: row.published_by };
}

/** Adds `overrides` as the newest published version (the live one); its id. */
export async function insertVersion(db: Db, overrides: ContentOverrides, by: string, restoredFrom: string | null) {
  // Strictly after the newest, even within the same millisecond or behind a skewed clock.
  const newest = await db
    .selectFrom("site_content_versions")
    .select("published_at")
    .orderBy("published_at", "desc")
    .limit(1)
    .executeTakeFirst();
  const now = Date.now();
  const after = newest ? new Date(newest.published_at).getTime() + 1 : 0;
  const id = randomUUID();
  await db
    .insertInto("site_content_versions")
    .values({
      id,
      body: JSON.stringify(overrides),
      published_at: new Date(Math.max(now, after)).toISOString(),
      published_by: by,
      restored_from: restoredFrom,
    })
    .execute();
  return id;
}

export type VersionSummary = {
  id: string;
  publishedAt: string;
  publishedBy: string | null;
  restoredFrom: string | null;
  sections: ContentSection[];
  /** What it changed from the version before, field by field (./version-changes.server.ts). */
  changes: string[];
};

/** Published versions, newest first, each with the sections it changed from the one before. */
export async function listVersions(db: Db, limit = 50): Promise<VersionSummary[]> {
  const rows = await db
    .selectFrom("site_content_versions")
    .selectAll()
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(limit + 1)
    .execute();
  const documents = rows.map((row) => parseOverrides(row.body));
  return rows.slice(0, limit).map((row, index) => {
    const before = documents[index + 1] ?? {};
    return {
      id: row.id,
      publishedAt: new Date(row.published_at).toISOString(),
      publishedBy: row.published_by,
      restoredFrom: row.restored_from,
      sections: changedSections(before, documents[index]),
      changes: versionChanges(before, documents[index]),
    };
  });
}
