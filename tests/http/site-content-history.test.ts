// Site content's draft and history over HTTP (issue 44): a Save posts the whole form, so a link
// typed before pressing a figures' Save is in the draft too (row 1); the site as it was built is
// the first version, "As built", and restoring it puts the original back on the pages (row 4);
// each version says what it changed, field by field, and opens on any page as a preview (row 5),
// at a New York date and time when asked (row 7).
import { beforeAll, describe, expect, it } from "vitest";
import { useServer } from "../support/fixtures";
import { contentForm, postContent } from "../support/site-content";
import { addStaff, signIn } from "../support/staff";

const NEW_INSTAGRAM = "https://www.instagram.com/wyp.spring";

describe("site content's draft and history", () => {
  // On PostgreSQL: it refuses a NUL in a query, which an address can carry.
  const site = useServer({ dialect: "postgres", env: { LOG_LEVEL: "warn" } });
  let cookie = "";
  beforeAll(async () => {
    await addStaff(site.db, { email: "editor@wyp.example", role: "editor" });
    cookie = await signIn(site.server, "editor@wyp.example");
  });
  /** The console's preview opener with `query`; its redirect is not followed. */
  const preview = (query: string) =>
    fetch(`${site.server.baseUrl}/staff/content/preview?${query}`, { headers: { Cookie: cookie }, redirect: "manual" });

  it("saves every section posted with a section's Save, and restores the site as it was built", async () => {
    const post = (fields: Record<string, string>) => postContent(site.server, cookie, fields);
    const console = async () =>
      (await fetch(`${site.server.baseUrl}/staff/content?section=history`, { headers: { Cookie: cookie } })).text();

    const figures = contentForm("figures", { "figure.activeAthletes.en.value": "650+" });
    const links = contentForm("links", { "link.instagram": NEW_INSTAGRAM });
    expect((await post({ ...links, ...figures, intent: "save:figures" })).status).toBe(200);
    const draft = JSON.parse((await site.db.selectFrom("site_content_draft").select("body").executeTakeFirstOrThrow()).body);
    expect(draft.links).toEqual({ instagram: NEW_INSTAGRAM });
    expect(draft.figures.activeAthletes.en.value).toBe("650+");

    expect((await post({ intent: "publish" })).status).toBe(200);
    await expect.poll(async () => (await fetch(`${site.server.baseUrl}/`)).text()).toContain(NEW_INSTAGRAM);
    const history = await console();
    expect(history).toContain("As built");
    // Each version says what it changed, field by field (row 5).
    expect(history).toContain("Active Athletes, English: 500+ -&gt; 650+");
    expect(history).toContain("Instagram profile: https://www.instagram.com/");

    expect((await post({ intent: "restore", version: "as-built" })).status).toBe(200);
    await expect.poll(async () => (await fetch(`${site.server.baseUrl}/`)).text()).not.toContain(NEW_INSTAGRAM);
    expect(await (await fetch(`${site.server.baseUrl}/sport`)).text()).not.toContain("650+");

    // The version restored away is still there to preview, on any page (row 5).
    const published = await site.db
      .selectFrom("site_content_versions")
      .select("id")
      .where("restored_from", "is", null)
      .executeTakeFirstOrThrow();
    const opened = await preview(`version=${published.id}&page=/sport`);
    expect([opened.status, opened.headers.get("location")]).toEqual([303, `/sport?preview=${published.id}`]);
    const previewed = await (await fetch(`${site.server.baseUrl}/sport?preview=${published.id}`, { headers: { Cookie: cookie } })).text();
    expect(previewed).toContain("650+");
    expect(previewed).toContain("Preview of the version published");
  }, 60_000);

  it.each(["no-such-version", "\u0000", "x".repeat(5_000)])("refuses to restore the version %j with 404, saying why", async (version) => {
    const response = await postContent(site.server, cookie, { intent: "restore", version });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("That version no longer exists.");
  });

  it.each([
    ["version=no-such-version&page=/", 404, "That version no longer exists"],
    ["version=%00&page=/", 404, "That version no longer exists"],
    ["page=/&at=tomorrow", 400, "Write the date and time to preview like 2026-12-01 09:00 (New York time)."],
    ["page=/&at=2026-13-01T09:00", 400, "Write the date and time to preview"],
  ])("refuses a preview of %s with %i, saying why", async (query, status, message) => {
    const response = await preview(query);
    expect(response.status).toBe(status);
    expect(await response.text()).toContain(message);
  });

  it("opens a preview at a date and time read in New York (row 7)", async () => {
    const opened = await preview("page=/art&at=2026-12-02T09:30");
    expect([opened.status, opened.headers.get("location")]).toEqual([303, "/art?preview=1&at=2026-12-02T14%3A30%3A00.000Z"]);
  });
});
