// The inline beacon, run without a browser against a stand-in window: what it sends, when, and
// that it stays within the issue's budget (public pages' JavaScript grows by at most 0.5 kB gzip).
import { gzipSync } from "node:zlib";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { VISIT_SOURCE } from "~/platform/visit-source";
import { beaconScript } from "./beacon-script";

function stage(address: string, { referrer = "", width = 390, gpc = false } = {}) {
  const sent: { url: string; body: Record<string, string | number> }[] = [];
  const listeners = new Map<string, (event?: { detail: object }) => void>();
  const location = new URL(address);
  const history = {
    pushState(_state: unknown, _title: string, url: string) {
      const next = new URL(url, location);
      location.pathname = next.pathname;
      location.search = next.search;
    },
    replaceState(_state: unknown, _title: string) {},
  };
  const window = {
    navigator: {
      globalPrivacyControl: gpc,
      sendBeacon: (url: string, body: string) => sent.push({ url, body: JSON.parse(body) as Record<string, string | number> }),
    },
    location,
    history,
    document: { referrer },
    innerWidth: width,
    URL,
    URLSearchParams,
    JSON,
    addEventListener: (type: string, listener: (event?: { detail: object }) => void) => listeners.set(type, listener),
  };
  vm.runInNewContext(beaconScript, window);
  return {
    sent,
    history,
    fire: (type: string) => listeners.get(type)?.(),
    /** What the page's code is told when it asks for the visit's source (platform/visit-source.ts visitSourceHeaders). */
    source() {
      const detail = {};
      listeners.get(VISIT_SOURCE)?.({ detail });
      return detail;
    },
  };
}

describe("the inline beacon", () => {
  it("adds under 0.5 kB gzip to every page (gzipped alone, more than it adds inside a page)", () => {
    expect(gzipSync(beaconScript, { level: 9 }).length).toBeLessThan(500);
  });

  it("sends the first view after load with the referrer's host and the campaign, then each new path without them", () => {
    const page = stage("https://wyp.example.org/?utm_source=Flyer&utm_medium=print&utm_campaign=fall", {
      referrer: "https://www.instagram.com/some/post?x=1",
    });
    expect(page.sent).toEqual([]);
    page.fire("load");
    page.history.pushState(null, "", "/art");
    page.history.replaceState(null, "");
    page.history.pushState(null, "", "/art?age=13-15");
    page.history.pushState(null, "", "/es/art");
    expect(page.sent).toEqual([
      { url: "/resources/insights", body: { p: "/", d: "phone", r: "www.instagram.com", e: 1, s: "Flyer", m: "print", c: "fall" } },
      { url: "/resources/insights", body: { p: "/art", d: "phone", e: 0 } },
      { url: "/resources/insights", body: { p: "/es/art", d: "phone", e: 0 } },
    ]);
  });

  it("tells the page's code the visit's first source, on whichever page it asks, and sends nothing for it", () => {
    const page = stage("https://wyp.example.org/?utm_source=flyer&utm_campaign=fall", { referrer: "https://www.instagram.com/" });
    page.fire("load");
    page.history.pushState(null, "", "/sport");
    expect(page.source()).toEqual({ [VISIT_SOURCE]: "s=flyer&r=www.instagram.com" });
    expect(page.sent).toHaveLength(2);
    const direct = stage("https://wyp.example.org/art");
    direct.fire("load");
    expect(direct.source()).toEqual({});
    expect(direct.sent.map((beacon) => beacon.body)).toEqual([{ p: "/art", d: "phone", e: 1 }]);
  });

  it("marks the visit's entry page (another site's referrer, or none), not a page reached from this site (issue 45)", () => {
    const page = stage("https://wyp.example.org/sport", { referrer: "https://wyp.example.org/" });
    page.fire("load");
    page.history.pushState(null, "", "/art");
    const typed = stage("https://wyp.example.org/art");
    typed.fire("load");
    typed.history.pushState(null, "", "/sport");
    expect([...page.sent, ...typed.sent].map((beacon) => beacon.body)).toEqual([
      { p: "/sport", d: "phone" },
      { p: "/art", d: "phone", e: 0 },
      { p: "/art", d: "phone", e: 1 },
      { p: "/sport", d: "phone", e: 0 },
    ]);
  });

  it("leaves out a referrer from this site and names the device class by width", () => {
    const tablet = stage("https://wyp.example.org/es", { referrer: "https://wyp.example.org/", width: 800 });
    tablet.fire("load");
    const desktop = stage("https://wyp.example.org/sport", { width: 1280 });
    desktop.fire("load");
    expect([...tablet.sent, ...desktop.sent].map((beacon) => beacon.body)).toEqual([
      { p: "/es", d: "tablet" },
      { p: "/sport", d: "desktop", e: 1 },
    ]);
  });

  it("sends nothing when the browser asks not to be followed (Global Privacy Control)", () => {
    const page = stage("https://wyp.example.org/", { gpc: true });
    page.fire("load");
    page.history.pushState(null, "", "/art");
    expect(page.sent).toEqual([]);
  });
});
