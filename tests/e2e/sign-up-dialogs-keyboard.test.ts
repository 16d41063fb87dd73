import { describe, expect, it } from "vitest";
import { axeViolations } from "../support/axe";
import { browserAvailable } from "../support/browser";
import { useServerAndBrowser } from "../support/fixtures";
import { gotoHydrated } from "../support/pages";

// Every sign-up dialog, used with the keyboard only: it opens from its trigger with Enter, keeps
// focus inside while tabbing, has no WCAG 2.2 AA violation while open, closes on Escape and puts
// focus back on the trigger.
const dialogs = [
  { path: "/", trigger: "Be A Mentor" },
  // The art and sport path cards "Be a Mentor" and "Become a Partner" carry these buttons.
  { path: "/art", trigger: "Apply to Mentor" },
  { path: "/sport", trigger: "Apply to Mentor" },
  { path: "/sport", trigger: "Partner With Us" },
  { path: "/sport", trigger: "Claim Access" },
  { path: "/wyp-licensing", trigger: "Partner With Us" },
];

describe.runIf(browserAvailable())("sign-up dialogs with the keyboard", () => {
  const site = useServerAndBrowser({ env: { SEED_DEMO: "false" } });

  it.each(dialogs)("$trigger on $path", async ({ path, trigger }) => {
    const page = await site.browser.newPage();
    await gotoHydrated(page, `${site.server.baseUrl}${path}`);
    // Path-card buttons add "(opens a dialog)" to their names.
    const opener = page
      .locator("main")
      .getByRole("button", { name: new RegExp(`^${trigger}`) })
      .first();
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    // The first field or the title has focus, inside the dialog.
    await page.waitForFunction(() => document.activeElement?.closest("[role=dialog]") !== null);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.closest("[role=dialog]") !== null)).toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await page.waitForFunction((name) => document.activeElement?.textContent?.trim().startsWith(name), trigger);
    await page.close();
  });
});
