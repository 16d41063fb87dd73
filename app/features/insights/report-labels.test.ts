// The words the Insights page puts on what was counted (issue 45, row 5): pages by the names their
// own copy gives them, with the address beside in both languages.
import { describe, expect, it } from "vitest";
import { allPagePaths } from "~/pages";
import { EVERY_PAGE, OTHER_VALUE } from "./insights";
import { pageNames } from "~/page-names";
import { insightLabels } from "./report-labels";

describe("a page's label", () => {
  it("is its name, with its English and Spanish addresses beside", () => {
    expect(insightLabels.page("/art/weekly-prize/submit", pageNames)).toBe("Submit Your Art");
    expect(insightLabels.pagePath("/art/weekly-prize/submit", pageNames)).toBe("/art/weekly-prize/submit and /es/art/weekly-prize/submit");
    expect(insightLabels.page("/", pageNames)).toBe("Home");
    expect(insightLabels.page("/music/studio", pageNames)).toBe("Studio Sessions");
    expect(insightLabels.page("/join/mentor", pageNames)).toBe("Be A Mentor");
  });

  it("names every page of the sitemap with words, not its address", () => {
    for (const path of allPagePaths) expect(insightLabels.page(path, pageNames), path).not.toMatch(/^\//);
  });

  it("keeps the plain words for the footer's box and for addresses that are no page", () => {
    expect(insightLabels.page(EVERY_PAGE, pageNames)).toBe("Every page (the footer's email box)");
    expect(insightLabels.page(OTHER_VALUE, pageNames)).toBe("Other addresses");
    expect(insightLabels.pagePath(OTHER_VALUE, pageNames)).toBeUndefined();
  });
});
