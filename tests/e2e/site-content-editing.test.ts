// Site content as a coordinator edits it (issue 44): a Save keeps what was typed in every section
// (row 1), leaving with unsaved changes asks first (row 1), the boxes show the draft after every
// action (row 3), the result shows beside the button pressed, focused, on a page split by section
// (row 2), and discarding asks first, naming whose draft it is (row 6).
import { describe, expect, it } from "vitest";
import { browserAvailable } from "../support/browser";
import { useServerAndBrowser } from "../support/fixtures";
import { addStaff, staffBrowserPage } from "../support/staff";

const CHAT = "Invite to the Discord chat community, where youth 13+ are sent";
const NEW_INVITE = "https://discord.gg/wyp-spring-2027";

describe.runIf(browserAvailable())("site content editing in the browser", () => {
  const site = useServerAndBrowser({ env: { LOG_LEVEL: "warn" } });

  it("keeps a link typed in one section when another section is saved, and asks before leaving with unsaved changes", async () => {
    await addStaff(site.db, { email: "coordinator@wyp.example", role: "editor" });
    const staff = await staffBrowserPage(site.browser, site.server, "coordinator@wyp.example");
    await staff.goto(`${site.server.baseUrl}/staff/content`, { waitUntil: "networkidle" });

    await staff.getByLabel(CHAT).fill(NEW_INVITE);
    await staff.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Figures" }).click();
    const value = staff.getByLabel("English value").first();
    await value.fill("650+");
    await staff.locator("#section-figures").getByRole("button", { name: "Save the draft" }).click();
    // The result is beside the button pressed, and has the focus.
    const result = staff.locator("#section-figures [data-result]");
    await result.getByRole("status").filter({ hasText: "Saved in the draft" }).waitFor();
    await expect.poll(() => result.evaluate((node) => node === document.activeElement)).toBe(true);
    // One section at a time: the page is never as long as all of them.
    expect(await staff.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(10_000);

    await staff.reload({ waitUntil: "networkidle" });
    expect(await staff.getByLabel("English value").first().inputValue()).toBe("650+");
    await staff.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Links" }).click();
    expect(await staff.getByLabel(CHAT).inputValue()).toBe(NEW_INVITE);

    // Leaving for another console page with a change not saved asks first; staying keeps it.
    await staff.getByLabel(CHAT).fill("https://discord.gg/typed-not-saved");
    await staff.getByRole("link", { name: "Every save, publish and restore is in the audit log." }).click();
    const ask = staff.getByRole("alertdialog");
    await ask.getByText("not saved in the draft").waitFor();
    await ask.getByRole("button", { name: "Stay on this page" }).click();
    expect(new URL(staff.url()).pathname).toBe("/staff/content");
    expect(await staff.getByLabel(CHAT).inputValue()).toBe("https://discord.gg/typed-not-saved");
    await staff.context().close();
  }, 90_000);

  it("shows the draft in the boxes after putting a section back, and asks whose draft before discarding it", async () => {
    await addStaff(site.db, { email: "colleague@wyp.example", role: "editor" });
    await addStaff(site.db, { email: "second@wyp.example", role: "editor" });
    const colleague = await staffBrowserPage(site.browser, site.server, "colleague@wyp.example");
    await colleague.goto(`${site.server.baseUrl}/staff/content`, { waitUntil: "networkidle" });
    await colleague.getByLabel(CHAT).fill(NEW_INVITE);
    await colleague.locator("#section-links").getByRole("button", { name: "Save the draft" }).click();
    await colleague.getByRole("status").filter({ hasText: "Saved in the draft" }).waitFor();

    await colleague.locator("#section-links").getByRole("button", { name: "Put back the original links" }).click();
    await colleague.getByRole("status").filter({ hasText: "Links put back" }).waitFor();
    await expect.poll(() => colleague.getByLabel(CHAT).inputValue()).not.toBe(NEW_INVITE);
    await colleague.getByLabel(CHAT).fill(NEW_INVITE);
    await colleague.locator("#section-links").getByRole("button", { name: "Save the draft" }).click();
    await colleague.locator("[data-draft-status]", { hasText: /Not yet on the site: .*Links/ }).waitFor();
    await colleague.context().close();

    const second = await staffBrowserPage(site.browser, site.server, "second@wyp.example");
    await second.goto(`${site.server.baseUrl}/staff/content`, { waitUntil: "networkidle" });
    await second.getByRole("button", { name: "Discard the draft" }).click();
    await second.getByText("Discard the draft colleague@wyp.example saved").waitFor();
    await second.getByText(/Its changes to .*Links.* are lost/).waitFor();
    await second.getByRole("button", { name: "Cancel" }).click();
    await second.locator("[data-draft-status]", { hasText: /Not yet on the site: .*Links/ }).waitFor();
    await second.getByRole("button", { name: "Discard the draft" }).click();
    await second.getByRole("button", { name: "Yes, discard the draft" }).click();
    await second.getByRole("status").filter({ hasText: "Draft discarded" }).waitFor();
    await expect.poll(() => second.getByLabel(CHAT).inputValue()).not.toBe(NEW_INVITE);
    await second.context().close();
  }, 90_000);
});
