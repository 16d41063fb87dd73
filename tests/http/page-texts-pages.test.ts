// Page texts of every kind of page newly covered (issue 44, item 1), against the built server: a
// label the page fills in (/wyp-licensing's "Step {step}"), a track sub-page, a page rendered per
// request (/art/community), a legal page, the Weekly Drop's entry form (each of its parts) and the
// Weekly Drop, whose dated words are templates: each changed in the draft, previewed, published
// onto the page in both languages, and gone again with Restore.
import { beforeAll, describe, expect, it } from "vitest";
import { artCommunityPage } from "~/features/site/copy/art-community";
import { privacyNotice } from "~/features/site/copy/legal";
import { musicSubpages } from "~/features/site/copy/music-subpages";
import { entryForm, entrySent } from "~/features/weekly-drop/copy/entry";
import { formatDeadline, weekTimes } from "~/features/weekly-drop/cycle";
import { weeklyDropPage } from "~/features/weekly-drop/copy/weekly-drop";
import { textFieldName } from "~/features/site/content/texts/text-fields";
import { useServer } from "../support/fixtures";
import { htmlText } from "../support/pages";
import { postPageTexts } from "../support/page-texts";
import { postContent } from "../support/site-content";
import { addStaff, signIn } from "../support/staff";

/** `query`: the address the change shows at, when not the page's own (the entry page once an entry is sent). */
type Change = {
  page: string;
  query?: string;
  key: string;
  path: string;
  text: { en: string; es: string };
  shown: { en: string; es: string };
};

const stage = { en: "Stage {step}", es: "Etapa {step}" };
const studio = { en: "Book the studio, bring a beat, leave with a track.", es: "Reserva el estudio, trae un ritmo y sal con una pista." };
const community = { en: "Young artists who show up for each other.", es: "Jóvenes artistas que se apoyan entre sí." };
const privacy = { en: "How WYP Keeps Your Data", es: "Cómo WYP cuida tus datos" };
const guardian = { en: "An adult who can say yes for you", es: "Una persona adulta que diga que sí por ti" };
const confirm = { en: "Two boxes to tick", es: "Dos casillas que marcar" };
const dropLede = { en: "Seven days, one winner: show us what you make.", es: "Siete días, una obra ganadora: muéstranos lo que haces." };
// The newest seeded winner was announced before the pinned week's Monday: the banner names its day.
const banner = { en: 'Winner of {day}: "{title}", by {byline}', es: "Ganadora del {day}: «{title}», de {byline}" };
const bannerShown = {
  en: 'Winner of Nov 16, 2026: "Concrete Bloom", by Jasmine K., 16, Bronx',
  es: "Ganadora del 16 de noviembre de 2026: «Flor de concreto», de Jasmine K., 16 años, el Bronx",
};

// What an entrant reads once an entry of the week announced Monday Nov 30 is sent, with its days.
const sent = "?entered=2026-11-30";
const entriesClose = (locale: "en" | "es") => formatDeadline(weekTimes("2026-11-30").submissionsClose, locale);
const sentTitle = { en: "We've got your art!", es: "¡Ya tenemos tu obra!" };
const sentStep = { en: "Last day for entries: {closes}.", es: "Último día para enviar obras: el {closes}." };
const sentStepShown = { en: `Last day for entries: ${entriesClose("en")}.`, es: `Último día para enviar obras: el ${entriesClose("es")}.` };

