import { describe, expect, it } from "vitest";
import { useServer } from "../support/fixtures";

// The countdown pages are prerendered once for everyone, so the HTML must not carry a moment's digits.
describe("countdowns in the prerendered pages", () => {
  const site = useServer();

  it("prerender the same placeholder and rule for every visitor, with no digits baked in", async () => {
    for (const [path, rule] of [
      ["/art", "Submissions close every Friday at 5:00 pm ET"],
      ["/art/weekly-prize", "Winners are announced every Monday at 12:00 pm ET"],
    ]) {
      const html = await (await fetch(`${site.server.baseUrl}${path}`)).text();
      expect(html).toContain(rule);
      expect(html).toContain('data-countdown="pending"');
      const digits = [...html.matchAll(/data-unit="\w+"[^>]*>([^<]*)</g)].map((match) => match[1]);
      expect(digits).toEqual(["--", "--", "--", "--"]);
    }
  });
});
