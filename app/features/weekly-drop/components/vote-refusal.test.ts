// What a refused vote says on the page: the vote endpoint answers in English and names its reason,
// so the Spanish page says it in Spanish and the English page as the endpoint wrote it.
import { describe, expect, it } from "vitest";
import { voteRefusals as english } from "~/features/weekly-drop/copy/voting.en";
import { voteRefusals as spanish } from "~/features/weekly-drop/copy/voting.es";
import { refusalText } from "./vote-refusal";

describe("a refused vote's words", () => {
  it("are the Spanish page's own for each reason the endpoint names", () => {
    for (const reason of Object.keys(english) as (keyof typeof english)[]) {
      expect(refusalText(spanish, { error: english[reason], reason })).toBe(spanish[reason]);
    }
  });

  it("are the endpoint's on the English page, and for a reason the page has no words for", () => {
    expect(refusalText(undefined, { error: english.rate, reason: "rate" })).toBe(english.rate);
    expect(refusalText(spanish, { error: "Voting opens Saturday.", reason: "toString" })).toBe("Voting opens Saturday.");
    expect(refusalText(spanish, { error: "Voting opens Saturday." })).toBe("Voting opens Saturday.");
    expect(refusalText(spanish, {})).toBeUndefined();
  });
});
