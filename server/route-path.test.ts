import { describe, expect, it } from "vitest";
import { bodyRules } from "~/host-routes";
import { plainPathOf, routePathOf } from "./route-path";

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
      expect(bodyRules.weeklyDropEntry.matches(routePathOf(spelling)), spelling).toBe(true);
    }
    expect(bodyRules.staffGalleryUpload.matches(routePathOf("/Staff/Gallery/New/"))).toBe(true);
    expect(routePathOf("/")).toBe("/");
    expect(routePathOf("/%E0%A4%A")).toBe("/%e0%a4%a");
  });
});

describe("a path's plain spelling", () => {
  it("resolves dot segments (either dot as %2e, any case) as a URL parser does (issue 42, row 1)", () => {
    for (const [spelling, plain] of [
      ["/art/weekly-prize/./submit", "/art/weekly-prize/submit"],
      ["/art/x/../weekly-prize/submit", "/art/weekly-prize/submit"],
      ["/art/weekly-prize/submit/.", "/art/weekly-prize/submit/"],
      ["/art/weekly-prize/submit/%2e", "/art/weekly-prize/submit/"],
      ["/art/%2E%2e/art/weekly-prize/submit", "/art/weekly-prize/submit"],
      ["/art/.%2E/about", "/about"],
      ["/../../about", "/about"],
      ["/about/..", "/"],
    ]) {
      expect(plainPathOf(spelling), spelling).toBe(plain);
      expect(new URL(`http://host${spelling}`).pathname, spelling).toBe(plain);
    }
  });

  it("has one slash between segments, so a redirect to it never leaves the site", () => {
    expect(plainPathOf("/art//weekly-prize/submit")).toBe("/art/weekly-prize/submit");
    expect(plainPathOf("/about//")).toBe("/about/");
    expect(plainPathOf("//evil.example/x")).toBe("/evil.example/x");
    expect(plainPathOf("/\\evil.example")).toBe("/evil.example");
    expect(plainPathOf("/%2e%2e//evil.example")).toBe("/evil.example");
  });

  it("leaves a plain path, and names that only look like dots, alone", () => {
    for (const path of ["/", "/about", "/art/", "/art/weekly-prize/submit.data", "/a/..data", "/a/%2e%2e%2e", "/a/%252e", "/%E0%A4%A"]) {
      expect(plainPathOf(path), path).toBeUndefined();
    }
  });
});
