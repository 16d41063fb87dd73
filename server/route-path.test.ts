import { describe, expect, it } from "vitest";
import { isDropSubmitPath } from "~/features/weekly-drop/entries";
import { isUploadPath } from "~/features/gallery/staff-gallery";
import { routePathOf } from "./route-path";

describe("a path as React Router matches it", () => {
  it("is the same for every spelling of the entry form's address (issue 27, row 1)", () => {
    for (const spelling of [
      "/art/weekly-prize/submit",
      "/ART/weekly-prize/submit",
      "/art/Weekly-Prize/submit",
      "/art/weekly-prize/submit/",
      "/art/weekly-prize/submit//",
      "/art/weekly-prize/%73ubmit",
      "/art/weekly-prize/%73%75bmit/",
      "/art/weekly-prize/submit.data",
      "/es/art/weekly-prize/submit",
      "/ES/Art/Weekly-Prize/SUBMIT/",
    ]) {
      expect(isDropSubmitPath(routePathOf(spelling)), spelling).toBe(true);
    }
    expect(isUploadPath(routePathOf("/Staff/Gallery/New/"))).toBe(true);
    expect(routePathOf("/")).toBe("/");
    expect(routePathOf("/%E0%A4%A")).toBe("/%e0%a4%a");
  });
});
