import { describe, expect, it } from "vitest";

// The Spanish content beside the English it translates. The types (Translation<T>) make a missing
// key a compile error; this checks what types cannot: that every English module a visitor reads has
// its Spanish module with every export, that identifiers, addresses and numbers are the English
// ones, that lists keep their length and order, and that no text was left empty or in English.

import {
  type ContentModule as Module,
  englishModules,
  isIdentifier,
  texts,
  spanishByName,
  translatedModules as translated,
  wordsBesidesBrands,
} from "../../../../tests/support/content-texts";

/** Text that names something rather than says it: ids ("queenme"), addresses, a time zone. */
const isName = (text: string) =>
  /^[a-z][a-z0-9-]*$/.test(text) || /^(https?:|mailto:|\/)/.test(text) || /^[A-Za-z]+\/[A-Za-z_]+$/.test(text);

function hasWords(value: unknown, seen = new Set<unknown>()): boolean {
  if (typeof value === "string") return /[a-z]{2}/i.test(value) && !isName(value);
  if (typeof value === "function") return true;
  if (value === null || typeof value !== "object" || seen.has(value)) return false;
  seen.add(value);
  return Object.entries(value).some(([key, child]) => !isIdentifier(key, child) && hasWords(child, seen));
}

type Problem = string;

/** Walks an English value and its translation side by side; returns what does not match. */
function compare(en: unknown, es: unknown, where: string, problems: Problem[], key = "") {
  if (isIdentifier(key, en) || (key === "value" && /options\[/i.test(where))) {
    if (JSON.stringify(en) !== JSON.stringify(es))
      problems.push(`${where}: identifier changed (${JSON.stringify(en)} -> ${JSON.stringify(es)})`);
    return;
  }
  if (typeof en === "string") {
    if (typeof es !== "string") problems.push(`${where}: not text`);
    else if (en.trim() && !es.trim()) problems.push(`${where}: empty`);
    return;
  }
  if (typeof en === "function") {
    if (typeof es !== "function") problems.push(`${where}: not a function`);
    else if (es.length !== en.length) problems.push(`${where}: takes ${es.length} arguments, English takes ${en.length}`);
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(es) || es.length !== en.length) {
      problems.push(`${where}: ${Array.isArray(es) ? `${es.length} items, English has ${en.length}` : "not a list"}`);
      return;
    }
    en.forEach((item, i) => compare(item, es[i], `${where}[${i}]`, problems));
    return;
  }
  if (en !== null && typeof en === "object") {
    if (es === null || typeof es !== "object") {
      problems.push(`${where}: not an object`);
      return;
    }
    const enKeys = Object.keys(en).sort();
    const esKeys = Object.keys(es).sort();
    if (enKeys.join() !== esKeys.join()) problems.push(`${where}: keys ${esKeys.join(",")}, English has ${enKeys.join(",")}`);
    for (const k of enKeys) compare((en as Module)[k], (es as Module)[k], `${where}.${k}`, problems, k);
    return;
  }
  if (en !== es) problems.push(`${where}: ${JSON.stringify(es)}, English has ${JSON.stringify(en)}`);
}

describe("the Spanish content", () => {
  it("has a Spanish module for every English module a visitor reads", () => {
    const missing = englishModules.filter(([name, module]) => !spanishByName.has(name) && Object.values(module).some((v) => hasWords(v)));
    expect(missing.map(([name]) => name)).toEqual([]);
  });

  it("translates every export with words, and exports nothing English does not have", () => {
    const problems: string[] = [];
    for (const { name, en, es } of translated) {
      for (const [exported, value] of Object.entries(en)) {
        // A function may compute no text (navItemFor): one that makes a notice or a message must be translated.
        const needsSpanish = typeof value === "function" ? /Notice$|Message$/.test(exported) : hasWords(value);
        if (needsSpanish && !(exported in es)) problems.push(`${name}.${exported}: no Spanish export`);
      }
      for (const exported of Object.keys(es)) if (!(exported in en)) problems.push(`es/${name}.${exported}: not an English export`);
    }
    expect(problems).toEqual([]);
  });

  it("keeps every identifier, address, number and list shape of the English", () => {
    const problems: string[] = [];
    for (const { name, en, es } of translated) {
      for (const [exported, value] of Object.entries(es)) compare(en[exported], value, `${name}.${exported}`, problems);
    }
    expect(problems).toEqual([]);
  });

  it("leaves no English sentence in Spanish text", () => {
    // A text of four words or more besides brand names that is word for word the English one was
    // not translated.
    const leftInEnglish: string[] = [];
    for (const { name, en, es } of translated) {
      const englishTexts = new Set(texts(en, name).map(([, text]) => text));
      // What the English module itself writes in Spanish (the offer of the Spanish site, marked
      // lang: "es" in both modules) is the same text on purpose.
      const spanishInBoth = Object.keys(es).filter(
        (exported) => (en[exported] as Module)?.lang === "es" && (es[exported] as Module)?.lang === "es",
      );
      for (const [where, text] of texts(es, name)) {
        if (spanishInBoth.some((exported) => where.startsWith(`${name}.${exported}.`))) continue;
        if (wordsBesidesBrands(text) >= 4 && englishTexts.has(text)) leftInEnglish.push(`${where}: ${text}`);
      }
    }
    expect(leftInEnglish).toEqual([]);
  });
});
