// Site content in a browser (issue 31): an editor changes the chat invite in the console, previews
// /the-core with it (the age dialog links the new invite there, and only there), publishes, and
// every page with the age dialog, in English and Spanish, links the new invite for a visitor;
// "Restore" brings the old one back. The console page has no accessibility violations.
import { describe, expect, it } from "vitest";
import { axeViolations } from "../support/axe";
import { browserAvailable } from "../support/browser";
import { useServerAndBrowser } from "../support/fixtures";
import { gotoHydrated } from "../support/pages";
import { addStaff, staffBrowserPage } from "../support/staff";
import { CHAT_INVITE } from "./spec-pages";

const NEW_INVITE = "https://discord.gg/wyp-winter-2026";

/** Each page with the age dialog, and a button on it that opens it. */
const agePages = [
  ["/", "Join The Resistance"],
  ["/the-core", "Register Here"],
  ["/sport", "Join The Squad"],
  ["/art", /^Join Now/],
  ["/art/community", "Get Started Now"],
  ["/es", "Únete a la resistencia"],
  ["/es/the-core", "Regístrate aquí"],
  ["/es/sport", "Únete al equipo"],
  ["/es/art", /^Únete ahora/],
  ["/es/art/community", "Empieza ahora"],
] as const;

describe.runIf(browserAvailable())("site content in the browser", () => {
  const site = useServerAndBrowser({ env: { LOG_LEVEL: "warn" } });

  /** The chat links of the age dialog opened on `path` by the button named `label`. */
  async function inviteOn(page: import("playwright-core").Page, path: string, label: string | RegExp) {
    await gotoHydrated(page, `${site.server.baseUrl}${path}`);
    await page.locator("main").getByRole("button", { name: label }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    const hrefs = await dialog.locator('a[href*="discord"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    return hrefs;
  }

  it("changes the chat invite in a draft, previews it, publishes it to every age dialog in both languages, and restores", async () => {
    await addStaff(site.db, { email: "editor@wyp.example", role: "editor" });
    const staff = await staffBrowserPage(site.browser, site.server, "editor@wyp.example");
    await staff.getByRole("link", { name: "Site content" }).click();
    await staff.getByRole("heading", { level: 1, name: "Site content" }).waitFor();
    expect(await axeViolations(staff)).toEqual([]);

    const invite = staff.getByLabel("Invite to the Discord chat community, where youth 13+ are sent");
    expect(await invite.inputValue()).toBe(CHAT_INVITE);
    await invite.fill(NEW_INVITE);
    await staff.locator("#section-links").getByRole("button", { name: "Save the draft" }).click();
    await staff.getByRole("status").filter({ hasText: "Saved in the draft" }).waitFor();
    // React Router shows the action's notice while it still reloads the page's data: the draft's
    // line follows a moment later.
    await staff.locator("[data-draft-status]", { hasText: "Not yet on the site: Links." }).waitFor();

    // The preview of /the-core opens in a new tab, with the draft.
    await staff.getByLabel("Page to preview").selectOption("/the-core");
    const [preview] = await Promise.all([staff.waitForEvent("popup"), staff.getByRole("button", { name: /^Preview/ }).click()]);
    await preview.waitForURL(/\/the-core\?preview=1$/);
    await preview.locator("[data-preview]").waitFor();
    await preview.waitForLoadState("networkidle");
    await preview.getByRole("button", { name: "Register Here" }).first().click();
    await expect.poll(() => preview.getByRole("dialog").locator('a[href*="discord"]').first().getAttribute("href")).toBe(NEW_INVITE);
    await preview.close();

    // A visitor still has the old invite until it is published.
    const visitor = await site.browser.newPage();
    expect(await inviteOn(visitor, "/the-core", "Register Here")).toEqual([CHAT_INVITE]);

    await staff.getByRole("button", { name: "Publish" }).click();
    await staff.getByRole("status").filter({ hasText: "Published." }).waitFor();
    for (const [path, label] of agePages) {
      await expect.poll(() => inviteOn(visitor, path, label), { timeout: 4_000 }).toEqual([NEW_INVITE]);
    }

    // The code's invite published again over it, then "Restore" of the version with the new invite
    // brings that one back.
    await staff.getByLabel("Invite to the Discord chat community, where youth 13+ are sent").fill(CHAT_INVITE);
    await staff.locator("#section-links").getByRole("button", { name: "Save the draft" }).click();
    await staff.getByRole("status").filter({ hasText: "Saved in the draft" }).waitFor();
    await staff.getByRole("button", { name: "Publish" }).click();
    await staff.getByRole("status").filter({ hasText: "Published." }).waitFor();
    await expect.poll(() => inviteOn(visitor, "/es/the-core", "Regístrate aquí"), { timeout: 4_000 }).toEqual([CHAT_INVITE]);
    await staff.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "History" }).click();
    const history = staff.getByRole("table", { name: "Published versions, newest first" });
    await history
      .getByRole("button", { name: /^Restore/ })
      .first()
      .click();
    // Restore asks first.
    await history.getByRole("button", { name: "Yes, restore it" }).click();
    await staff.getByRole("status").filter({ hasText: "Restored and published." }).waitFor();
    await expect.poll(() => inviteOn(visitor, "/the-core", "Register Here"), { timeout: 4_000 }).toEqual([NEW_INVITE]);
    expect(await axeViolations(staff)).toEqual([]);
    await visitor.close();
    await staff.context().close();
  }, 120_000);
});
