// The pages rendered per request, in Spanish under /es: art, sport, the art community, The Weekly
// Drop, its entry form and the gallery. Each is read as a Spanish-speaking parent or teen reads it:
// in Spanish (status badges and dates too), with its links staying in Spanish, and nothing left
// from the English content it translates. The pages are read with every field staff fill in the
// console filled in both languages (events, the prize, a winner, a notice, a testimonial): none of
// the English staff typed reaches a Spanish page, its JSON-LD included (issue 47). Then the forms that answer without
// JavaScript: the entry form's messages, and a like or a vote going back to the Spanish page.
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as artEn from "~/features/site/copy/art.en";
import * as artCommunityEn from "~/features/site/copy/art-community.en";
import * as calendarEn from "~/platform/copy/calendar.en";
import * as weeklyDropEntryEn from "~/features/weekly-drop/copy/entry.en";
import * as artEs from "~/features/site/copy/art.es";
import * as artCommunityEs from "~/features/site/copy/art-community.es";
import * as calendarEs from "~/platform/copy/calendar.es";
import * as weeklyDropEntryEs from "~/features/weekly-drop/copy/entry.es";
import * as eventCardEs from "~/features/events/copy/event-card.es";
import * as galleryEs from "~/features/gallery/copy/gallery.es";
import * as sportEs from "~/features/site/copy/sport.es";
import * as weeklyDropEs from "~/features/weekly-drop/copy/weekly-drop.es";
import * as weeklyDropVotingEs from "~/features/weekly-drop/copy/voting.es";
import * as eventCardEn from "~/features/events/copy/event-card.en";
import * as galleryEn from "~/features/gallery/copy/gallery.en";
import * as sportEn from "~/features/site/copy/sport.en";
import * as weeklyDropEn from "~/features/weekly-drop/copy/weekly-drop.en";
import * as weeklyDropVotingEn from "~/features/weekly-drop/copy/voting.en";
import { seedEntries, VOTING_SATURDAY } from "../support/weekly-drop-votes";
import { useServer } from "../support/fixtures";
import { htmlText } from "../support/pages";
import { photoWithGps } from "../support/photos";
import { contentForm, postContent } from "../support/site-content";
import { addStaff, signIn } from "../support/staff";

/** A Wednesday, 10 am in New York: submissions open, voting opens Saturday, the tournament and master classes on. */
const WEDNESDAY = "2026-11-25T15:00:00Z";

const SPANISH_PAGES = [
  "/es",
  "/es/the-core",
  "/es/art",
  "/es/sport",
  "/es/art/community",
  "/es/art/weekly-prize",
  "/es/art/weekly-prize/submit",
  "/es/wyp-gallery",
] as const;

/** Two events as staff post them from the console, every field filled in, in both languages. */
const consoleEvents = [
  {
    programme: "art",
    title: "Harlem Sketch Night",
    titleEs: "Noche de bocetos en Harlem",
    description: "Bring a sketchbook and draw the neighborhood with local artists.",
    descriptionEs: "Trae un cuaderno y dibuja el barrio con artistas de la zona.",
    cost: "Free",
    costEs: "Gratis",
  },
  {
    programme: "sport",
    title: "Rucker Run 3v3",
    titleEs: "Rucker Run 3 contra 3",
    description: "Pickup games for girls of every level, with coaches on the sideline.",
    descriptionEs: "Partidos informales para chicas de todos los niveles, con entrenadoras en la banda.",
    cost: "Free for members",
    costEs: "Gratis para miembros",
  },
].map((event) => ({
  ...event,
  date: "2026-12-05",
  time: "14:00",
  endTime: "17:00",
  place: "Rucker Park",
  borough: "Manhattan",
  link: "https://example.org/event",
  intent: "publish",
}));

/** The prize and a winner as staff enter them in the console, in both languages. */
const consolePrize = {
  intent: "prize",
  title1: "Sketchbook Bundle",
  description1: "Three hardcover sketchbooks and a set of fine pens.",
  titleEs1: "Paquete de cuadernos de dibujo",
  descriptionEs1: "Tres cuadernos de tapa dura y un juego de plumas finas.",
  icon1: "Brush",
};
const consoleWinner = {
  announced: "2026-10-26",
  artworkTitle: "Morning on Lenox Avenue",
  artworkTitleEs: "Mañana en la avenida Lenox",
  artistFirstName: "Dana",
  artistLastInitial: "P",
  age: "17",
  borough: "Manhattan",
  place: "Harlem",
};

