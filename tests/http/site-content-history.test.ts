// Site content's draft and history over HTTP (issue 44): a Save posts the whole form, so a link
// typed before pressing a figures' Save is in the draft too (row 1); the site as it was built is
// the first version, "As built", and restoring it puts the original back on the pages (row 4).
import { describe, expect, it } from "vitest";
import { useServer } from "../support/fixtures";
import { contentForm, postContent } from "../support/site-content";
import { addStaff, signIn } from "../support/staff";

const NEW_INSTAGRAM = "https://www.instagram.com/wyp.spring";

describe("site content's draft and history", () => {
  const site = useServer({ env: { LOG_LEVEL: "warn" } });

  it("saves every section posted with a section's Save, and restores the site as it was built", async () => {
    await addStaff(site.db, { email: "editor@wyp.example", role: "editor" });
    const cookie = await signIn(site.server, "editor@wyp.example");
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

    expect((await post({ intent: "restore", version: "as-built" })).status).toBe(200);
    await expect.poll(async () => (await fetch(`${site.server.baseUrl}/`)).text()).not.toContain(NEW_INSTAGRAM);
    expect(await (await fetch(`${site.server.baseUrl}/sport`)).text()).not.toContain("650+");
  }, 60_000);
});
