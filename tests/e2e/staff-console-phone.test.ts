// The console as a coordinator uses it day to day in the browser (issue 46): the inbox's filter
// boxes always show the filters of the address, and on a 360 px phone every console section is
// reachable without scrolling sideways, by touch and by keyboard.
import { beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../support/axe";
import { browserAvailable } from "../support/browser";
import { useServerAndBrowser } from "../support/fixtures";
import { waitUntilHydrated } from "../support/pages";
import { addStaff, staffBrowserPage } from "../support/staff";

const OWNER = "owner.phone@wyp.example";
/** Every section an owner's console has, as its menu names them. */
const SECTIONS = ["Home", "Gallery", "Sign-ups", "Insights", "Events", "Weekly Drop", "Site content", "Staff", "Audit log"];

describe.runIf(browserAvailable())("the everyday console in the browser", () => {
  const site = useServerAndBrowser({ env: { SEED_DEMO: "false" } });

  beforeAll(async () => {
    await addStaff(site.db, { email: OWNER, role: "owner" });
  });

  it("shows the address's filters in the inbox's boxes after Clear filters and the Sign-ups link", async () => {
    const page = await staffBrowserPage(site.browser, site.server, OWNER);
    await page.goto(`${site.server.baseUrl}/staff/leads?kind=mentor&followUp=new`);
    const kind = page.getByLabel("Kind", { exact: true });
    const followUp = page.getByLabel("Follow-up", { exact: true });
    await waitUntilHydrated(kind);
    expect([await kind.inputValue(), await followUp.inputValue()]).toEqual(["mentor", "new"]);

    await page.getByRole("link", { name: "Clear filters" }).click();
    await page.waitForURL((url) => url.pathname === "/staff/leads" && url.search === "");
    await expect.poll(async () => [await kind.inputValue(), await followUp.inputValue()]).toEqual(["", ""]);
    // The next "Apply filters" asks for what the boxes show: every sign-up.
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL((url) => url.pathname === "/staff/leads" && !url.search.includes("kind=mentor"));

    await kind.selectOption("partnership");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(/kind=partnership/);
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Sign-ups" }).click();
    await page.waitForURL((url) => url.pathname === "/staff/leads" && url.search === "");
    await expect.poll(() => kind.inputValue()).toBe("");
    await page.context().close();
  }, 60_000);

  it("reaches every section on a 360 px phone without sideways scrolling, by touch and by keyboard", async () => {
    const page = await staffBrowserPage(site.browser, site.server, OWNER);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${site.server.baseUrl}/staff`);
    const nav = page.getByRole("navigation", { name: "Console" });
    const menu = nav.locator("summary");
    await waitUntilHydrated(menu);
    const noSidewaysScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    const menuOpen = () => page.evaluate(() => document.querySelector('nav[aria-label="Console"] details')?.hasAttribute("open"));
    expect(await noSidewaysScroll()).toBe(true);
    // Folded, the menu names the section open; unfolded, every section is on the screen.
    expect(await menu.textContent()).toBe("Menu: Home");
    await menu.click();
    expect(await menuOpen()).toBe(true);
    for (const name of SECTIONS) {
      const link = nav.getByRole("link", { name, exact: true });
      expect(await link.isVisible(), name).toBe(true);
      const box = (await link.boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(360);
    }
    expect(await noSidewaysScroll()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await nav.getByRole("link", { name: "Events", exact: true }).click();
    await page.waitForURL(/\/staff\/events$/);
    // The section chosen closes the menu, which now names it.
    await expect.poll(() => menu.textContent()).toBe("Menu: Events");
    expect(await menuOpen()).toBe(false);

    // By keyboard: Tab reaches the menu, Enter unfolds it, Tab reaches the last section, Enter opens it.
    const tabTo = async (text: string) => {
      let focused = "";
      for (let presses = 0; presses < 30 && focused !== text; presses++) {
        await page.keyboard.press("Tab");
        focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
      }
      return focused;
    };
    await page.locator("body").focus();
    expect(await tabTo("Menu: Events")).toBe("Menu: Events");
    await page.keyboard.press("Enter");
    expect(await menuOpen()).toBe(true);
    expect(await tabTo("Audit log")).toBe("Audit log");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/staff\/audit$/);
    await expect.poll(() => menu.textContent()).toBe("Menu: Audit log");
    expect(await noSidewaysScroll()).toBe(true);
    await page.context().close();
  }, 60_000);
});