/** A notice and a testimonial as staff publish them from Site content, in both languages. */
const consoleContent = {
  notice: {
    en: "Winter break: the studio is closed from December 24 to January 2.",
    es: "Vacaciones de invierno: el estudio cierra del 24 de diciembre al 2 de enero.",
  },
  noticeLink: { en: "See the winter schedule", es: "Ver el horario de invierno" },
  role: { en: "Mentor and painter, Bronx", es: "Mentora y pintora, el Bronx" },
  quote: { en: "I teach on Saturdays and I learn more than I teach.", es: "Enseño los sábados y aprendo más de lo que enseño." },
};

/** Every English text staff typed above: none of it may be on a Spanish page. */
const consoleEnglish = [
  // "Free" alone is left out: too short to search for; "Free for members" stands for the costs.
  ...consoleEvents.flatMap((event) => [event.title, event.description]),
  "Free for members",
  consolePrize.title1,
  consolePrize.description1,
  consoleWinner.artworkTitle,
  ...Object.values(consoleContent).map((text) => text.en),
];

/** The content modules these pages say things from, in English and in Spanish. */
const englishModules = [
  artEn,
  sportEn,
  artCommunityEn,
  weeklyDropEn,
  weeklyDropVotingEn,
  weeklyDropEntryEn,
  galleryEn,
  calendarEn,
  eventCardEn,
];
const spanishModules = [
  artEs,
  sportEs,
  artCommunityEs,
  weeklyDropEs,
  weeklyDropVotingEs,
  weeklyDropEntryEs,
  galleryEs,
  calendarEs,
  eventCardEs,
];

/** Every text of a content value (functions aside: their words are checked one by one below). */
function textsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const item of value) textsOf(item, out);
  else if (value !== null && typeof value === "object") for (const item of Object.values(value)) textsOf(item, out);
  return out;
}

const wordsIn = (text: string) => text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;

/** English sentences (three words or more) of the modules that their Spanish twins do not say the same way. */
const englishSentences = (() => {
  const spanish = new Set(spanishModules.flatMap((module) => textsOf(module)));
  const english = englishModules.flatMap((module) => textsOf(module));
  return [...new Set(english)].filter((text) => wordsIn(text) >= 3 && !spanish.has(text));
})();

/** The words English functions put around their values ("Last week: ... by ..."), and the badges. */
const englishFragments = [
  "Last week:",
  "Announced ",
  "Voting opens ",
  "Voting for this week has closed",
  "Vote for ",
  "Your vote",
  "Like ",
  " votes",
  ...Object.values(eventCardEn.eventStatusLabels),
  eventCardEn.eventLinkLabel,
];

const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The page's own part (the shell around it is another part's), as a reader and a screen reader meet it. */
function mainOf(html: string) {
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  const labels = [...main.matchAll(/\s(?:aria-label|alt|title|placeholder)="([^"]*)"/g)].map((match) => decode(match[1]));
  return { html: main, text: htmlText(main), labels };
}

/** The status badges of a page's current events, in order. */
const badgesOf = (html: string) =>
  [...html.matchAll(/data-status="([\w-]+)"[^>]*>(?:<span[^>]*><\/span>)?([^<]+)</g)].map((match) => `${match[1]}:${match[2]}`);

/** Set-Cookie values as one Cookie header (name=value pairs). */
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .filter((pair) => !pair.endsWith("="))
    .join("; ");

