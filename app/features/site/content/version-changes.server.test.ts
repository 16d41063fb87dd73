// The History's lines for page texts: a publish that changed a sentence of a page says so, per language.
import { describe, expect, it } from "vitest";
import { versionChanges } from "./version-changes.server";

describe("what a version changed in the page texts", () => {
  it("names each changed text and language, and a text put back as the original", () => {
    const changed = { texts: { "site/home": { "hero.line": { en: "We fight back.", es: "Luchamos." } } } };
    expect(versionChanges({}, changed)).toEqual([
      "Page text site/home hero.line, English: (original) -> We fight back.",
      "Page text site/home hero.line, Spanish: (original) -> Luchamos.",
    ]);
    expect(versionChanges(changed, {})).toEqual([
      "Page text site/home hero.line, English: We fight back. -> (original)",
      "Page text site/home hero.line, Spanish: Luchamos. -> (original)",
    ]);
  });
});
