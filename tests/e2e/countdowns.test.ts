// The live countdowns on /art (submissions close) and /art/weekly-prize (the end of the contest's
// current phase: submissions close, voting opens, voting closes or winner announced): they
// count to the real New York deadline in any time zone, hydrate cleanly and stop at zero.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { countdownAt, nextDeadline, nextSubmissionClose } from "~/features/weekly-drop/cycle";
import { browserAvailable } from "../support/browser";
import { useServerAndBrowser } from "../support/fixtures";
import { collectErrors, normalise } from "../support/pages";

/** The New York time each kind of countdown ends at. */
const phaseTimes = {
  "submission-close": "5:00 PM",
  "voting-open": "12:00 AM",
  "voting-close": "12:00 AM",
  "winner-announcement": "12:00 PM",
} as const;

describe.runIf(browserAvailable())("countdowns in the browser", () => {
  // Saturday Nov 28 2026, 3 pm in New York, while voting runs: /art counts to next Friday's close and
  // /art/weekly-prize to the close of voting, two different deadlines. The server serves the pages
  // at this moment and each browser context's clock starts there and runs on (the fixture pins both).
  const asOf = new Date("2026-11-28T15:00:00-05:00");
  const site = useServerAndBrowser({ env: { PAGES_AS_OF: asOf.toISOString() } });

  const cases = [
    { path: "/art", deadline: nextSubmissionClose(asOf), time: "5:00 PM" },
    { path: "/art/weekly-prize", deadline: nextDeadline[countdownAt(asOf)](asOf), time: phaseTimes[countdownAt(asOf)] },
  ];
  for (const timezoneId of ["Asia/Tokyo", "America/Los_Angeles", "America/New_York", "UTC"]) {
    it.each(cases)(
      `$path ticks down to the New York deadline without a hydration error (${timezoneId})`,
      async ({ path, deadline, time }) => {
        const context = await site.browser.newContext({ timezoneId });
        const page = await context.newPage();
        const errors = collectErrors(page);
        await page.goto(`${site.server.baseUrl}${path}`);
        await page.locator('[data-countdown="running"]').waitFor();

        const expected = Math.ceil((deadline.getTime() - (await page.evaluate(() => Date.now()))) / 1000);
        const first = await countdownSeconds(page);
        expect(Math.abs(first - expected)).toBeLessThanOrEqual(5);
        await page.waitForFunction(
          (before) => {
            const seconds = document.querySelector('[data-unit="seconds"]')?.textContent;
            return seconds !== undefined && seconds !== before;
          },
          String(first % 60).padStart(2, "0"),
        );
        const later = await countdownSeconds(page);
        expect(later).toBeLessThan(first);
        expect(first - later).toBeLessThanOrEqual(3);

        // The deadline reads in New York time whatever the visitor's zone.
        const deadlineText = normalise((await page.locator("[data-countdown-deadline]").textContent()) ?? "");
        expect(deadlineText).toMatch(new RegExp(`${time} E[SD]T$`));
        expect(errors).toEqual([]);
        await context.close();
      },
    );
  }
});

/** Seconds the countdown shows, once it runs. */
async function countdownSeconds(page: Page) {
  const read = async (unit: string) => Number(await page.locator(`[data-unit="${unit}"]`).textContent());
  const [days, hours, minutes, seconds] = await Promise.all(["days", "hours", "minutes", "seconds"].map(read));
  return ((days * 24 + hours) * 60 + minutes) * 60 + seconds;
}

// The server works out the deadline at the time it serves the page; the browser counts to it.
describe.runIf(browserAvailable())("the art page's countdown on a Friday afternoon", () => {
  const site = useServerAndBrowser({ env: { SEED_DEMO: "false", PAGES_AS_OF: "2025-11-14T16:59:00-05:00" } });

  it("stops at zero at Friday 5:00:00 pm and says submissions are closed", async () => {
    const context = await site.browser.newContext({ timezoneId: "Asia/Tokyo" });
    const page = await context.newPage();
    // Friday November 14 2025, 4:59:54 pm in New York; the clock then runs in real time.
    await page.clock.install({ time: new Date("2025-11-14T21:59:54Z") });
    await page.goto(`${site.server.baseUrl}/art`);
    await page.locator('[data-countdown="running"]').waitFor();
    expect(await countdownSeconds(page)).toBeGreaterThan(0);
    expect(await countdownSeconds(page)).toBeLessThanOrEqual(6);
    expect(await page.locator("[data-countdown-deadline]").textContent()).toMatch(/Friday, November 14.*5:00\sPM EST/);

    await page.getByText("Submissions for this week are closed.").waitFor({ timeout: 10_000 });
    expect(await countdownSeconds(page)).toBe(0);
    await page.clock.runFor(3000);
    expect(await countdownSeconds(page)).toBe(0);
    await context.close();
  });
});

// The page's countdown follows the phase the server serves it in; each kind stops at zero with its own words.
describe.runIf(browserAvailable())("the Weekly Drop page's countdown on a Sunday night", () => {
  const site = useServerAndBrowser({ env: { SEED_DEMO: "false", PAGES_AS_OF: "2026-11-29T23:59:00-05:00" } });

  it("counts to the close of voting at Monday 00:00 and stops at zero saying the winner comes at noon", async () => {
    const context = await site.browser.newContext({ timezoneId: "Europe/London" });
    const page = await context.newPage();
    // Sunday November 29 2026, 11:59:54 pm in New York; the clock then runs in real time.
    await page.clock.install({ time: new Date("2026-11-30T04:59:54Z") });
    await page.goto(`${site.server.baseUrl}/art/weekly-prize`);
    await page.locator('[data-countdown="running"]').waitFor();
    expect(await page.getByText("Voting closes in").count()).toBe(1);
    expect(await page.locator("[data-countdown-deadline]").textContent()).toMatch(/Monday, November 30.*12:00\sAM EST/);
    expect(await countdownSeconds(page)).toBeLessThanOrEqual(6);

    await page.getByText("Voting has closed. The winner is announced Monday at 12:00 pm ET.").waitFor({ timeout: 10_000 });
    expect(await countdownSeconds(page)).toBe(0);
    await context.close();
  });
});
