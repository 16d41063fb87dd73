// The inline beacon (issue 32) is in every public page, in both languages and both ways pages are
// served (prerendered, or rendered per request), and the page's policy lets it run: by its hash, or
// by the response's nonce. The console has none, and the page's JavaScript files do not carry it
// a second time (the browser renders the element empty: app/features/insights/insights-beacon.tsx).
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { beaconScript } from "~/features/insights/beacon-script";
import { useServer } from "../support/fixtures";

const hash = `sha256-${createHash("sha256").update(beaconScript, "utf8").digest("base64")}`;

describe("the beacon in the pages", () => {
  const site = useServer();

  it.each(["/", "/es", "/privacy", "/es/privacy", "/art", "/es/art", "/wyp-gallery", "/join/mentor"])(
    "%s carries it once, allowed by the page's policy",
    async (path) => {
      const response = await fetch(`${site.server.baseUrl}${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      const tags = [...html.matchAll(/<script([^>]*)>((?:(?!<\/script>)[\s\S])*?sendBeacon[\s\S]*?)<\/script>/g)];
      expect(tags.map((tag) => tag[2])).toEqual([beaconScript]);
      const csp = response.headers.get("content-security-policy") ?? "";
      const nonce = /nonce="([^"]+)"/.exec(tags[0]![1])?.[1];
      if (nonce) expect(csp).toContain(`'nonce-${nonce}'`);
      else expect(csp).toContain(`'${hash}'`);
      expect(response.headers.get("set-cookie")).toBeNull();
    },
  );

  it("is not in the console, nor in the page's JavaScript files", async () => {
    const login = await (await fetch(`${site.server.baseUrl}/staff/login`)).text();
    expect(login).not.toContain("sendBeacon");
    const html = await (await fetch(`${site.server.baseUrl}/art`)).text();
    const assets = [...new Set([...html.matchAll(/\/assets\/[^"]+\.js/g)].map((match) => match[0]))];
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) expect(await (await fetch(`${site.server.baseUrl}${asset}`)).text(), asset).not.toContain("sendBeacon");
  });
});
