import { describe, expect, it } from "vitest";
import { edgeProblems, goalGaps, readDeclaredEdges } from "./feature-edges";

const declared = [
  { from: "site", to: "leads", reason: "pages show the sign-up dialogs" },
  { from: "leads", to: "staff", reason: "a lead's page in the console" },
];

describe("edges between features", () => {
  it("accepts imports along declared edges only", () => {
    const actual = new Map([
      ["site -> leads", 3],
      ["leads -> staff", 1],
    ]);
    expect(edgeProblems(actual, declared)).toEqual([]);
    expect(goalGaps(declared)).toEqual([]);
  });

  it("names an import along an undeclared edge", () => {
    const actual = new Map([
      ["site -> leads", 3],
      ["leads -> staff", 1],
      ["leads -> site", 2],
    ]);
    expect(edgeProblems(actual, declared)).toEqual([expect.stringContaining("undeclared feature edge: leads -> site (2 import(s))")]);
  });

  it("refuses a declaration without a reason and one nothing imports along", () => {
    const stale = [...declared, { from: "staff", to: "site", reason: " " }];
    const actual = new Map([
      ["site -> leads", 1],
      ["leads -> staff", 1],
    ]);
    expect(edgeProblems(actual, stale)).toEqual([
      "feature edge staff -> site is declared without a reason",
      "feature edge staff -> site is declared but no module imports along it: remove it",
    ]);
  });

  it("refuses declared edges beyond the goal: a pair both ways, a circle, more than 8", () => {
    const both = [...declared, { from: "leads", to: "site", reason: "why" }];
    expect(goalGaps(both)).toEqual(["feature edges both ways: leads <-> site"]);
    const circle = [...declared, { from: "staff", to: "site", reason: "why" }];
    expect(goalGaps(circle)).toEqual([expect.stringMatching(/^feature edges form a circle: (\w+ -> ){3}\w+$/)]);
    const many = Array.from({ length: 9 }, (_, i) => ({ from: `a${i}`, to: `b${i}`, reason: "why" }));
    expect(goalGaps(many)).toEqual(["9 feature edges declared, the goal is at most 8"]);
  });

  it("declares each of the project's edges once, at most 8, none both ways and no circle", () => {
    const edges = readDeclaredEdges(process.cwd());
    const keys = edges.map(({ from, to }) => `${from} -> ${to}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(goalGaps(edges)).toEqual([]);
  });
});
