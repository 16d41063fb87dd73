// The Weekly Drop's entry form and moderation queue in a browser: a teen enters from the keyboard
// alone (the photo picked through the file input) and reads what happens next; a moderator
// approves one entry and rejects another with a reason; axe finds nothing on any of these pages,
// and the queue is for signed-in staff only. The page clock is pinned to Wednesday Nov 25 2026.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { storeImage } from "~/platform/media.server";
import { axeViolations } from "../support/axe";
import { browserAvailable } from "../support/browser";
import { useServerAndBrowser } from "../support/fixtures";
import { photoWithGps } from "../support/photos";
import { addStaff, staffBrowserPage } from "../support/staff";

const WEEK = "2026-11-30";

describe.runIf(browserAvailable())("Weekly Drop entries in the browser", () => {
  const fixture = useServerAndBrowser({ env: { SEED_DEMO: "false", PAGES_AS_OF: "2026-11-25T15:00:00Z" } });
  let staff: Page;

  beforeAll(async () => {
    await addStaff(fixture.db, { email: "moderator@wyp.test", role: "editor" });
    staff = await staffBrowserPage(fixture.browser, fixture.server, "moderator@wyp.test");
  });

  /** Moves focus with Tab (never a click) until the named control has it. */
  async function tabTo(page: Page, name: string) {
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press("Tab");
      if (await page.evaluate((wanted) => document.activeElement?.getAttribute("name") === wanted, name)) return;
    }
    throw new Error(`Tab never reached ${name}`);
  }

  it("takes an entry from the keyboard alone and says what happens next", async () => {
    const context = await fixture.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${fixture.server.baseUrl}/art/weekly-prize`);
    await page.getByRole("link", { name: "Submit Your Art Now" }).first().click();
    await page.waitForURL(`${fixture.server.baseUrl}/art/weekly-prize/submit`);
    expect(await axeViolations(page)).toEqual([]);

    // A photo over 10 MB is named in the page before any of it is sent.
    const huge = { name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(11 * 1024 * 1024, 0xff) };
    await page.locator('input[name="image"]').setInputFiles(huge);
    await page.getByRole("button", { name: "Submit my art" }).press("Enter");
    await page.getByText("That photo is bigger than 10 MB").waitFor();
    expect(page.url()).toBe(`${fixture.server.baseUrl}/art/weekly-prize/submit`);
    await page.reload();

    // A file picker is the system's own window: the photo is given to the focused input.
    await tabTo(page, "image");
    await page.locator('input[name="image"]').setInputFiles({ name: "sunrise.jpg", mimeType: "image/jpeg", buffer: await photoWithGps() });
    await tabTo(page, "title");
    await page.keyboard.type("Bronx Sunrise");
    await tabTo(page, "description");
    await page.keyboard.type("Markers on paper.");
    await tabTo(page, "firstName");
    await page.keyboard.type("Maya");
    await tabTo(page, "lastInitial");
    await page.keyboard.type("R");
    await tabTo(page, "age");
    await page.keyboard.type("12");
    await tabTo(page, "borough");
    await page.keyboard.type("Bronx");
    expect(await page.getByLabel("Borough").inputValue()).toBe("Bronx");
    await tabTo(page, "email");
    await page.keyboard.type("maya@example.org");
    await tabTo(page, "ownWork");
    await page.keyboard.press("Space");
    await tabTo(page, "publicDisplay");
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");

    // Twelve: refused kindly, with what a younger artist can do, and the answers kept.
    await page.getByRole("alert").filter({ hasText: "for artists aged 13 to 19" }).waitFor();
    expect(await page.getByRole("link", { name: "Visit the WYP Gallery" }).getAttribute("href")).toBe("/wyp-gallery");
    expect(await page.getByLabel("Title").inputValue()).toBe("Bronx Sunrise");
    expect(await page.getByLabel("Age").getAttribute("aria-invalid")).toBe("true");
    expect(await axeViolations(page)).toEqual([]);

    // The photo is never kept: picked again, the age fixed, sent again.
    await page.locator('input[name="image"]').setInputFiles({ name: "sunrise.jpg", mimeType: "image/jpeg", buffer: await photoWithGps() });
    await page.getByLabel("Age").focus();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("15");
    // Fifteen: a parent or guardian to ask, typed too.
    await tabTo(page, "guardianName");
    await page.keyboard.type("Rosa R");
    await tabTo(page, "guardianContact");
    await page.keyboard.type("rosa@example.org");
    await tabTo(page, "ownWork");
    if (!(await page.getByLabel("This is my own original work").isChecked())) await page.keyboard.press("Space");
    await tabTo(page, "publicDisplay");
    if (!(await page.getByLabel(/I agree to my artwork/).isChecked())) await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");

    await page.waitForURL(`${fixture.server.baseUrl}/art/weekly-prize/submit?entered=${WEEK}`);
    await page.getByRole("heading", { level: 1, name: "Your art is in!" }).waitFor();
    expect(await page.getByText("We email only if you win.").count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    const stored = await fixture.db.selectFrom("drop_entries").select(["status", "age", "guardian_name", "guardian_contact"]).execute();
    expect(stored).toEqual([{ status: "pending", age: 15, guardian_name: "Rosa R", guardian_contact: "rosa@example.org" }]);
    await context.close();
  }, 120_000);

  it("approves one entry and rejects another with a reason, from the queue", async () => {
    const image = await storeImage(fixture.server.dataDir, await photoWithGps({ width: 320, height: 320 }));
    await fixture.db
      .insertInto("drop_entries")
      .values({
        id: "second-entry",
        week: WEEK,
        title: "Traced Poster",
        description: "Pencil.",
        first_name: "Jon",
        last_initial: "K",
        age: 17,
        borough: "Queens",
        email: "jon@example.org",
        image_url: image,
      })
      .execute();

    await staff.goto(`${fixture.server.baseUrl}/staff/weekly-drop`);
    await staff.getByRole("navigation", { name: "Weekly Drop pages" }).getByRole("link", { name: "Entries" }).click();
    await staff.waitForURL(`${fixture.server.baseUrl}/staff/weekly-drop/entries`);
    expect(await staff.locator('[data-status-count="pending"]').textContent()).toBe("2");
    expect(await axeViolations(staff)).toEqual([]);

    await staff.getByRole("link", { name: "Bronx Sunrise" }).click();
    await staff.getByRole("heading", { level: 1, name: "Entry: Bronx Sunrise" }).waitFor();
    expect(await axeViolations(staff)).toEqual([]);
    await staff.getByRole("button", { name: "Record consent" }).click();
    await staff.getByRole("status").filter({ hasText: "Consent recorded" }).waitFor();
    await staff.getByRole("button", { name: "Approve" }).click();
    await staff.getByRole("status").filter({ hasText: "Entry approved" }).waitFor();

    await staff.getByRole("link", { name: "Back to the entries" }).click();
    await staff.getByRole("link", { name: "Traced Poster" }).click();
    await staff.getByRole("button", { name: "Reject" }).click();
    await staff.getByText("Write why the entry is rejected.").waitFor();
    await staff.getByLabel("Reason").fill("Traced from a poster, not original.");
    await staff.getByRole("button", { name: "Reject" }).click();
    await staff.getByRole("status").filter({ hasText: "Entry rejected" }).waitFor();
    expect(await staff.getByText("Traced from a poster, not original.").count()).toBe(1);
    expect(await axeViolations(staff)).toEqual([]);

    await staff.getByRole("link", { name: "Back to the entries" }).click();
    expect(await staff.locator('[data-status-count="approved"]').textContent()).toBe("1");
    expect(await staff.locator('[data-status-count="rejected"]').textContent()).toBe("1");
    expect(await staff.locator('[data-status-count="pending"]').textContent()).toBe("0");
    expect((await staff.content()).includes("jon@example.org")).toBe(false);
  }, 120_000);

  it("approves a 15-year-old's entry only once a guardian's consent is recorded; a 17-year-old's with it is approved and shown (issue 28)", async () => {
    const entry = async (id: string, title: string, age: number) =>
      fixture.db
        .insertInto("drop_entries")
        .values({
          id,
          week: WEEK,
          title,
          description: "Ink.",
          first_name: "Lu",
          last_initial: "T",
          age,
          borough: "Brooklyn",
          email: `${id}@example.org`,
          image_url: await storeImage(fixture.server.dataDir, await photoWithGps({ width: 320, height: 320 })),
          guardian_name: "Kim T",
          guardian_contact: "718-555-0199",
        })
        .execute();
    await entry("fifteen", "Harbor at Dusk", 15);
    await entry("seventeen", "Subway Faces", 17);

    await staff.goto(`${fixture.server.baseUrl}/staff/weekly-drop/entries/fifteen`);
    const guardian = staff.getByRole("region", { name: "Parent or guardian" });
    expect(await guardian.getByText("Kim T").count()).toBe(1);
    expect(await guardian.getByText("718-555-0199").count()).toBe(1);
    expect(await guardian.getByText("Not recorded yet").count()).toBe(1);
    expect(await staff.getByRole("button", { name: "Approve" }).isDisabled()).toBe(true);
    expect(await axeViolations(staff)).toEqual([]);
    // Sent anyway (a stale page, a crafted post): refused, and nothing is public.
    const forced = await staff.evaluate(async () => {
      const response = await fetch(location.pathname, { method: "POST", body: new URLSearchParams({ intent: "approve" }) });
      return response.status;
    });
    expect(forced).toBe(409);
    expect(
      (await fixture.db.selectFrom("drop_entries").select("status").where("id", "=", "fifteen").executeTakeFirstOrThrow()).status,
    ).toBe("pending");

    await staff.goto(`${fixture.server.baseUrl}/staff/weekly-drop/entries/seventeen`);
    await staff.getByLabel("How they said yes").selectOption("signed-form");
    await staff.getByRole("button", { name: "Record consent" }).click();
    await staff.getByRole("status").filter({ hasText: "Consent recorded" }).waitFor();
    expect(await staff.getByText(/Confirmed by signed form, recorded by moderator@wyp\.test on/).count()).toBe(1);
    await staff.getByRole("button", { name: "Approve" }).click();
    await staff.getByRole("status").filter({ hasText: "Entry approved" }).waitFor();

    const audit = await fixture.db
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("target", "=", "seventeen")
      .orderBy("at")
      .execute();
    expect(audit.map((line) => line.action)).toEqual(["drop-entry-guardian-consent", "drop-entry-approve"]);
    expect(JSON.parse(audit[0]!.detail!)).toEqual({ method: "signed-form" });

    // Shown to visitors once voting opens (the public list of the week, read as the page reads it).
    const { readApprovedEntries } = await import("~/features/weekly-drop/entries.server");
    const shown = (await readApprovedEntries(fixture.db, WEEK as never)).map((e) => e.title);
    expect(shown).toContain("Subway Faces");
    expect(shown).not.toContain("Harbor at Dusk");
    const photoOf = async (id: string) =>
      (await fixture.db.selectFrom("drop_entries").select("image_url").where("id", "=", id).executeTakeFirstOrThrow()).image_url;
    expect((await fetch(`${fixture.server.baseUrl}${await photoOf("seventeen")}`)).status).toBe(200);
    expect((await fetch(`${fixture.server.baseUrl}${await photoOf("fifteen")}`)).status).toBe(404);
  }, 120_000);

  it("sends a signed-out visitor to the sign-in page", async () => {
    const context = await fixture.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${fixture.server.baseUrl}/staff/weekly-drop/entries`);
    expect(new URL(page.url()).pathname).toBe("/staff/login");
    await page.goto(`${fixture.server.baseUrl}/staff/weekly-drop/entries/second-entry`);
    expect(new URL(page.url()).pathname).toBe("/staff/login");
    await context.close();
  }, 60_000);
});
