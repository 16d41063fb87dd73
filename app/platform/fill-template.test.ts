import { describe, expect, it } from "vitest";
import { fillTemplate } from "./fill-template";

describe("fillTemplate", () => {
  it("fills each placeholder, every time it appears", () => {
    expect(fillTemplate("{count} votes", { count: 12 })).toBe("12 votes");
    expect(fillTemplate('Announced {day}: "{title}" ({day})', { day: "Nov 16", title: "Concrete Bloom" })).toBe(
      'Announced Nov 16: "Concrete Bloom" (Nov 16)',
    );
  });

  it("puts a value in as it is, never as a replacement pattern, and leaves an unknown placeholder", () => {
    expect(fillTemplate('"{title}" by {byline}', { title: "$& and $1", byline: "Rosa M." })).toBe('"$& and $1" by Rosa M.');
    expect(fillTemplate("Entries close {closes}; {toString}", { closes: "Friday" })).toBe("Entries close Friday; {toString}");
  });
});
