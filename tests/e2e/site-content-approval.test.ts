// An editor's publish waiting for an owner, in a browser (issue 44, row 10): with approvals on, the
// editor's Publish says it sends the draft for approval; the owner finds it on the console's home,
// reads what it changes, approves it there, and the page shows the result, focused.
import { describe, expect, it } from "vitest";
import { browserAvailable } from "../support/browser";
import { useServerAndBrowser } from "../support/fixtures";
import { contentForm, postContent } from "../support/site-content";
import { addStaff, signIn, staffBrowserPage } from "../support/staff";

describe.runIf(browserAvailable())("site content's approvals in the browser", () => {
  const site = useServerAndBrowser({ env: { LOG_LEVEL: "warn" } });

  it("lets an owner approve an editor's publish from the console's home", async () => {
    await addStaff(site.db, { email: "owner@wyp.example", role: "owner" });
    await addStaff(site.db, { email: "editor@wyp.example", role: "editor" });
    const owner = await staffBrowserPage(site.browser, site.server, "owner@wyp.example");
    await owner.goto(`${site.server.baseUrl}/staff/accounts`, { waitUntil: "networkidle" });
    await owner.getByLabel("It waits for an owner's approval").check();
    await owner.getByRole("button", { name: "Save this choice" }).click();
    await owner.getByRole("status").filter({ hasText: "now waits for an owner's approval" }).waitFor();

    const cookie = await signIn(site.server, "editor@wyp.example");
    expect((await postContent(site.server, cookie, contentForm("figures", { "figure.activeAthletes.en.value": "650+" }))).status).toBe(200);
    const editor = await staffBrowserPage(site.browser, site.server, "editor@wyp.example");
    await editor.goto(`${site.server.baseUrl}/staff/content`, { waitUntil: "networkidle" });
    await editor.getByRole("button", { name: "Publish (send for approval)" }).click();
    await editor.getByRole("status").filter({ hasText: "Sent to the owners for approval" }).waitFor();
    await editor.getByText("Waiting for an owner's approval: editor@wyp.example asked").waitFor();
    expect(await editor.getByRole("button", { name: "Approve and publish" }).count()).toBe(0);
    await editor.context().close();

    await owner.goto(`${site.server.baseUrl}/staff`, { waitUntil: "networkidle" });
    const waiting = owner.getByRole("region", { name: "Site content waiting for your approval" });
    await waiting.getByText("What it changes (1)").click();
    await waiting.getByRole("listitem").filter({ hasText: "Active Athletes, English: 500+ -> 650+" }).waitFor();
    await waiting.getByRole("button", { name: "Approve and publish" }).click();
    const result = owner.locator("[data-result]").filter({ hasText: "Approved and published." });
    await result.waitFor();
    await expect.poll(() => result.evaluate((node) => node === document.activeElement)).toBe(true);
    await expect
      .poll(async () => (await fetch(`${site.server.baseUrl}/sport`)).text(), { timeout: 3_000, interval: 100 })
      .toContain("650+");
    await owner.context().close();
  }, 90_000);
});
