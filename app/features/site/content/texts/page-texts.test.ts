// Page texts without a server: a copy module walked into its texts in reading order (identifiers,
// addresses and figures left out), the rules a changed text must pass, and a page's copy with
// staff's texts in place, the code's module untouched.
import { describe, expect, it } from "vitest";
import { homePage } from "~/features/site/copy/home";
import { privacyNotice } from "~/features/site/copy/legal";
import { licensingPage } from "~/features/site/copy/licensing";
import { withTexts } from "./with-texts";
import { textFields } from "./text-fields";
import { MAX_PAGE_TEXT, pageTextProblem } from "./text-rules";

describe("a copy module's texts", () => {
  const fields = textFields(homePage.en, homePage.es);
  const paths = fields.map((field) => field.path);

  it("lists the home page's words in reading order, each beside its Spanish", () => {
    expect(paths.slice(0, 3)).toEqual(["hero.headline", "hero.line", "hero.taglines.0"]);
    expect(fields[1]).toEqual({ path: "hero.line", en: "The screens are winning. We're fighting back.", es: homePage.es.hero.line });
    expect(paths).toContain("joinTheMovement.blocks.1.action.label");
    expect(paths.indexOf("wakeUpCall.heading")).toBeLessThan(paths.indexOf("joinTheMovement.heading"));
  });

  it("leaves out what is not words: dialogs, addresses, icons, identifiers and figures", () => {
    expect(paths.some((path) => /\.(dialog|href|icon)$/.test(path))).toBe(false);
    expect(paths.some((path) => path.startsWith("programs.featured"))).toBe(false);
    expect(paths.some((path) => path.startsWith("wakeUpCall.statCard"))).toBe(false);
  });

  it("leaves out a date the page formats and a contact address, keeping a label with a placeholder the page fills", () => {
    const legal = textFields(privacyNotice.en, privacyNotice.es).map((field) => field.path);
    expect(legal).toContain("title");
    expect(legal).not.toContain("effective");
    expect(legal).not.toContain("contactEmail");
    expect(textFields(licensingPage.en, licensingPage.es)).toContainEqual({
      path: "yourJourney.stepLabel",
      en: "Step {step}",
      es: "Paso {step}",
    });
  });
});

describe("a page text's rules", () => {
  const original = "The screens are winning. We're fighting back.";

  it("takes plain words up to twice the original's length", () => {
    expect(pageTextProblem("Screens lose when we show up.", original, "en")).toBeUndefined();
    expect(pageTextProblem("x".repeat(original.length * 2), original, "en")).toBeUndefined();
    expect(pageTextProblem("x".repeat(original.length * 2 + 1), original, "en")).toMatch(/at most 90 characters/);
  });

  it("never takes more than 2,000 characters, however long the original", () => {
    expect(pageTextProblem("x".repeat(MAX_PAGE_TEXT + 1), "y".repeat(5_000), "es")).toMatch(/at most 2000 characters/);
  });

  it("refuses an empty text, markup, and control or direction characters, naming the language", () => {
    expect(pageTextProblem("  ", original, "es")).toMatch(/Spanish text/);
    expect(pageTextProblem("<b>Screens</b>", original, "en")).toMatch(/plain text/);
    expect(pageTextProblem("Reality > Algorithm", original, "en")).toBeUndefined();
    expect(pageTextProblem("Screens \u202Eniw", original, "en")).toMatch(/hidden character after "Screens "/);
    expect(pageTextProblem("Screens\u0007", original, "en")).toMatch(/hidden character/);
  });

  it("keeps a placeholder the page fills", () => {
    expect(pageTextProblem("Stage {step}", "Step {step}", "en")).toBeUndefined();
    expect(pageTextProblem("Paso", "Paso {step}", "es")).toBe("Keep {step} in the Spanish text: the page puts its value there.");
  });
});

describe("a page's copy with staff's texts", () => {
  it("puts each text in place, lists keeping their shape, and leaves the module as the code has it", () => {
    const page = withTexts(homePage.en, { "hero.line": "Screens lose.", "hero.taglines.1": "Real > feed" });
    expect(page.hero.line).toBe("Screens lose.");
    expect(page.hero.taglines).toEqual([homePage.en.hero.taglines[0], "Real > feed"]);
    expect(Array.isArray(page.hero.taglines)).toBe(true);
    expect(page.wakeUpCall).toBe(homePage.en.wakeUpCall);
    expect(homePage.en.hero.line).toBe("The screens are winning. We're fighting back.");
  });

  it("gives the code's own object when nothing changed", () => {
    expect(withTexts(homePage.en, undefined)).toBe(homePage.en);
  });
});
