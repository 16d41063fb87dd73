// Each page in each language, as served: Spanish pages say nothing in English and English pages
// nothing in Spanish (the site's own words, spot-checked against the content modules: texts of five
// words or more besides brand names), each page names its language and its twin in the other, and
// the sitemap lists both.
import { describe, expect, it } from "vitest";
import { notFoundPage } from "~/features/site/copy/not-found.es";
import { localePath } from "~/platform/locale";
import { allPagePaths } from "~/pages";
import { useServer } from "../support/fixtures";
import { englishModules, sentencesOf, spanishByName } from "../support/content-texts";
import { normalise } from "../support/pages";

const SENTENCE_WORDS = 5;
const english = sentencesOf(englishModules, SENTENCE_WORDS);
const spanish = sentencesOf(spanishByName, SENTENCE_WORDS);
// A text both languages have (a Spanish offer shown on English pages) belongs to neither check.
const onlyEnglish = [...english].filter((text) => !spanish.has(text));
const onlySpanish = [...spanish].filter((text) => !english.has(text));

const decode = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");

/**
 * What a reader or a screen reader gets from a page: its text without scripts and styles, and its
 * labels, alternative texts, placeholders, titles and description.
 */
function readableText(html: string) {
  const attributes = [...html.matchAll(/\s(?:aria-label|alt|placeholder|title|content)="([^"]*)"/g)].map((match) => match[1]);
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ");
  return normalise(decode(`${text} ${attributes.join(" ")}`));
}

describe("the site in two languages", () => {
  const site = useServer({ env: { LOG_LEVEL: "warn" } });
  const get = (path: string) => fetch(`${site.server.baseUrl}${path}`);

  it("says nothing in English on a Spanish page, and nothing in Spanish on an English page", async () => {
    const found: string[] = [];
    for (const path of allPagePaths) {
      const spanishPath = localePath("es", path);
      const [en, es] = await Promise.all([get(path), get(spanishPath)]);
      expect([en.status, es.status], path).toEqual([200, 200]);
      const [enText, esText] = [readableText(await en.text()), readableText(await es.text())];
      for (const sentence of onlyEnglish) if (esText.includes(sentence)) found.push(`${spanishPath}: "${sentence}"`);
      for (const sentence of onlySpanish) if (enText.includes(sentence)) found.push(`${path}: "${sentence}"`);
    }
    expect(found).toEqual([]);
  });

  it("names each page's language and its twin in the other, for browsers and search engines", async () => {
    for (const path of allPagePaths) {
      const spanishPath = localePath("es", path);
      for (const [served, lang] of [
        [path, "en"],
        [spanishPath, "es"],
      ] as const) {
        const html = await (await get(served)).text();
        expect(html, served).toMatch(new RegExp(`<html lang="${lang}"`));
        const alternates = Object.fromEntries(
          [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((match) => [
            match[1],
            new URL(match[2]).pathname,
          ]),
        );
        expect(alternates, served).toEqual({ en: path, es: spanishPath, "x-default": path });
        const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
        expect(canonical && new URL(canonical).pathname, served).toBe(served);
      }
    }
  });

  it("answers an unknown Spanish address with the Spanish not-found page", async () => {
    const response = await get("/es/no-existe");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<html lang="es"/);
    expect(readableText(html)).toContain(notFoundPage.heading);
  });

  it("lists every page in both languages in the sitemap, each with its alternates", async () => {
    const sitemap = await (await get("/sitemap.xml")).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    expect(locations.sort()).toEqual([...allPagePaths, ...allPagePaths.map((path) => localePath("es", path))].sort());
    expect(sitemap.match(/hreflang="es"/g)?.length).toBe(allPagePaths.length * 2);
  });
});
