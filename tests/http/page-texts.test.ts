// Page texts against the built server (issue 44): a text staff change is saved in the draft,
// published onto the prerendered page in its language (and no other page's data carries it);
// every text is checked against its original, a refusal saving nothing and keeping what was typed;
// and a stored text this release no longer has is ignored by the pages and listed for staff.
import { beforeAll, describe, expect, it } from "vitest";
import { homePage } from "~/features/site/copy/home";
import { useServer } from "../support/fixtures";
import { htmlText } from "../support/pages";
import { homeTextsForm, postPageTexts } from "../support/page-texts";
import { postContent } from "../support/site-content";
import { addStaff, signIn } from "../support/staff";

/** A page's text as a reader sees it; the console's messages quote a tag. */
const words = (html: string) => htmlText(html).replaceAll("&lt;", "<").replaceAll("&gt;", ">");

const line = { en: "Screens lose when neighbours show up.", es: "Las pantallas pierden cuando el barrio aparece." };

describe("page texts", () => {
  const site = useServer({ env: { LOG_LEVEL: "warn" } });
  let cookie = "";
  beforeAll(async () => {
    await addStaff(site.db, { email: "editor@wyp.example", role: "editor" });
    cookie = await signIn(site.server, "editor@wyp.example");
  });

  const save = (fields: Record<string, string>, page = "/") => postPageTexts(site.server, cookie, page, fields);
  const draft = async () => (await site.db.selectFrom("site_content_draft").select("body").executeTakeFirst())?.body;
  const page = async (path: string) => (await fetch(`${site.server.baseUrl}${path}`)).text();
  const consoleWords = async (page = "/") =>
    words(await (await fetch(`${site.server.baseUrl}/staff/content/pages?page=${page}`, { headers: { Cookie: cookie } })).text());

  it("lists the home page's texts in both languages beside their originals", async () => {
    const shown = await consoleWords();
    expect(shown).toContain("Page texts: Home page");
    expect(shown).toContain(`Original: ${homePage.en.hero.line}`);
    expect(shown).toContain(`Original: ${homePage.es.hero.line}`);
  });

  it("refuses a text without its Spanish, with markup, hidden characters or too long, saving nothing and keeping what was typed", async () => {
    const refusals: [Record<string, { en?: string; es?: string }>, string][] = [
      [{ "hero.line": { en: line.en, es: " " } }, "Write the Spanish text: a page shows both languages."],
      [{ "hero.line": { en: "<b>Screens</b> lose.", es: line.es } }, "The English text is plain text: leave out tags like <b>."],
      [{ "hero.line": { en: "Screens \u202Elose", es: line.es } }, 'The English text has a hidden character after "Screens "'],
      [{ "hero.headline": { en: "x".repeat(homePage.en.hero.headline.length * 2 + 1) } }, "(twice the original's)"],
    ];
    for (const [changes, message] of refusals) {
      const response = await save(homeTextsForm(changes));
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(words(html)).toContain(message);
      expect(words(html)).toContain("Nothing was saved.");
      // What was typed in the other language is still in its box.
      if (changes["hero.line"]?.es === line.es) expect(html).toContain(line.es);
      expect(await draft()).toBeUndefined();
    }
  });

  it("refuses a page whose words cannot be changed", async () => {
    expect((await save(homeTextsForm(), "/staff")).status).toBe(404);
    expect((await save({ ...homeTextsForm(), intent: "toString" })).status).toBe(400);
  });

  it("publishes a changed text onto / and /es, in each one's language, and onto no other page's data", async () => {
    expect((await save(homeTextsForm({ "hero.line": line }))).status).toBe(200);
    // Only what differs from the code is kept.
    expect(JSON.parse((await draft()) ?? "{}").texts).toEqual({ "site/home": { "hero.line": line } });
    expect(words(await page("/"))).toContain(homePage.en.hero.line);

    expect((await postContent(site.server, cookie, { intent: "publish" })).status).toBe(200);
    await expect.poll(async () => words(await page("/")), { timeout: 3_000, interval: 100 }).toContain(line.en);
    const english = words(await page("/"));
    expect(english).not.toContain(homePage.en.hero.line);
    expect(english).not.toContain(line.es);
    const spanish = words(await page("/es"));
    expect(spanish).toContain(line.es);
    expect(spanish).not.toContain(line.en);
    for (const other of ["/the-core", "/about", "/es/the-core"]) expect(await page(other)).not.toContain("site/home");
  });

  it("puts a page's texts back to the code's in the draft, leaving what else the draft holds", async () => {
    expect((await save({ intent: "reset" })).status).toBe(200);
    expect(JSON.parse((await draft()) ?? "{}").texts).toBeUndefined();
  });

  it("ignores a stored text the release no longer has, shows the others, and lists the unused for staff", async () => {
    const newest = await site.db
      .selectFrom("site_content_versions")
      .select("published_at")
      .orderBy("published_at", "desc")
      .executeTakeFirst();
    const at = Math.max(Date.now(), newest ? new Date(newest.published_at).getTime() + 1 : 0);
    const body = {
      texts: {
        "site/home": {
          "hero.line": line,
          "hero.slogan": { en: "A field an older release had.", es: "Un campo de antes." },
          "hero.headline": { en: "Only English." },
        },
        "site/removed-page": { "hero.title": { en: "A removed page.", es: "Una página quitada." } },
      },
    };
    await site.db.deleteFrom("site_content_draft").execute();
    await site.db
      .insertInto("site_content_versions")
      .values({
        id: "older-release",
        body: JSON.stringify(body),
        published_at: new Date(at).toISOString(),
        published_by: "x",
        restored_from: null,
      })
      .execute();
    await expect.poll(async () => words(await page("/es")), { timeout: 3_000, interval: 100 }).toContain(line.es);
    const home = words(await page("/"));
    expect(home).toContain(homePage.en.hero.headline);
    expect(home).not.toContain("A field an older release had.");
    expect(await consoleWords()).toContain(
      "so the pages ignore them: Page texts: Home page, hero.slogan; Page texts: Home page, hero.headline; Page texts: site/removed-page",
    );
  });
});
