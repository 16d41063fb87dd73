// Site content's history and preview in a browser (issue 44): each version says what it changed,
// field by field (row 5); any version, the site as built included, opens on any page before it is
// restored (row 5); and the preview takes a New York date and time, so a notice scheduled for
// tomorrow is seen as it will be (row 7); a stale notice is skipped alone and listed (row 9). The
// server's pages and the browser's clock are pinned.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserAvailable } from "../support/browser";
import { useServerAndBrowser } from "../support/fixtures";
import { contentForm, postContent, sampleNotice } from "../support/site-content";
import { addStaff, signIn, staffBrowserPage } from "../support/staff";

/** 10:00 in New York on Tuesday, December 1. */
const TODAY = "2026-12-01T15:00:00.000Z";
const TOMORROWS_NOTICE = { en: "No meet-up tomorrow: the gym is closed.", es: "Mañana no hay encuentro: el gimnasio está cerrado." };

/** Opens the preview the Draft panel's form asks for; the new tab, loaded. */
async function openPreview(staff: Page, choices: { version?: string; page: string; at?: string }) {
  if (choices.version) await staff.getByLabel("Version to preview").selectOption({ label: choices.version });
  await staff.getByLabel("Page to preview").selectOption(choices.page);
  await staff.getByLabel("As on (New York time, optional)").fill(choices.at ?? "");
  const [tab] = await Promise.all([staff.context().waitForEvent("page"), staff.getByRole("button", { name: /^Preview/ }).click()]);
  await tab.waitForLoadState("networkidle");
  return tab;
}

describe.runIf(browserAvailable())("site content's versions in the browser", () => {
  const site = useServerAndBrowser({ env: { LOG_LEVEL: "warn", PAGES_AS_OF: TODAY } });

  it("lists each version's changes field by field, and previews any version on any page, at any date, before restoring", async () => {
    await addStaff(site.db, { email: "coordinator@wyp.example", role: "editor" });
    const cookie = await signIn(site.server, "coordinator@wyp.example");
    const post = (fields: Record<string, string>) => postContent(site.server, cookie, fields);
    expect((await post(contentForm("figures", { "figure.activeAthletes.en.value": "650+" }))).status).toBe(200);
    expect((await post({ intent: "publish" })).status).toBe(200);
    // Tomorrow's notice, in the draft only: from 9:00 on December 2, New York time.
    const notice = { "n.0.text.en": TOMORROWS_NOTICE.en, "n.0.text.es": TOMORROWS_NOTICE.es, "n.0.starts": "2026-12-02T09:00" };
    expect((await post(contentForm("notices", notice))).status).toBe(200);

    const staff = await staffBrowserPage(site.browser, site.server, "coordinator@wyp.example");
    await staff.goto(`${site.server.baseUrl}/staff/content?section=history`, { waitUntil: "networkidle" });
    const history = staff.locator("#section-history");
    await history.getByRole("listitem").filter({ hasText: "Active Athletes, English: 500+ -> 650+" }).waitFor();
    // The draft says what it would change, too.
    const draftPanel = staff.getByRole("region", { name: "Draft" });
    await draftPanel.getByText("What it changes").click();
    await draftPanel
      .getByRole("listitem")
      .filter({ hasText: `Added notice "${TOMORROWS_NOTICE.en}"` })
      .waitFor();

    // The site as built, on /sport, before restoring it: the original figure, marked as a preview.
    const built = await openPreview(staff, { version: "As the site was built", page: "/sport" });
    await built.locator("[data-preview]").getByText("Preview of the site as it was built").waitFor();
    expect(await built.locator("main").innerText()).toContain("500+");
    expect(await built.locator("main").innerText()).not.toContain("650+");
    await built.close();

    // The draft today: no notice yet; tomorrow at 9:30, in Spanish too, as visitors will see it.
    const today = await openPreview(staff, { version: "The draft", page: "/" });
    await today.locator("[data-preview]").waitFor();
    expect(await today.locator("main").innerText()).not.toContain(TOMORROWS_NOTICE.en);
    await today.close();
    for (const [page, words] of [
      ["/", TOMORROWS_NOTICE.en],
      ["/es", TOMORROWS_NOTICE.es],
    ] as const) {
      const tomorrow = await openPreview(staff, { page, at: "2026-12-02T09:30" });
      await tomorrow.getByRole("region").getByText(words).waitFor();
      await tomorrow
        .locator("[data-preview]")
        .getByText(/notices showing on Dec 2, 2026, 9:30 AM EST/)
        .waitFor();
      await tomorrow.close();
    }
    // A visitor sees neither the draft nor tomorrow's notice.
    const visitor = await site.browser.newPage();
    await visitor.goto(`${site.server.baseUrl}/`, { waitUntil: "networkidle" });
    expect(await visitor.locator("main").innerText()).not.toContain(TOMORROWS_NOTICE.en);
    await visitor.close();
    await staff.context().close();
  }, 90_000);

  it("shows a stored version's valid notice while a stale one naming a removed page is skipped alone and listed in the editor (row 9)", async () => {
    await addStaff(site.db, { email: "second@wyp.example", role: "editor" });
    // The editor then shows what is live, not the draft the test before left.
    await site.db.deleteFrom("site_content_draft").execute();
    const stale = {
      ...sampleNotice,
      id: "old-page",
      text: { en: "Meet us on the old page.", es: "Nos vemos en la página vieja." },
      pages: ["/removed-page"],
    };
    await site.db
      .insertInto("site_content_versions")
      .values({
        id: "from-an-older-release",
        body: JSON.stringify({ notices: [stale, sampleNotice] }),
        published_at: new Date(Date.now() + 60_000).toISOString(),
        published_by: "second@wyp.example",
        restored_from: null,
      })
      .execute();
    const visitor = await site.browser.newPage();
    await expect
      .poll(
        async () => {
          await visitor.goto(`${site.server.baseUrl}/the-core`, { waitUntil: "networkidle" });
          return visitor.getByRole("region").filter({ hasText: sampleNotice.text.en }).count();
        },
        { timeout: 5_000, interval: 250 },
      )
      .toBe(1);
    expect(await visitor.locator("body").innerText()).not.toContain("Meet us on the old page.");
    await visitor.close();

    const staff = await staffBrowserPage(site.browser, site.server, "second@wyp.example");
    await staff.goto(`${site.server.baseUrl}/staff/content?section=notices`, { waitUntil: "networkidle" });
    await staff.locator("[data-unused]").getByText('notice "Meet us on the old page."').waitFor();
    expect(await staff.getByLabel("Notice in English").first().inputValue()).toBe(sampleNotice.text.en);
    await staff.context().close();
  }, 60_000);
});
