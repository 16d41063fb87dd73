// The content pages under /es as a Spanish-reading parent gets them, prerendered: the document in
// Spanish, the page's own Spanish heading, every link in the page leading to a Spanish page, and no
// sentence of the page's English content left in what the page says or tells a screen reader.
import { describe, expect, it } from "vitest";
import { bizPage as bizPageEn } from "~/features/site/copy/biz.en";
import { bizPage as bizPageEs } from "~/features/site/copy/biz.es";
import { homePage as homePageEs } from "~/features/site/copy/home.es";
import { howItWorksPage as howItWorksPageEs } from "~/features/site/copy/how-it-works.es";
import { privacyNotice as privacyNoticeEs } from "~/features/site/copy/legal.es";
import { termsOfUse as termsOfUseEs } from "~/features/site/copy/terms.es";
import { licensingPage as licensingPageEs } from "~/features/site/copy/licensing.es";
import { musicPage as musicPageEs } from "~/features/site/copy/music.es";
import { theCorePage as theCorePageEs } from "~/features/site/copy/the-core.es";
import { tracksPage as tracksPageEs } from "~/features/site/copy/tracks.es";
import { venturesPage as venturesPageEs } from "~/features/site/copy/ventures.es";
import { wildcardPage as wildcardPageEs } from "~/features/site/copy/wildcard.es";
import { wypitPage as wypitPageEs } from "~/features/site/copy/wypit.es";
import { homePage as homePageEn } from "~/features/site/copy/home.en";
import { howItWorksPage as howItWorksPageEn } from "~/features/site/copy/how-it-works.en";
import { privacyNotice as privacyNoticeEn } from "~/features/site/copy/legal.en";
import { termsOfUse as termsOfUseEn } from "~/features/site/copy/terms.en";
import { shellText as shellTextEn } from "~/platform/copy/shell.en";
import { licensingPage as licensingPageEn } from "~/features/site/copy/licensing.en";
import { musicPage as musicPageEn } from "~/features/site/copy/music.en";
import { phases } from "~/features/site/copy/phases.en";
import { programs } from "~/features/site/copy/programs.en";
import { shellText } from "~/platform/copy/shell.en";
import { dialogButtonContext } from "~/platform/copy/site.en";
import { subpageLabels } from "~/features/site/copy/subpages.en";
import { testimonialControls, testimonials, theCorePage as theCorePageEn } from "~/features/site/copy/the-core.en";
import { tracks, tracksPage as tracksPageEn } from "~/features/site/copy/tracks.en";
import { venturesPage as venturesPageEn } from "~/features/site/copy/ventures.en";
import { wildcardPage as wildcardPageEn } from "~/features/site/copy/wildcard.en";
import { wypitPage as wypitPageEn } from "~/features/site/copy/wypit.en";
import { localePath } from "~/platform/locale";
import { useServer } from "../support/fixtures";
import { htmlText, normalise } from "../support/pages";
import { subpageCopy, subpages } from "../support/subpages";

type SpanishPage = {
  /** The page's English path; it is fetched under /es. */
  path: string;
  /** The page's <h1> in Spanish, from the Spanish content. */
  heading: string;
  /** The English content the page is made from: none of its sentences may be left on the Spanish page. */
  english: readonly unknown[];
  /** Short English words the page and its blocks say (labels, screen-reader notes), each checked on its own. */
  labels?: readonly string[];
};

/** Said by the shared blocks on every page that has the link or button. */
const blockLabels = [shellText.opensInNewTab.trim(), dialogButtonContext];

const pages: readonly SpanishPage[] = [
  {
    path: "/",
    heading: homePageEs.hero.headline,
    english: [homePageEn, programs],
    labels: [homePageEn.hero.taglinesLabel, homePageEn.corePanel.stepsLabel],
  },
  {
    path: "/the-core",
    heading: theCorePageEs.hero.titleLines.join(" "),
    english: [theCorePageEn, testimonials],
    labels: [
      shellText.testimonialsLabel,
      testimonialControls.pause,
      testimonialControls.play,
      testimonialControls.previous,
      testimonialControls.next,
      testimonialControls.position(1, testimonials.length),
    ],
  },
  { path: "/how-it-works", heading: howItWorksPageEs.hero.title, english: [howItWorksPageEn, phases] },
  { path: "/wyp-ventures", heading: venturesPageEs.hero.title, english: [venturesPageEn] },
  {
    path: "/wyp-licensing",
    heading: licensingPageEs.hero.title,
    english: [licensingPageEn],
    labels: [licensingPageEn.yourJourney.stepLabel.replace("{step}", "1")],
  },
  {
    path: "/tracks",
    heading: tracksPageEs.hero.title,
    english: [tracksPageEn, tracks],
    labels: tracks.map((track) => tracksPageEn.exploreLabel.replace("{track}", track.name)),
  },
  { path: "/music", heading: musicPageEs.hero.title, english: [musicPageEn] },
  { path: "/biz", heading: bizPageEs.hero.title, english: [bizPageEn] },
  { path: "/wildcard", heading: wildcardPageEs.hero.title, english: [wildcardPageEn] },
  ...subpages.en.map((page, i) => ({
    path: page.path,
    heading: subpages.es[i]!.title,
    english: [subpageCopy[page.track].cards.en, subpageCopy[page.track].pages.en, subpageLabels],
  })),
  { path: "/wypit", heading: wypitPageEs.hero.title, english: [wypitPageEn] },
  { path: "/privacy", heading: privacyNoticeEs.title, english: [privacyNoticeEn], labels: [shellTextEn.documentEffective] },
  { path: "/terms", heading: termsOfUseEs.title, english: [termsOfUseEn], labels: [shellTextEn.documentEffective] },
];

