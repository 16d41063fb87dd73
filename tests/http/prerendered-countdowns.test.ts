import { describe, expect, it } from "vitest";
import { weeklyDropPage } from "~/features/weekly-drop/copy/weekly-drop.en";
import { countdownAt } from "~/features/weekly-drop/cycle";
import { useServer } from "../support/fixtures";

// The countdown pages are prerendered once for everyone, so the HTML must not carry a moment's digits.
describe("countdowns in the prerendered pages", () => {
  // Saturday Nov 28 2026, 3 pm in New York: voting runs, so /art/weekly-prize counts to its close.
  const asOf = new Date("2026-11-28T15:00:00-05:00");
  const site = useServer({ env: { PAGES_AS_OF: asOf.toISOString() } });

  it("prerender the same placeholder and rule for every visitor, with no digits baked in", async () => {
    for (const [path, rule] of [
      ["/art", "Submissions close every Friday at 5:00 pm ET"],
      // Rendered per request: its countdown counts to the end of the contest's current phase.
      ["/art/weekly-prize", weeklyDropPage.countdowns[countdownAt(asOf)].schedule],
    ]) {
      const html = await (await fetch(`${site.server.baseUrl}${path}`)).text();
      expect(html).toContain(rule);
      expect(html).toContain('data-countdown="pending"');
      const digits = [...html.matchAll(/data-unit="\w+"[^>]*>([^<]*)</g)].map((match) => match[1]);
      expect(digits).toEqual(["--", "--", "--", "--"]);
    }
  });
});
