import { describe, expect, it } from "vitest";
import { cannotBecomeLink, carriesAddress, isPlainName } from "./person-name";

describe("person names", () => {
  it("finds a web or email address however it is written (issue 42, row 12)", () => {
    for (const value of [
      "https://evil.example",
      "HTTP://x",
      "go to www.evil.example",
      "WWW.x",
      "maya@evil.example",
      "ｗｗｗ．x",
      "a＠b",
      "x：／／y",
    ])
      expect(carriesAddress(value), value).toBe(true);
    for (const value of ["Maya", "O'Neil", "Zoë-Anne", "J. R.", "Example.org Partners", "Www Smith"])
      expect(carriesAddress(value), value).toBe(false);
  });

  it("takes as plainly a name only letters and marks with spaces, apostrophes and hyphens", () => {
    for (const value of ["Maya", "O'Neil", "Zoë-Anne", "Nguyễn Văn", "Ma’ya"]) expect(isPlainName(value), value).toBe(true);
    for (const value of ["evil.example", "J.R.", "Visit https://x", "a@b", "-Maya", "Maya2", ""])
      expect(isPlainName(value), value).toBe(false);
  });

  it("lets into mail only text that no mail program can make a link of", () => {
    for (const value of ["Maya", "Ana0", "O'Neil", "Zoë-Anne", "Nguyễn Văn", "www"]) expect(cannotBecomeLink(value), value).toBe(true);
    for (const value of ["evil.example", "Visit https://x", "a@b", "x/y", "a:b", "ｅｖｉｌ．ｅｘａｍｐｌｅ", ""])
      expect(cannotBecomeLink(value), value).toBe(false);
  });
});