/** Keys whose values are identifiers, addresses or dates, never words (TokenKey in app/platform/translation.ts). */
const identifierKeys = new Set([
  "href",
  "external",
  "dialog",
  "icon",
  "colour",
  "track",
  "kind",
  "schedule",
  "also",
  "id",
  "slug",
  "motif",
  "field",
]);

/** Names that stay as they are in Spanish (as in app/features/site/copy/translations.test.ts). */
const brandNames = [
  "What's Your Passion",
  "THE CORE",
  "WYPitUP!",
  "The Weekly Drop",
  "WYP Ventures",
  "WYP Licensing",
  "Crown Access",
  "Mini Shark Tank",
  "WYP",
];

/** Every text of a content value, identifiers left out. */
function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([key, child]) => (identifierKeys.has(key) ? [] : textsOf(child)));
  return [];
}

/** The sentences of the English content that are words a reader reads: four words or more besides brand names. */
function englishSentences(values: readonly unknown[]): string[] {
  const sentences = values.flatMap(textsOf).flatMap((text) => normalise(text).split(/(?<=[.!?])\s+/));
  const words = (sentence: string) =>
    brandNames
      .reduce((rest, brand) => rest.split(brand).join(" "), sentence)
      .split(/\s+/)
      .filter((word) => /\p{L}/u.test(word)).length;
  return [...new Set(sentences.filter((sentence) => words(sentence) >= 4))];
}

const decode = (text: string) => text.replace(/&lt;/g, "<").replace(/&gt;/g, ">");

/** What <main> says: its text, and the names and descriptions screen readers read from its attributes. */
function mainOf(html: string) {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "";
  const attributes = [...main.matchAll(/\s(?:aria-label|alt|title)="([^"]*)"/g)].map((match) => match[1]!);
  return {
    html: main,
    text: normalise(decode(htmlText([main, ...attributes].join(" ")))),
    headings: [...main.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => normalise(decode(htmlText(match[1]!)))),
    links: [...main.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((match) => decode(match[1]!).replace(/&amp;/g, "&")),
  };
}

/** A link that leads to a page of this site (not a fragment of this page, another site or an email). */
const isInternal = (href: string) => href.startsWith("/") && !href.startsWith("//");
const isSpanish = (href: string) => href === "/es" || /^\/es[/?#]/.test(href);

describe("the content pages in Spanish", () => {
  const site = useServer({ env: { LOG_LEVEL: "warn" } });

  it.each(pages.map((page) => [localePath("es", page.path), page] as const))("%s is in Spanish", async (address, page) => {
    const response = await fetch(`${site.server.baseUrl}${address}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="es"/);

    const main = mainOf(html);
    expect(main.headings).toEqual([normalise(page.heading)]);

    expect(main.links.filter((href) => isInternal(href) && !isSpanish(href))).toEqual([]);

    const leftInEnglish = englishSentences(page.english).filter((sentence) => main.text.includes(sentence));
    expect(leftInEnglish).toEqual([]);
    const labelsLeft = [...blockLabels, ...(page.labels ?? [])].filter((label) => main.text.includes(label));
    expect(labelsLeft).toEqual([]);
  });

  it("says a testimonial's age with its word, and the English page as it was (issue 47)", async () => {
    const spanish = mainOf(await (await fetch(`${site.server.baseUrl}/es/the-core`)).text());
    expect(spanish.text).toContain("Aaliyah R., 15 años, Harlem");
    const english = mainOf(await (await fetch(`${site.server.baseUrl}/the-core`)).text());
    expect(english.text).toContain("Aaliyah R., 15, Harlem");
  });

  it("checks sentences a Spanish page would show if it were left in English", async () => {
    // The same checks on the English page find its sentences: the test can fail.
    const html = await (await fetch(`${site.server.baseUrl}/the-core`)).text();
    const main = mainOf(html);
    expect(englishSentences([theCorePageEn, testimonials]).filter((sentence) => main.text.includes(sentence)).length).toBeGreaterThan(10);
    expect(main.text).toContain(testimonialControls.previous);
    expect(main.links.filter(isInternal).some((href) => !isSpanish(href))).toBe(true);
  });
});
