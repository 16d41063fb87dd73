// Page texts as stored in a draft or a version, read back against this release's copy: a module or
// field the code no longer has, or a text that no longer passes the rules, is left out and named
// as unused, never a crash; and the texts one page carries (its own modules, its language only).
import type { Locale } from "~/platform/translation";
import type { Bilingual, ContentOverrides } from "../overrides";
import { originalText, textUnit, textUnitsOf } from "./page-texts.server";
import { pageTextProblem } from "./text-rules";
import { withTexts } from "./with-texts";

type Texts = NonNullable<ContentOverrides["texts"]>;

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === "object" && !Array.isArray(value);

/** A stored text that still fits its original in both languages. */
function keptText(key: string, path: string, value: unknown): Bilingual<string> | undefined {
  const original = originalText(key, path);
  if (!original || !isRecord(value) || typeof value.en !== "string" || typeof value.es !== "string") return undefined;
  const { en, es } = value;
  if (pageTextProblem(en, original.en, "en") || pageTextProblem(es, original.es, "es")) return undefined;
  return { en: en.trim(), es: es.trim() };
}

/** The stored texts this release still has; each other one goes to `unused` ("Page texts: site/home, hero.gone"). */
export function readStoredTexts(value: unknown, unused: string[]): Texts | undefined {
  if (!isRecord(value)) return void unused.push("texts");
  const kept: Texts = {};
  for (const [key, fields] of Object.entries(value)) {
    const unit = textUnit(key);
    if (!unit || !isRecord(fields)) {
      unused.push(`Page texts: ${key}`);
      continue;
    }
    for (const [path, text] of Object.entries(fields)) {
      const ok = keptText(key, path, text);
      if (ok) (kept[key] ??= {})[path] = ok;
      else unused.push(`Page texts: ${unit.name}, ${path}`);
    }
  }
  return Object.keys(kept).length ? kept : undefined;
}

/**
 * The copy of each unit of the page `page` (English path) that staff changed, in `locale`, with
 * their texts in place: what the page's script shows instead of the module's. Undefined when none.
 */
export function pageTextsFor(page: string, locale: Locale, texts: Texts | undefined): Record<string, unknown> | undefined {
  if (!texts) return undefined;
  const shown: Record<string, unknown> = {};
  for (const { key, copy } of textUnitsOf(page)) {
    const fields = texts[key];
    if (fields)
      shown[key] = withTexts(copy[locale], Object.fromEntries(Object.entries(fields).map(([path, text]) => [path, text[locale]])));
  }
  return Object.keys(shown).length ? shown : undefined;
}