describe("the pages rendered per request, in Spanish", () => {
  const site = useServer({ env: { PAGES_AS_OF: WEDNESDAY, LOG_LEVEL: "warn", DROP_ENTRIES_PER_HOUR: "50" } });
  const url = (path: string) => `${site.server.baseUrl}${path}`;
  const pages = new Map<string, { status: number; html: string }>();

  beforeAll(async () => {
    // Posted from the console as staff write them: their titles stay as typed on the Spanish pages.
    await addStaff(site.db, { email: "events-es@wyp.test", role: "editor" });
    const cookie = await signIn(site.server, "events-es@wyp.test");
    const post = (path: string, fields: Record<string, string>) =>
      fetch(url(path), { method: "POST", headers: { cookie }, redirect: "manual", body: new URLSearchParams(fields) });
    for (const event of consoleEvents) expect((await post("/staff/events/new", event)).status).toBe(303);
    expect((await post("/staff/weekly-drop", consolePrize)).status).toBe(200);
    expect((await post("/staff/weekly-drop/winners/new", consoleWinner)).status).toBe(303);
    const content = [
      contentForm("notices", {
        "n.0.text.en": consoleContent.notice.en,
        "n.0.text.es": consoleContent.notice.es,
        "n.0.label.en": consoleContent.noticeLink.en,
        "n.0.label.es": consoleContent.noticeLink.es,
      }),
      contentForm("testimonials", {
        "t.0.role.en": consoleContent.role.en,
        "t.0.role.es": consoleContent.role.es,
        "t.0.quote.en": consoleContent.quote.en,
        "t.0.quote.es": consoleContent.quote.es,
      }),
      { intent: "publish" },
    ];
    for (const fields of content) expect((await postContent(site.server, cookie, fields)).status).toBeLessThan(400);
    // Published pages are rendered again in memory right after: wait for the prerendered ones.
    await vi.waitFor(
      async () => {
        const core = await (await fetch(url("/es/the-core"))).text();
        if (!core.includes(consoleContent.quote.es)) throw new Error("/es/the-core is not rendered again yet");
      },
      { timeout: 5_000, interval: 50 },
    );
    for (const path of SPANISH_PAGES) {
      const response = await fetch(url(path));
      pages.set(path, { status: response.status, html: await response.text() });
    }
  });

  const page = (path: (typeof SPANISH_PAGES)[number]) => pages.get(path)!;

  it.each(SPANISH_PAGES)("answers %s in Spanish, with no English sentence from its content", (path) => {
    const { status, html } = page(path);
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="es"/);
    const { text, labels } = mainOf(html);
    const read = [text, ...labels].join("\n");
    expect(englishSentences.filter((sentence) => read.includes(sentence))).toEqual([]);
    expect(englishFragments.filter((fragment) => read.includes(fragment))).toEqual([]);
  });

  it.each(SPANISH_PAGES)("shows none of the English staff typed in the console on %s, nor in its JSON-LD", (path) => {
    const { html } = page(path);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    const read = [htmlText(html), ...mainOf(html).labels, ...jsonLd].join("\n");
    expect(consoleEnglish.filter((text) => read.includes(text))).toEqual([]);
  });

  it("shows what staff wrote in Spanish where each page shows it", () => {
    const textOf = (path: (typeof SPANISH_PAGES)[number]) => htmlText(page(path).html);
    expect(textOf("/es")).toContain(consoleContent.notice.es);
    expect(textOf("/es/sport")).toContain(consoleContent.notice.es);
    expect(textOf("/es/the-core")).toContain(consoleContent.quote.es);
    expect(textOf("/es/the-core")).toContain(consoleContent.role.es);
    expect(textOf("/es/art/weekly-prize")).toContain(`${consolePrize.titleEs1} ${consolePrize.descriptionEs1}`);
    expect(textOf("/es/art/weekly-prize")).toContain(consoleWinner.artworkTitleEs);
    expect(textOf("/es/sport")).toMatch(/Rucker Run 3 contra 3 .*Rucker Park, Manhattan · Gratis para miembros/);
    expect(page("/es/sport").html).toContain('"name":"Rucker Run 3 contra 3"');
  });

  it.each(SPANISH_PAGES)("keeps the links inside %s on the Spanish site", (path) => {
    const { html } = mainOf(page(path).html);
    const addresses = [...html.matchAll(/\s(?:href|action)="([^"]*)"/g)].map((match) => decode(match[1]));
    // Pages of this site; not its endpoints (a like, a vote) nor its files.
    const sitePages = addresses.filter((address) => address.startsWith("/") && !/^\/(\/|api\/|resources\/|media\/|assets\/)/.test(address));
    expect(sitePages.length).toBeGreaterThan(0);
    expect(sitePages.filter((address) => address !== "/es" && !address.startsWith("/es/") && !address.startsWith("/es?"))).toEqual([]);
  });

  it("says each dated event's status and this week's deadline in Spanish on /es/art", () => {
    const { html, text } = mainOf(page("/es/art").html);
    // The contest closed on Nov 9: its card is gone; the master classes (an event with Spanish texts) are on.
    expect(badgesOf(html)).toEqual(["open:EN MARCHA", "entries-open:ABIERTO AHORA"]);
    expect(text).toMatch(
      /Serie de clases magistrales Sesiones en vivo con artistas profesionales .* sáb\., 12 de sept\. – sáb\., 12 de dic\. Más detalles/,
    );
    expect(text).not.toContain("Passion in Color Contest");
    expect(text).toMatch(/Anuncio de ganadores de Passion in Color .*Fecha por confirmar/);
    expect(text).toContain("Esta semana se reciben obras hasta el viernes 27 de noviembre a las 5:00 p. m. (hora del Este).");
    // The event staff posted: its Spanish title, its date in Spanish.
    expect(text).toMatch(/Noche de bocetos en Harlem .*sáb\., 5 de dic\., 2:00 p\. m\. – 5:00 p\. m\./);
  });

  it("shows the tournament on, the rest coming soon, and staff's event dated in Spanish on /es/sport", () => {
    const { html, text } = mainOf(page("/es/sport").html);
    expect(badgesOf(html)).toEqual(["open:EN MARCHA", "coming-soon:PRÓXIMAMENTE", "coming-soon:PRÓXIMAMENTE"]);
    expect(text).toContain("Torneo QueenMe Classic");
    expect(text).not.toContain("QueenMe Classic Tournament");
    expect(text).toMatch(/Rucker Run 3 contra 3 .*Rucker Park, Manhattan .*sáb\., 5 de dic\., 2:00 p\. m\. – 5:00 p\. m\./);
    // The spec's seeded events have no date yet: the line says so in Spanish.
    expect(text).toContain("Próximamente");
    expect(text).not.toContain("Coming Soon");
  });

  it("lists the next art events with Spanish dates on /es/art/community", () => {
    const { text } = mainOf(page("/es/art/community").html);
    expect(text).toMatch(/Próximamente .*Noche de bocetos en Harlem .*sáb\., 5 de dic\., 2:00 p\. m\./);
  });

  it("says when voting opens, and who won and when, in Spanish on /es/art/weekly-prize", () => {
    const { text } = mainOf(page("/es/art/weekly-prize").html);
    expect(text).toContain("La votación abre el sábado 28 de noviembre a las 12:00 a. m. (hora del Este).");
    expect(text).toContain("Se reciben obras cada semana hasta el viernes a las 5:00 p. m. (hora del Este)");
    // The newest winner's banner: announced before last Monday, so with its date, written out in the sentence.
    expect(text).toContain("OBRA GANADORA Se anunció el 16 de noviembre de 2026: «Flor de concreto», de Jasmine K., 16 años, el Bronx");
    // Times never break across a line: no-break spaces in "5:00 p. m.".
    expect(page("/es/art/weekly-prize").html).toContain("5:00\u00a0p.\u00a0m.");
  });

  const entryForm = async (fields: Record<string, string | null>, photo?: Buffer) => {
    const form = new FormData();
    if (photo) form.set("image", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "IMG_0001.jpg");
    const filled = {
      title: "Mi barrio",
      description: "Marcadores sobre papel.",
      firstName: "Sofía",
      lastInitial: "R",
      age: "15",
      borough: "Bronx",
      email: "sofia.es@example.org",
      guardianName: "Ana R",
      guardianContact: "718-555-0100",
      ownWork: "on",
      publicDisplay: "on",
      ...fields,
    };
    for (const [name, value] of Object.entries(filled)) if (value !== null) form.set(name, value);
    return fetch(url("/es/art/weekly-prize/submit"), {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { Origin: site.server.baseUrl },
    });
  };

  it("answers an entry sent from /es with a missing field in Spanish, keeping what was typed", async () => {
    const response = await entryForm({ title: null }, await photoWithGps());
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(/<html lang="es"/);
    const { text } = mainOf(html);
    expect(text).toContain(weeklyDropEntryEs.entryErrors.titleMissing);
    expect(text).toContain(weeklyDropEntryEs.entryForm.fixFields);
    expect(text).not.toContain(weeklyDropEntryEn.entryErrors.titleMissing);
    expect(html).toContain('value="Sofía"');

    const withoutPhoto = mainOf(await (await entryForm({})).text()).text;
    expect(withoutPhoto).toContain(weeklyDropEntryEs.entryErrors.imageMissing);
  });

  it("tells a 12-year-old in Spanish what they can do instead, with links that stay in Spanish", async () => {
    const response = await entryForm({ age: "12" }, await photoWithGps());
    expect(response.status).toBe(400);
    const { html, text } = mainOf(await response.text());
    expect(text).toContain(weeklyDropEntryEs.entryErrors.tooYoung);
    expect(html).toContain('href="/es/wyp-gallery"');
  });

  it("takes a photo entry sent from /es and says what happens next in Spanish, with the week's dates", async () => {
    // Grainy, so the body is well over the forms' 64 KB: the host knows the Spanish form takes a photo.
    const photo = await photoWithGps({ grainy: true });
    expect(photo.length).toBeGreaterThan(64 * 1024);
    const response = await entryForm({}, photo);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/es/art/weekly-prize/submit?entered=2026-11-30");
    const next = await fetch(url(response.headers.get("location")!));
    const { text } = mainOf(await next.text());
    expect(text).toContain(weeklyDropEntryEs.entrySent.title);
    expect(text).toContain("Se reciben obras hasta el viernes 27 de noviembre a las 5:00 p. m. (hora del Este).");
    expect(text).toContain("La obra ganadora se anuncia el lunes 30 de noviembre al mediodía (hora del Este).");
  });

  it("sends a like made without JavaScript on /es/wyp-gallery back there, with its notice in Spanish", async () => {
    const { html } = mainOf(page("/es/wyp-gallery").html);
    const likeAction = /action="(\/api\/gallery\/[^"]+\/like)"/.exec(html)?.[1];
    expect(likeAction).toBeDefined();
    expect(html).toContain('name="returnTo" value="/es/wyp-gallery"');
    const liked = await fetch(url(likeAction!), {
      method: "POST",
      body: new URLSearchParams({ returnTo: "/es/wyp-gallery" }),
      headers: { Accept: "text/html", Origin: site.server.baseUrl },
      redirect: "manual",
    });
    expect(liked.status).toBe(303);
    expect(liked.headers.get("location")).toBe("/es/wyp-gallery");
    const back = await fetch(url("/es/wyp-gallery"), { headers: { Cookie: cookiesOf(liked) } });
    const { text } = mainOf(await back.text());
    expect(text).toContain(galleryEs.galleryNotices.liked.title);
    expect(text).toContain(galleryEs.galleryNotices.liked.description);
  });

  it("keeps a filtered Spanish gallery's filter, and never sends a like elsewhere", async () => {
    const like = (returnTo: string) =>
      fetch(url(/action="(\/api\/gallery\/[^"]+\/like)"/.exec(page("/es/wyp-gallery").html)![1]), {
        method: "POST",
        body: new URLSearchParams({ returnTo }),
        headers: { Accept: "text/html" },
        redirect: "manual",
      });
    expect((await like("/es/wyp-gallery?age=13-15")).headers.get("location")).toBe("/es/wyp-gallery?age=13-15");
    expect((await like("/es/art")).headers.get("location")).toBe("/wyp-gallery");
    expect((await like("https://elsewhere.example/es/wyp-gallery")).headers.get("location")).toBe("/wyp-gallery");
  });
});

