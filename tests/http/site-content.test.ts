// Site content over HTTP (issue 31): an editor changes a link, the contact address and a figure in
// a draft; a bad value is refused with the field's message and nothing stored; the draft shows only
// in staff's preview (never cached, never indexed); publishing changes the pages served from memory
// (a new ETag) on this instance and on a second one on the same database within 2 s; restoring
// brings the old content back; every step is in the audit log.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultLinks } from "~/platform/links";
import { figureDefaults } from "~/features/site/content/content-form";
import { launchApp, type AppProcess } from "../support/app-process";
import { testDialects } from "../support/databases";
import { TEST_BUILD_DIR } from "../support/environment";
import { useServer } from "../support/fixtures";
import { inlineScriptsAndPolicy } from "../support/pages";
import { postContent } from "../support/site-content";
import { addStaff, signIn } from "../support/staff";

const NEW_INVITE = "https://discord.gg/wyp-winter-2026";
const NEW_INSTAGRAM = "https://www.instagram.com/wyp.nyc";
const OLDER_INSTAGRAM = "https://www.instagram.com/wyp.older";

/** The words of a page without markup. */
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

// On PostgreSQL when the run has it: two instances share one database as in production.
const dialect = testDialects().at(-1)!;

describe(`site content on ${dialect}`, () => {
  const site = useServer({ dialect, env: { LOG_LEVEL: "warn" } });
  let cookie = "";
  let second: AppProcess | undefined;
  beforeAll(async () => {
    await addStaff(site.db, { email: "editor@wyp.example", role: "editor" });
    cookie = await signIn(site.server, "editor@wyp.example");
  });
  afterAll(async () => {
    await second?.stop();
  });

  const post = (fields: Record<string, string>) => postContent(site.server, cookie, fields);
  const page = (base: string, path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });
  /** Every link field as the console posts it, with `changes` over the defaults. */
  const linkFields = (changes: Record<string, string>) => ({
    intent: "save:links",
    ...Object.fromEntries(Object.entries(defaultLinks).map(([key, url]) => [`link.${key}`, changes[key] ?? url])),
  });
  const audit = async () =>
    (await site.db.selectFrom("audit_log").select("action").where("action", "like", "content-%").execute()).map((row) => row.action);

  it("refuses a link off its service's host, with the field's message, and stores nothing", async () => {
    const refused = await post(linkFields({ chatInvite: "https://evil.example/join" }));
    expect(refused.status).toBe(400);
    const text = words(await refused.text());
    expect(text).toContain("This link must go to discord.gg or discord.com.");
    expect(text).toContain("Links: nothing was saved.");
    const notHttps = await post(linkFields({ instagram: "javascript:alert(1)" }));
    expect(notHttps.status).toBe(400);
    expect(words(await notHttps.text())).toContain("Write a full address starting with https://.");
    expect(await site.db.selectFrom("site_content_draft").selectAll().execute()).toEqual([]);
  });

  it("reads a notice's pages and New York times from its form, and refuses an end before the start", async () => {
    const notice = (starts: string, ends: string) => {
      const body = new URLSearchParams({
        intent: "save:notices",
        "n.0.id": "",
        "n.0.text.en": "Registration for the spring cohort opens Jan 15.",
        "n.0.text.es": "La inscripción para el grupo de primavera abre el 15 de enero.",
        "n.0.href": "/the-core",
        "n.0.label.en": "About THE CORE",
        "n.0.label.es": "Sobre THE CORE",
        "n.0.starts": starts,
        "n.0.ends": ends,
      });
      body.append("n.0.pages", "/the-core");
      body.append("n.0.pages", "/tracks");
      return fetch(`${site.server.baseUrl}/staff/content`, { method: "POST", body, headers: { Cookie: cookie } });
    };
    const backwards = await notice("2027-01-15T09:00", "2027-01-01T09:00");
    expect(backwards.status).toBe(400);
    expect(words(await backwards.text())).toContain("The end must come after the start.");
    const saved = await notice("2027-01-10T09:00", "2027-01-15T23:59");
    expect(saved.status).toBe(200);
    const draft = JSON.parse((await site.db.selectFrom("site_content_draft").select("body").executeTakeFirstOrThrow()).body);
    expect(draft.notices).toEqual([
      expect.objectContaining({
        pages: ["/the-core", "/tracks"],
        // 9:00 in New York in January is 14:00 UTC.
        starts: "2027-01-10T14:00:00.000Z",
        ends: "2027-01-16T04:59:00.000Z",
        link: { href: "/the-core", label: { en: "About THE CORE", es: "Sobre THE CORE" } },
      }),
    ]);
    // Back to none, so the tests below start from links only.
    expect((await post({ intent: "discard" })).status).toBe(200);
  });

  it("keeps a draft out of the public pages, and shows it in staff's preview only", async () => {
    expect((await post(linkFields({ chatInvite: NEW_INVITE, instagram: NEW_INSTAGRAM }))).status).toBe(200);
    expect((await post({ intent: "save:contactEmail", contactEmail: "Team@WYP.example" })).status).toBe(200);

    // Public: the code's links still.
    const community = await (await page(site.server.baseUrl, "/art/community")).text();
    expect(community).toContain(defaultLinks.chatInvite);
    expect(community).not.toContain(NEW_INVITE);
    expect(await (await page(site.server.baseUrl, "/")).text()).toContain(defaultLinks.instagram);

    // The preview: signed in, the draft; signed out, the public page.
    const preview = await page(site.server.baseUrl, "/art/community?preview=1", { Cookie: cookie });
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    expect(preview.headers.get("x-robots-tag")).toBe("noindex");
    const previewed = await preview.text();
    expect(previewed).toContain(NEW_INVITE);
    expect(previewed).toContain('<meta name="robots" content="noindex"/>');
    expect(words(previewed)).toContain("Preview of your draft");
    const privacyPreview = await (await page(site.server.baseUrl, "/privacy?preview=1", { Cookie: cookie })).text();
    expect(privacyPreview).toContain("mailto:team@wyp.example");
    const stranger = await (await page(site.server.baseUrl, "/art/community?preview=1")).text();
    expect(stranger).not.toContain(NEW_INVITE);
    expect(words(stranger)).not.toContain("Preview of your draft");

    // The console opens a preview of any of the site's pages, and of nothing else.
    const opened = await fetch(`${site.server.baseUrl}/staff/content/preview?page=/es/the-core`, {
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect([opened.status, opened.headers.get("location")]).toEqual([303, "/es/the-core?preview=1"]);
    const elsewhere = await fetch(`${site.server.baseUrl}/staff/content/preview?page=https://evil.example`, {
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(elsewhere.status).toBe(400);
  });

  it("marks the draft private and noindex however the preview is asked for (issue 42, row 6)", async () => {
    // Prerendered and per-request pages, each spelling the root loader reads as a preview.
    for (const path of ["/?preview=1&preview=2", "/art?preview=1&preview=2", "/art/community?preview", "/es/art?%70review=1"]) {
      const response = await page(site.server.baseUrl, path, { Cookie: cookie });
      const draftShown = (await response.text()).includes('<meta name="robots" content="noindex"/>');
      expect([path, draftShown, response.headers.get("cache-control"), response.headers.get("x-robots-tag")]).toEqual([
        path,
        true,
        "private, no-store",
        "noindex",
      ]);
    }
  });

  it("publishes to every page from memory, here and on a second instance within 2 s, then restores", async () => {
    const before = await page(site.server.baseUrl, "/");
    const etagBefore = before.headers.get("etag");
    second = await launchApp({
      dataDir: site.server.dataDir,
      captureOutput: true,
      env: { WYP_BUILD_DIR: TEST_BUILD_DIR, DATABASE_URL: site.server.databaseUrl ?? "", LOG_LEVEL: "warn" },
    });

    expect((await post({ intent: "publish" })).status).toBe(200);
    const published = Date.now();
    // The footer of every page, served from memory (prerendered), in both languages.
    for (const base of [site.server.baseUrl, second.baseUrl]) {
      await expect
        .poll(async () => (await (await page(base, "/es/the-core")).text()).includes(NEW_INSTAGRAM), { timeout: 2_000, interval: 50 })
        .toBe(true);
    }
    expect(Date.now() - published).toBeLessThan(2_000);
    const after = await page(site.server.baseUrl, "/");
    expect(after.headers.get("etag")).not.toBe(etagBefore);
    expect(after.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
    const home = await after.text();
    expect(home).toContain(NEW_INSTAGRAM);
    expect(home).not.toContain("wyp-link:");
    expect(await (await page(second.baseUrl, "/art/community")).text()).toContain(NEW_INVITE);
    expect(await (await page(second.baseUrl, "/terms")).text()).toContain("team@wyp.example");
    // A page React Router answers (not found) has the new footer too.
    expect(await (await page(site.server.baseUrl, "/no-such-page")).text()).toContain(NEW_INSTAGRAM);
    // A revalidation with the old ETag gets the new page, not 304.
    expect((await page(site.server.baseUrl, "/", { "If-None-Match": etagBefore! })).status).toBe(200);

    // Restore the version before (none: the code's content): a second publish of nothing changed back.
    expect((await post(linkFields({}))).status).toBe(200);
    expect((await post({ intent: "reset:contactEmail" })).status).toBe(200);
    expect((await post({ intent: "publish" })).status).toBe(200);
    const versions = await site.db.selectFrom("site_content_versions").select(["id", "published_at"]).orderBy("published_at").execute();
    expect(versions).toHaveLength(2);
    for (const base of [site.server.baseUrl, second.baseUrl]) {
      await expect
        .poll(async () => (await (await page(base, "/")).text()).includes(NEW_INSTAGRAM), { timeout: 2_000, interval: 50 })
        .toBe(false);
    }
    expect((await post({ intent: "restore", version: versions[0].id })).status).toBe(200);
    for (const base of [site.server.baseUrl, second.baseUrl]) {
      await expect
        .poll(async () => (await (await page(base, "/")).text()).includes(NEW_INSTAGRAM), { timeout: 2_000, interval: 50 })
        .toBe(true);
    }
    const console = words(await (await fetch(`${site.server.baseUrl}/staff/content`, { headers: { Cookie: cookie } })).text());
    expect(console).toContain("Restored: Links, Contact");
    expect(await audit()).toEqual(expect.arrayContaining(["content-draft", "content-publish", "content-restore"]));
    expect((await audit()).filter((action) => action === "content-publish")).toHaveLength(2);
  });

  it("lets a page rendered again on publishing run its own scripts by hash, with no nonce every visitor shares (issue 42, row 17)", async () => {
    for (const path of ["/", "/es/the-core", "/no-such-page"]) {
      // The published content: the page rendered in the server, not the build's.
      await expect
        .poll(async () => (await (await page(site.server.baseUrl, path)).text()).includes(NEW_INSTAGRAM), { timeout: 5_000, interval: 50 })
        .toBe(true);
      const policies = [];
      for (let visit = 0; visit < 2; visit++) {
        const response = await page(site.server.baseUrl, path);
        const html = await response.text();
        const policy = inlineScriptsAndPolicy(response.headers.get("content-security-policy"), html);
        expect(policy.scripts.length).toBeGreaterThan(0);
        expect([path, policy.nonce, html.includes("nonce=")]).toEqual([path, undefined, false]);
        expect(policy.hashes).toEqual([...new Set(policy.scripts.map((script) => script.hash))].sort());
        policies.push(policy.hashes);
      }
      expect(policies[1]).toEqual(policies[0]);
    }
  });

  it("shows figures and testimonials edited in the console on their pages, in both languages", async () => {
    const figures = Object.fromEntries(
      Object.entries(figureDefaults).flatMap(([key, figure]) =>
        (["en", "es"] as const).flatMap((locale) => [
          [`figure.${key}.${locale}.value`, figure[locale].value],
          [`figure.${key}.${locale}.label`, figure[locale].label],
        ]),
      ),
    );
    const saved = await post({
      ...figures,
      intent: "save:figures",
      "figure.activeAthletes.en.value": "650+",
      "figure.activeAthletes.es.value": "650+",
      "figure.activeAthletes.es.label": "Atletas en la cancha",
    });
    expect(saved.status).toBe(200);
    const testimonials = await post({
      intent: "save:testimonials",
      "t.0.name": "Nia K.",
      "t.0.order": "2",
      "t.0.role.en": "Mentor, Bronx",
      "t.0.role.es": "Mentora, Bronx",
      "t.0.quote.en": "I coach on Saturdays and learn more than I teach.",
      "t.0.quote.es": "Entreno los sábados y aprendo más de lo que enseño.",
      "t.0.shown": "yes",
      "t.1.name": "Omar B.",
      "t.1.order": "1",
      "t.1.role.en": "16, Queens",
      "t.1.role.es": "16, Queens",
      "t.1.quote.en": "Not ready to be on the site yet.",
      "t.1.quote.es": "Todavía no está listo.",
      // An empty row (the form's "new testimonial") is nothing.
      "t.2.name": "",
    });
    expect(testimonials.status).toBe(200);
    // A full name is refused: these are young people's words.
    const fullName = await post({
      intent: "save:testimonials",
      "t.0.name": "Nia Kamara Jones",
      "t.0.role.en": "a",
      "t.0.role.es": "a",
      "t.0.quote.en": "a",
      "t.0.quote.es": "a",
    });
    expect(fullName.status).toBe(400);
    expect(words(await fullName.text())).toContain('Write a first name and the initial of the last name, like "Maya R.".');
    expect((await post({ intent: "publish" })).status).toBe(200);

    await expect
      .poll(async () => words(await (await page(site.server.baseUrl, "/the-core")).text()), { timeout: 2_000 })
      .toContain("Nia K., Mentor, Bronx");
    const core = words(await (await page(site.server.baseUrl, "/the-core")).text());
    expect(core).toContain("I coach on Saturdays and learn more than I teach.");
    expect(core).not.toContain("Omar B.");
    expect(core).not.toContain("Aaliyah R.");
    expect(words(await (await page(site.server.baseUrl, "/es/the-core")).text())).toContain(
      "Entreno los sábados y aprendo más de lo que enseño.",
    );
    const sport = words(await (await page(site.server.baseUrl, "/sport")).text());
    expect(sport).toContain("650+");
    expect(sport).not.toContain("Active Athletes 500+");
    expect(words(await (await page(site.server.baseUrl, "/es/sport")).text())).toContain("Atletas en la cancha 650+");
    // Home shows the same figure on the sport programme's card.
    expect(words(await (await page(site.server.baseUrl, "/")).text())).toContain("650+ Active Athletes");
  });

  it("puts a scheduled notice on its page when it starts and takes it off when it ends, with no one signed in", async () => {
    const newest = await site.db
      .selectFrom("site_content_versions")
      .select(["body", "published_at"])
      .orderBy("published_at", "desc")
      .limit(1)
      .executeTakeFirstOrThrow();
    const startsIn = Date.now() + 2_000;
    await site.db
      .insertInto("site_content_versions")
      .values({
        id: "scheduled-notice",
        body: JSON.stringify({
          ...JSON.parse(newest.body),
          notices: [
            {
              id: "no-meetup",
              text: { en: "No meet-up in December.", es: "No hay encuentro en diciembre." },
              link: null,
              pages: ["/art/community", "/the-core"],
              starts: new Date(startsIn).toISOString(),
              ends: new Date(startsIn + 3_000).toISOString(),
            },
          ],
        }),
        published_at: new Date(new Date(newest.published_at).getTime() + 1).toISOString(),
        published_by: "editor@wyp.example",
        restored_from: null,
      })
      .execute();
    const noticeOn = async (path: string) =>
      words(await (await page(site.server.baseUrl, path)).text()).includes("No meet-up in December.");
    expect(await noticeOn("/the-core")).toBe(false);
    await expect.poll(() => noticeOn("/the-core"), { timeout: 5_000, interval: 100 }).toBe(true);
    expect(Date.now()).toBeGreaterThanOrEqual(startsIn);
    expect(words(await (await page(site.server.baseUrl, "/es/the-core")).text())).toContain("No hay encuentro en diciembre.");
    expect(await noticeOn("/about")).toBe(false);
    await expect.poll(() => noticeOn("/the-core"), { timeout: 5_000, interval: 100 }).toBe(false);
    expect(Date.now()).toBeGreaterThanOrEqual(startsIn + 3_000);
  });

  it("ignores a stored section that no longer passes the rules, and serves the rest", async () => {
    await site.db
      .insertInto("site_content_versions")
      .values({
        id: "from-an-older-release",
        body: JSON.stringify({ links: { instagram: OLDER_INSTAGRAM, gone: "https://example.org" }, figures: { removedFigure: 3 } }),
        published_at: new Date(Date.now() + 60_000).toISOString(),
        published_by: "editor@wyp.example",
        restored_from: null,
      })
      .execute();
    // Its valid link is live; the unknown link and the figure of another shape are left out.
    await expect
      .poll(async () => (await (await page(site.server.baseUrl, "/")).text()).includes(NEW_INSTAGRAM), { timeout: 2_000 })
      .toBe(true);
    const console = await fetch(`${site.server.baseUrl}/staff/content`, { headers: { Cookie: cookie } });
    expect(console.status).toBe(200);
    expect(words(await console.text())).toContain("so the pages ignore them: links.gone, figures.removedFigure");
  });
});
