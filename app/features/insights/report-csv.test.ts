// The Insights tables as spreadsheets (issue 45, row 7): one CSV per table, the page's headers and
// words, conversion as a percentage, and a name from a visitor's address never run as a formula.
import { describe, expect, it } from "vitest";
import type { InsightsReport } from "./insights";
import { insightsCsv, vitalsCsv } from "./report-csv";
import { pageNames } from "~/page-names";

const one = { views: 1, visitors: 1 };
const report: InsightsReport = {
  range: { from: "2026-11-29", to: "2026-11-29" },
  days: [{ day: "2026-11-29", views: 4, visitors: 3 }],
  total: { views: 4, visitors: 3 },
  pages: [{ page: "/sport", en: one, es: one }],
  sources: [
    { value: "", views: 3, visitors: 2 },
    { value: "=hyperlink", ...one },
  ],
  mediums: [],
  campaigns: [],
  devices: [{ value: "phone", views: 4, visitors: 3 }],
  locales: [{ value: "es", ...one }],
  signUps: [{ page: "/sport", kind: "mentor", count: 2, converted: 1, visitors: 3, conversion: 1 / 3 }],
  sourceSignUps: [{ source: "flyer", kind: "like", count: 1, converted: 1, visitors: 0, conversion: null }],
  entryPages: [{ page: "/sport", views: 2, visitors: 1 }],
  converted: { count: 2, converted: 1, visitors: 3, conversion: 1 / 3 },
};

const lines = (csv: string) => csv.split("\r\n").filter(Boolean);

describe("a table's CSV", () => {
  it("has the page's headers and words, and conversion as a percentage", () => {
    expect(lines(insightsCsv(report, "sign-ups", pageNames))).toEqual([
      "Page,Kind,Sign-ups,Visitors who signed up,Visitors of the page,Conversion",
      "WYP SPORT,Mentor applications,2,1,3,33.3%",
    ]);
    expect(lines(insightsCsv(report, "pages", pageNames))).toEqual([
      "Page,Address,Views (English),Visitors (English),Views (Spanish),Visitors (Spanish)",
      "WYP SPORT,/sport and /es/sport,1,1,1,1",
    ]);
    expect(lines(insightsCsv(report, "devices", pageNames))).toEqual(["Device,Views,Visitors", "Phone,4,3"]);
    expect(lines(insightsCsv(report, "languages", pageNames))).toEqual(["Language,Views,Visitors", "Spanish,1,1"]);
    expect(lines(insightsCsv(report, "sign-ups-by-source", pageNames))).toEqual([
      "Source,Kind,Sign-ups,Visitors who signed up,Visitors from the source,Conversion",
      "flyer,Gallery likes,1,1,0,",
    ]);
    expect(lines(insightsCsv(report, "entry-pages", pageNames))).toEqual([
      "Page,Address,Entries,Visitors",
      "WYP SPORT,/sport and /es/sport,2,1",
    ]);
  });

  it("holds only its own table, and a name that starts like a formula stays text", () => {
    expect(lines(insightsCsv(report, "sources", pageNames))).toEqual([
      "Source,Views,Visitors",
      "Direct or from this site,3,2",
      "'=hyperlink,1,1",
    ]);
    expect(lines(insightsCsv(report, "days", pageNames))).toEqual(["Day,Views,Visitors", "2026-11-29,4,3"]);
  });
});

describe("the Web Vitals CSV", () => {
  it("has the page's words: each figure in its unit with its band, and what was not measured", () => {
    const good = { value: 2100, above: false, band: "good", views: 12 } as const;
    const csv = vitalsCsv(
      [
        { page: "", device: "phone", views: 12, lcp: good, inp: { value: 640, above: false, band: "poor", views: 3 }, cls: null },
        { page: "/sport", device: "desktop", views: 2, lcp: { value: 20_000, above: true, band: "poor", views: 2 }, inp: null, cls: null },
      ],
      pageNames,
    );
    expect(lines(csv)).toEqual([
      "Page,Address,Device,Page views measured,Loading (LCP),Loading band,Responding (INP),Responding band,Stability (CLS),Stability band",
      "The whole site,,Phone,12,2.1 s,Good,640 ms,Poor,Not measured,",
      "WYP SPORT,/sport and /es/sport,Desktop,2,over 20.0 s,Poor,Not measured,,Not measured,",
    ]);
  });
});