const changes: Change[] = [
  { page: "/wyp-licensing", key: "site/licensing", path: "yourJourney.stepLabel", text: stage, shown: { en: "Stage 1", es: "Etapa 1" } },
  { page: "/music/studio", key: "site/music/studio", path: "lede", text: studio, shown: studio },
  { page: "/art/community", key: "site/art-community", path: "hero.lede", text: community, shown: community },
  { page: "/privacy", key: "site/privacy", path: "title", text: privacy, shown: privacy },
  { page: "/art/weekly-prize/submit", key: "weekly-drop/entry", path: "guardian.legend", text: guardian, shown: guardian },
  { page: "/art/weekly-prize/submit", key: "weekly-drop/entry", path: "confirmations.legend", text: confirm, shown: confirm },
  { page: "/art/weekly-prize/submit", query: sent, key: "weekly-drop/entry-sent", path: "title", text: sentTitle, shown: sentTitle },
  {
    page: "/art/weekly-prize/submit",
    query: sent,
    key: "weekly-drop/entry-sent",
    path: "steps.0.description",
    text: sentStep,
    shown: sentStepShown,
  },
  { page: "/art/weekly-prize", key: "weekly-drop/page", path: "hero.lede", text: dropLede, shown: dropLede },
  { page: "/art/weekly-prize", key: "weekly-drop/page", path: "winnerBanner.earlier", text: banner, shown: bannerShown },
];

/** What the code shows in place of each change, in each language. */
const originals = [
  { page: "/wyp-licensing", en: "Step 1", es: "Paso 1" },
  { page: "/music/studio", en: musicSubpages.en.pages.studio.lede, es: musicSubpages.es.pages.studio.lede },
  { page: "/art/community", en: artCommunityPage.en.hero.lede, es: artCommunityPage.es.hero.lede },
  { page: "/privacy", en: privacyNotice.en.title, es: privacyNotice.es.title },
  { page: "/art/weekly-prize/submit", en: entryForm.en.guardian.legend, es: entryForm.es.guardian.legend },
  { page: "/art/weekly-prize/submit", en: entryForm.en.confirmations.legend, es: entryForm.es.confirmations.legend },
  { page: `/art/weekly-prize/submit${sent}`, en: entrySent.en.title, es: entrySent.es.title },
  {
    page: `/art/weekly-prize/submit${sent}`,
    en: `Entries close ${entriesClose("en")}.`,
    es: `Se reciben obras hasta el ${entriesClose("es")}.`,
  },
  { page: "/art/weekly-prize", en: weeklyDropPage.en.hero.lede, es: weeklyDropPage.es.hero.lede },
  {
    page: "/art/weekly-prize",
    en: 'Announced Nov 16, 2026: "Concrete Bloom" by Jasmine K., 16, Bronx',
    es: "Se anunció el 16 de noviembre de 2026: «Flor de concreto», de Jasmine K., 16 años, el Bronx",
  },
];

const localePath = (locale: "en" | "es", page: string) => (locale === "en" ? page : `/es${page}`);