describe("a vote made without JavaScript on /es/art/weekly-prize", () => {
  const site = useServer({ env: { PAGES_AS_OF: VOTING_SATURDAY, LOG_LEVEL: "warn" } });
  const url = (path: string) => `${site.server.baseUrl}${path}`;

  it("goes back to the Spanish page's voting section, with its notice in Spanish", async () => {
    const [entry] = await seedEntries(site.db, [{ title: "Luz de bodega", status: "approved" }]);
    const before = await (await fetch(url("/es/art/weekly-prize"))).text();
    expect(mainOf(before).labels).toContain(weeklyDropVotingEs.weeklyDropVoting.voteFor("Luz de bodega"));
    expect(before).toContain('name="returnTo" value="/es/art/weekly-prize"');

    const voted = await fetch(url(`/resources/weekly-drop/entries/${entry!.id}/vote`), {
      method: "POST",
      body: new URLSearchParams({ returnTo: "/es/art/weekly-prize" }),
      headers: { Accept: "text/html" },
      redirect: "manual",
    });
    expect(voted.status).toBe(303);
    expect(voted.headers.get("location")).toBe("/es/art/weekly-prize#vote");

    const after = await (await fetch(url("/es/art/weekly-prize"), { headers: { Cookie: cookiesOf(voted) } })).text();
    const { text, labels } = mainOf(after);
    expect(text).toContain(weeklyDropVotingEs.voteNotices.voted.title);
    expect(labels).toContain(weeklyDropVotingEs.weeklyDropVoting.yourVoteFor("Luz de bodega"));
  });

  it("still goes back to the English page from the English page, or when the form says nothing", async () => {
    const [entry] = await seedEntries(site.db, [{ title: "Night Bus", status: "approved" }]);
    const vote = (body: URLSearchParams) =>
      fetch(url(`/resources/weekly-drop/entries/${entry!.id}/vote`), {
        method: "POST",
        body,
        headers: { Accept: "text/html" },
        redirect: "manual",
      });
    expect((await vote(new URLSearchParams({ returnTo: "/art/weekly-prize" }))).headers.get("location")).toBe("/art/weekly-prize#vote");
    expect((await vote(new URLSearchParams())).headers.get("location")).toBe("/art/weekly-prize#vote");
    expect((await vote(new URLSearchParams({ returnTo: "https://elsewhere.example/" }))).headers.get("location")).toBe(
      "/art/weekly-prize#vote",
    );
  });
});
