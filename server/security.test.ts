import { describe, expect, it } from "vitest";
import { inlineScriptHashes, ownInlineScripts } from "./security";

const NONCE = "r4nd0m+/nonce==";

describe("a page rendered for memory", () => {
  const rendered = [
    `<html><head><link nonce="${NONCE}" rel="icon" href="/favicon.svg"/></head><body>`,
    `<p>A notice</p><script>alert("written into the page by something else")</script>`,
    `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>`,
    `<script nonce="${NONCE}" type="module" async="">import("/assets/entry.client.js");</script>`,
    `<script type="application/ld+json">{"@type":"Organization"}</script>`,
    `</body></html>`,
  ].join("");

  it("allows the scripts its render wrote, by hash, and no other inline script (issue 42, row 17)", () => {
    const { html, hashes } = ownInlineScripts(rendered, NONCE);
    const own = inlineScriptHashes(`<script>window.__reactRouterContext = {};</script><script>import("/assets/entry.client.js");</script>`);
    expect(hashes.sort()).toEqual(own.sort());
    expect(hashes).not.toContain(inlineScriptHashes(`<script>alert("written into the page by something else")</script>`)[0]);
    // The nonce every visitor of the page would share is gone from it.
    expect(html).not.toContain(NONCE);
    expect(html).toContain(`<link rel="icon" href="/favicon.svg"/>`);
    expect(html).toContain(`<script type="module" async="">import("/assets/entry.client.js");</script>`);
  });

  it("refuses a render that carries its nonce other than as an attribute", () => {
    expect(() => ownInlineScripts(`${rendered}<script nonce="${NONCE}">const n = "${NONCE}";</script>`, NONCE)).toThrow(/nonce/);
  });
});
