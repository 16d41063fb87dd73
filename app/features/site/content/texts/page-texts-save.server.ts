// The Page texts form of one page, posted: each text checked against its original (./text-rules.ts);
// one refused and nothing is saved (the page shows what was typed, with the messages). Saved, the
// page's texts replace its modules' in the draft, keeping only those that differ from the code's;
// every other page's texts and every other section stay as the draft has them.
import type { Db } from "~/platform/db.server";
import { locales } from "~/platform/translation";
import type { Bilingual, ContentOverrides } from "~/platform/content-overrides";
import { readDraft, readPublished, saveDraftSections } from "../store.server";
import { type TextUnit, textUnitsOf } from "./page-texts.server";
import { textFieldName } from "./text-fields";
import { pageTextProblem } from "./text-rules";

type Texts = NonNullable<ContentOverrides["texts"]>;
export type TextsOutcome =
  | { ok: true; changed: number }
  | { ok: false; errors: Record<string, string[]> }
  | { ok: false; conflict: { updatedAt: string | null; updatedBy: string | null }; theirs: Record<string, string> };

const posted = (fields: Record<string, unknown>, name: string) => (typeof fields[name] === "string" ? fields[name] : undefined);

/** One unit's texts as posted (a text not posted keeps what the draft has); problems go to `errors`. */
function unitTexts(unit: TextUnit, fields: Record<string, unknown>, current: Texts[string] | undefined, errors: Record<string, string[]>) {
  const kept: Record<string, Bilingual<string>> = {};
  for (const field of unit.fields) {
    const typed = {
      en: posted(fields, textFieldName(unit.key, field.path, "en")),
      es: posted(fields, textFieldName(unit.key, field.path, "es")),
    };
    if (typed.en === undefined && typed.es === undefined) {
      if (current?.[field.path]) kept[field.path] = current[field.path];
      continue;
    }
    const value = { en: (typed.en ?? field.en).trim(), es: (typed.es ?? field.es).trim() };
    for (const locale of locales) {
      const problem = pageTextProblem(value[locale], field[locale], locale);
      if (problem) errors[textFieldName(unit.key, field.path, locale)] = [problem];
    }
    if (value.en !== field.en || value.es !== field.es) kept[field.path] = value;
  }
  return kept;
}

/**
 * Saves the page's texts as posted, or, with `reset`, puts them back to the code's; refused with
 * who saved and when if the draft was saved since the form's `draftSavedAt` ("" when it had no draft).
 */
export async function savePageTexts(
  db: Db,
  page: string,
  fields: Record<string, unknown>,
  reset: boolean,
  by: string,
): Promise<TextsOutcome> {
  const savedAt = fields.draftSavedAt;
  const basedOn = typeof savedAt === "string" ? savedAt || null : undefined;
  const current = (await readDraft(db))?.overrides.texts ?? (await readPublished(db)).overrides.texts ?? {};
  const next: Texts = { ...current };
  const errors: Record<string, string[]> = {};
  for (const unit of textUnitsOf(page)) {
    const kept = reset ? {} : unitTexts(unit, fields, current[unit.key], errors);
    if (Object.keys(kept).length) next[unit.key] = kept;
    else delete next[unit.key];
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  const refused = await saveDraftSections(db, { texts: Object.keys(next).length ? next : undefined }, by, basedOn);
  if (refused) return { ok: false, ...refused, theirs: await textsNow(db, page, fields) };
  return { ok: true, changed: textUnitsOf(page).reduce((sum, unit) => sum + Object.keys(next[unit.key] ?? {}).length, 0) };
}

/** The page's texts the draft has now where they differ from what was posted, by form field name. */
async function textsNow(db: Db, page: string, fields: Record<string, unknown>) {
  const texts = (await readDraft(db))?.overrides.texts ?? (await readPublished(db)).overrides.texts ?? {};
  const theirs: Record<string, string> = {};
  for (const unit of textUnitsOf(page))
    for (const field of unit.fields)
      for (const locale of locales) {
        const name = textFieldName(unit.key, field.path, locale);
        const now = texts[unit.key]?.[field.path]?.[locale] ?? field[locale];
        if (typeof fields[name] === "string" && fields[name].trim() !== now) theirs[name] = now;
      }
  return theirs;
}