describe("page texts on every kind of page", () => {
  // A Wednesday: the Weekly Drop's banner then names its newest seeded winner with the day.
  const site = useServer({ env: { LOG_LEVEL: "warn", PAGES_AS_OF: "2026-11-25T15:00:00-05:00" } });
  let cookie = "";
  beforeAll(async () => {
    await addStaff(site.db, { email: "owner@wyp.example", role: "owner" });
    cookie = await signIn(site.server, "owner@wyp.example");
  });

  const read = async (path: string, headers: Record<string, string> = {}) => {
    const html = await (await fetch(`${site.server.baseUrl}${path}`, { headers })).text();
    return { html, text: htmlText(html), title: htmlText(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "") };
  };
  const previewOf = async (page: string) => {
    const opened = await fetch(`${site.server.baseUrl}/staff/content/preview?page=${page}`, {
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    return read(opened.headers.get("location") ?? "", { Cookie: cookie });
  };
  /** Whether the page at `path` shows `text`. */
  const shows = async (path: string, text: string) => {
    const page = await read(path);
    // As a reader sees it: a no-break space ("5:00 p. m.") reads as a space.
    return page.text.includes(text.replace(/\s+/g, " "));
  };

  it("lists the Weekly Drop among the pages, with its words and the templates its dated words fill", async () => {
    const opened = await fetch(`${site.server.baseUrl}/staff/content/pages?page=/art/weekly-prize`, { headers: { Cookie: cookie } });
    expect(opened.status).toBe(200);
    const { text } = await read(`/staff/content/pages?page=/art/weekly-prize`, { Cookie: cookie });
    expect(text).toContain("Page texts: Weekly Prize");
    for (const locale of ["en", "es"] as const) {
      const { hero, results, countdowns } = weeklyDropPage[locale];
      for (const original of [hero.lede, results.intro, results.votes.other, countdowns["voting-open"].label])
        expect(text).toContain(`Original: ${original}`);
    }
    expect(weeklyDropPage.en.results.intro).toContain("{day}");
    // The entry page's texts list its form, guardian's and confirmations' words among them, and
    // what an entrant reads once an entry is sent.
    const entryPage = (await read(`/staff/content/pages?page=/art/weekly-prize/submit`, { Cookie: cookie })).text;
    expect(entryPage).toContain(`Original: ${entryForm.es.confirmations.publicDisplay}`);
    expect(entryPage).toContain(`Original: ${entrySent.en.steps[0].description}`);
  });

  it("saves each page's changed text in the draft, and the preview shows it in both languages", async () => {
    for (const { page, key, path, text } of changes) {
      const fields = { intent: "save", [textFieldName(key, path, "en")]: text.en, [textFieldName(key, path, "es")]: text.es };
      const saved = await postPageTexts(site.server, cookie, page, fields);
      expect(saved.status, `${page} ${path}`).toBe(200);
    }
    expect((await previewOf("/wyp-licensing")).text).toContain("Stage 1");
    expect((await previewOf("/es/music/studio")).text).toContain(studio.es);
    // The Weekly Drop's loader writes its banner: the preview's texts reach it too.
    expect((await previewOf("/es/art/weekly-prize")).text).toContain(bannerShown.es);
    // Not published yet: the public page is as built.
    expect((await read("/wyp-licensing")).text).toContain("Step 1");
  });

  it("refuses a label without the placeholder the page fills, saving nothing", async () => {
    const fields = {
      intent: "save",
      [textFieldName("site/licensing", "yourJourney.stepLabel", "en")]: "Stage",
      [textFieldName("site/licensing", "yourJourney.stepLabel", "es")]: stage.es,
    };
    const refused = await postPageTexts(site.server, cookie, "/wyp-licensing", fields);
    expect(refused.status).toBe(400);
    expect(htmlText(await refused.text())).toContain("Keep {step} in the English text: the page puts its value there.");
  });

  it("publishes each onto its page in English and Spanish", async () => {
    expect((await postContent(site.server, cookie, { intent: "publish" })).status).toBe(200);
    await expect.poll(() => shows("/wyp-licensing", "Stage 1"), { timeout: 3_000, interval: 100 }).toBe(true);
    for (const { page, query = "", shown } of changes)
      for (const locale of ["en", "es"] as const)
        expect(await shows(localePath(locale, page) + query, shown[locale]), `${locale} ${page}: ${shown[locale]}`).toBe(true);
    expect((await read("/es/wyp-licensing")).text).not.toContain("Paso 1");
    expect((await read("/music/studio")).text).not.toContain(musicSubpages.en.pages.studio.lede);
    // Another sub-page of the same track keeps its own words and title.
    expect((await read("/music/community")).title).toBe(musicSubpages.en.pages.community.meta.title);
  });

  it("puts every page back as built with Restore", async () => {
    expect((await postContent(site.server, cookie, { intent: "restore", version: "as-built" })).status).toBe(200);
    await expect.poll(() => shows("/wyp-licensing", "Step 1"), { timeout: 3_000, interval: 100 }).toBe(true);
    for (const original of originals)
      for (const locale of ["en", "es"] as const)
        expect(await shows(localePath(locale, original.page), original[locale]), `${locale} ${original.page}`).toBe(true);
    expect((await read("/music/studio")).title).toBe(musicSubpages.en.pages.studio.meta.title);
  });
});
