import { describe, expect, it } from "vitest";
import { weeklyDropPage } from "~/features/weekly-drop/copy/weekly-drop.en";
import { countdownAt } from "~/features/weekly-drop/cycle";
import { useServer } from "../support/fixtures";

// The countdown pages are prerendered once for everyone, so the HTML must not carry a moment's digits.
describe("countdowns in the prerendered pages", () => {
  const site = useServer();

  it("prerender the same placeholder and rule for every visitor, with no digits baked in", async () => {
    for (const [path, rule] of [
      ["/art", "Submissions close every Friday at 5:00 pm ET"],
      // Rendered per request: its countdown counts to the end of the contest's current phase.
      ["/art/weekly-prize", weeklyDropPage.countdowns[countdownAt(new Date())].schedule],
    ]) {
      const html = await (await fetch(`${site.server.baseUrl}${path}`)).text();
      expect(html).toContain(rule);
      expect(html).toContain('data-countdown="pending"');
      const digits = [...html.matchAll(/data-unit="\w+"[^>]*>([^<]*)</g)].map((match) => match[1]);
      expect(digits).toEqual(["--", "--", "--", "--"]);
    }
  });
});
