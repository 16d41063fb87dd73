// A copy module's words as staff change them: every text a visitor reads, walked in the order the
// module writes them (the page's reading order: headings, paragraphs, labels, list items), each
// named by its field path ("hero.line", "joinTheMovement.blocks.0.text"). Identifiers, addresses
// and figures are not words here: the type's token keys stay the code's, and figures are the
// Figures section's.
import { tokenKeys } from "~/platform/translation";

export type TextField = { path: string; en: string; es: string };

const tokenKeySet = new Set<string>(tokenKeys);

/** A figure (`{ id, value, label }`): staff change it in the Figures section, once for every page. */
const isFigure = (node: object) => "id" in node && "value" in node;

/**
 * Not words but data, the same in both languages: an identifier the code compares ("sport" in a list
 * of featured programmes), a date the page formats ("2026-11-26"), an address ("/join/mentor") or an
 * email address (the legal pages' contact).
 */
const isIdentifier = (en: string, es: string) =>
  en === es && (/^[a-z][a-z0-9-]*$/.test(en) || /^\d{4}-\d{2}-\d{2}/.test(en) || /^\/\S*$/.test(en) || /^\S+@\S+$/.test(en));

/** The texts of one module's two languages, in reading order. */
export function textFields(en: unknown, es: unknown, path: string[] = []): TextField[] {
  if (typeof en === "string") return typeof es === "string" && !isIdentifier(en, es) && en.trim() ? [{ path: path.join("."), en, es }] : [];
  if (!en || typeof en !== "object" || !es || typeof es !== "object" || isFigure(en)) return [];
  const other = es as Record<string, unknown>;
  return Object.entries(en).flatMap(([key, value]) => (tokenKeySet.has(key) ? [] : textFields(value, other[key], [...path, key])));
}

/** The console's form field of one text in one language: "text.site/home.hero.line.en". */
export const textFieldName = (key: string, path: string, locale: "en" | "es") => `text.${key}.${path}.${locale}`;
