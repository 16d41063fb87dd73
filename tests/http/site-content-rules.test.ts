// Site content's rules against the built server (issue 42): a section the console does not have is
// refused, whatever its name; a notice's link stays on the site or goes to an https address;
// hidden characters are refused, saying where they are; and a stored version is read by the same
// rules one item at a time, so a stale notice or testimonial is left out alone and listed for staff.
import { beforeAll, describe, expect, it } from "vitest";
import { useServer } from "../support/fixtures";
import { contentForm, postContent, sampleNotice, sampleTestimonial } from "../support/site-content";
import { addStaff, signIn } from "../support/staff";

/** The words of a page without markup. */
const words = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");

describe("site content's rules", () => {
  const site = useServer({ env: { LOG_LEVEL: "warn" } });
  let cookie = "";
  beforeAll(async () => {
    await addStaff(site.db, { email: "editor@wyp.example", role: "editor" });
    cookie = await signIn(site.server, "editor@wyp.example");
  });

  const post = (fields: Record<string, string>) => postContent(site.server, cookie, fields);
  /** A notice as the console's form posts it, with `changes` to its fields ("href" for "n.0.href"). */
  const saveNotice = (changes: Record<string, string>) =>
    post(contentForm("notices", Object.fromEntries(Object.entries(changes).map(([name, value]) => [`n.0.${name}`, value]))));
  const draft = async () => (await site.db.selectFrom("site_content_draft").select("body").executeTakeFirst())?.body;
  const page = async (path: string) => (await fetch(`${site.server.baseUrl}${path}`)).text();
  const consoleWords = async () =>
    words(await (await fetch(`${site.server.baseUrl}/staff/content`, { headers: { Cookie: cookie } })).text());

  /** Restores a version through the console; the document the restore published. */
  async function restore(version: string) {
    expect((await post({ intent: "restore", version })).status).toBe(200);
    const restored = await site.db
      .selectFrom("site_content_versions")
      .select("body")
      .where("restored_from", "=", version)
      .executeTakeFirstOrThrow();
    return restored.body;
  }

  /** Publishes a document as a release (or plain SQL) left it, after every version there is. */
  async function storeVersion(id: string, body: object) {
    const newest = await site.db
      .selectFrom("site_content_versions")
      .select("published_at")
      .orderBy("published_at", "desc")
      .executeTakeFirst();
    const at = Math.max(Date.now(), newest ? new Date(newest.published_at).getTime() + 1 : 0);
    await site.db
      .insertInto("site_content_versions")
      .values({
        id,
        body: JSON.stringify(body),
        published_at: new Date(at).toISOString(),
        published_by: "editor@wyp.example",
        restored_from: null,
      })
      .execute();
  }

  it.each(["save:__proto__", "save:constructor", "reset:constructor", "save:toString", "reset:hasOwnProperty", "save:"])(
    "refuses %s with 400 and stores nothing: it is not a section of the page",
    async (intent) => {
      // "ok" and "value" would be read as a parse result if a built-in's call came back with the fields.
      const response = await post({ intent, ok: "1", value: "x" });
      expect(response.status).toBe(400);
      expect(words(await response.text())).toContain("Unknown action.");
      expect(await draft()).toBeUndefined();
    },
  );

  it.each(["//1249767011/x", "///evil/path", "/\\evil.example/x", "/no-such-page"])(
    "refuses a notice linking to %s, which is no page of the site, and stores nothing",
    async (href) => {
      const response = await saveNotice({ href, "label.en": "Go", "label.es": "Ir" });
      expect(response.status).toBe(400);
      const text = words(await response.text());
      expect(text).toContain("Notices: nothing was saved.");
      expect(text).toContain("Write a page of the site as it is in English, like /the-core (Spanish readers get its Spanish page).");
      expect(await draft()).toBeUndefined();
    },
  );

  it.each([
    ["U+202E (right-to-left override)", "\u202e"],
    ["U+0085 (next line)", "\u0085"],
    ["U+200B (zero-width space)", "\u200b"],
  ])("refuses a notice with %s, saying where it is, and stores nothing", async (_, character) => {
    const response = await saveNotice({ "text.es": `Sin encuentro ${character}en diciembre.` });
    expect(response.status).toBe(400);
    expect(words(await response.text())).toContain(
      'The Spanish notice has a hidden character after "Sin encuentro " (an invisible mark, or one that turns the text around): type that part again instead of pasting it.',
    );
    expect(await draft()).toBeUndefined();
  });

  it("never publishes a stored notice linking off the site: not from a draft an older release saved, not by a restore", async () => {
    const offSite = { ...sampleNotice, id: "off-site", link: { href: "//1249767011/x", label: sampleNotice.link.label } };
    const instagram = "https://www.instagram.com/wyp.spring";
    const before = new Date().toISOString();
    await site.db
      .insertInto("site_content_draft")
      .values({
        id: "draft",
        body: JSON.stringify({ links: { instagram }, notices: [offSite] }),
        updated_at: before,
        updated_by: "editor@wyp.example",
      })
      .execute();
    expect((await post({ intent: "publish" })).status).toBe(200);
    const published = await site.db.selectFrom("site_content_versions").select("body").executeTakeFirstOrThrow();
    expect(JSON.parse(published.body).links).toEqual({ instagram });
    expect(published.body).not.toContain("1249767011");
    await expect.poll(async () => await page("/"), { timeout: 3_000, interval: 100 }).toContain(instagram);
    for (const path of ["/", "/es", "/the-core"]) expect(await page(path)).not.toContain("1249767011");

    await storeVersion("left-by-plain-sql", { notices: [offSite] });
    expect(await restore("left-by-plain-sql")).not.toContain("1249767011");
  });

  it("shows a stored version's valid notice and testimonial when others no longer pass, and lists those for staff", async () => {
    const kept = { notices: [sampleNotice], testimonials: [sampleTestimonial] };
    await storeVersion("from-an-older-release", {
      notices: [
        {
          ...sampleNotice,
          id: "old-page",
          text: { en: "Meet us on the old page.", es: "Nos vemos en la página vieja." },
          pages: ["/removed-page"],
        },
        sampleNotice,
        { ...sampleNotice, id: "reversed", text: { en: "Prize \u202eevil", es: "Premio" } },
      ],
      testimonials: [
        { ...sampleTestimonial, name: "Omar Benali Cruz", quote: { en: "A full name, from before the rule.", es: "Un nombre completo." } },
        sampleTestimonial,
      ],
    });
    await expect.poll(async () => words(await page("/")), { timeout: 3_000, interval: 100 }).toContain(sampleNotice.text.en);
    expect(words(await page("/es"))).toContain(sampleNotice.text.es);
    const core = words(await page("/the-core"));
    expect(core).toContain(sampleTestimonial.quote.en);
    expect(core).not.toContain("A full name, from before the rule.");
    for (const html of [await page("/"), await page("/es")]) {
      expect(html).not.toContain("\u202e");
      expect(words(html)).not.toContain("Meet us on the old page.");
    }
    expect(await consoleWords()).toContain(
      'so the pages ignore them: notice "Meet us on the old page.", notice "Prize evil", testimonial "Omar Benali Cruz".',
    );

    // Restoring it publishes what the rules keep, nothing else.
    expect(JSON.parse(await restore("from-an-older-release"))).toEqual(kept);
  });
});
