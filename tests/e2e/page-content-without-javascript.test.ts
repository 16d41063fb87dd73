// Every page without JavaScript (a blocked script, an old phone, a crawler): the prerendered or
// server-rendered HTML shows the spec's texts and links on its own.
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable } from "../support/browser";
import { useServerAndBrowser } from "../support/fixtures";
import { hrefOf, mainText, normalise } from "../support/pages";
import { movementPages, programmePages } from "./spec-pages";

describe.runIf(browserAvailable())("page content without JavaScript", () => {
  // The art and sport statuses read as on Nov 8 2026, as in page-content.test.ts: the spec's texts compare the same.
  const site = useServerAndBrowser({ env: { PAGES_AS_OF: "2026-11-08T12:00:00-05:00" } });
  let context: BrowserContext;
  beforeAll(async () => {
    context = await site.browser.newContext({ javaScriptEnabled: false });
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each(Object.keys(movementPages))("%s shows the spec's texts and links", async (path) => {
    const page = await context.newPage();
    const response = await page.goto(`${site.server.baseUrl}${path}`);
    expect(response?.status()).toBe(200);
    const spec = movementPages[path]!;
    expect(normalise(await page.getByRole("heading", { level: 1 }).innerText())).toMatch(new RegExp(`^${escape(spec.heading)}$`, "i"));
    const text = await page.locator("main").innerText();
    for (const expected of spec.texts) expect(normalise(text).toLowerCase()).toContain(expected.toLowerCase());
    for (const [name, href] of spec.links) {
      const link = page
        .locator("main")
        .getByRole("link", { name, exact: typeof name === "string" })
        .first();
      await expect(link.getAttribute("href"), String(name)).resolves.toBe(href);
      if (href.startsWith("http")) {
        await expect(link.getAttribute("target")).resolves.toBe("_blank");
        await expect(link.getAttribute("rel")).resolves.toBe("noopener noreferrer");
      }
    }
    await page.close();
  });

  it.each(Object.entries(programmePages))("%s reads and links the same as with JavaScript", async (path, expected) => {
    const page = await context.newPage();
    await page.goto(`${site.server.baseUrl}${path}`);
    expect(normalise((await page.locator("main h1").textContent()) ?? "")).toBe(expected.heading);
    const text = await mainText(page);
    for (const snippet of expected.texts) expect(text, `"${snippet}" on ${path}`).toContain(snippet);
    for (const [name, href] of expected.links) expect(await hrefOf(page, name), `link "${name}" on ${path}`).toBe(href);
    await page.close();
  });
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
