import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HeroArt, type HeroMotif } from "./hero-art";

const motifs: HeroMotif[] = ["rings", "burst", "wave", "bars", "grid"];

describe("hero art", () => {
  it.each(motifs)("draws the %s motif's lines as lines, not filled shapes", (motif) => {
    const markup = renderToStaticMarkup(<HeroArt colour="biz" motif={motif} />);
    // A stroked path left to the group's fill is painted as a wedge under its line.
    for (const [path] of markup.matchAll(/<path\b[^>]*>/g)) expect(path).toContain('fill="none"');
  });

  it("draws the rising chart of the bars motif", () => {
    expect(renderToStaticMarkup(<HeroArt colour="biz" motif="bars" />)).toContain("<path");
  });
});
