// A page reached at another address than SITE_URL (an IP, a proxy's name) keeps one canonical
// address, SITE_URL's, once React has hydrated it and after a client-side navigation (issue 42,
// row 16): the browser reads the site's address from the page, never from its own location. The
// served HTML is tests/http/site-url.test.ts's.
import { describe, expect, it } from "vitest";
import { browserAvailable } from "../support/browser";
import { useServerAndBrowser } from "../support/fixtures";

const PUBLIC_URL = "https://wyp.example.org";

describe.runIf(browserAvailable())("the canonical address in the browser", () => {
  const site = useServerAndBrowser({ env: { SITE_URL: PUBLIC_URL } });

  it("is SITE_URL's page, once, after hydration and after a client-side navigation", async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const addresses = () =>
      page.evaluate(() =>
        ['link[rel="canonical"]', 'meta[property="og:url"]'].map((selector) =>
          Array.from(document.querySelectorAll(selector), (element) => element.getAttribute("href") ?? element.getAttribute("content")),
        ),
      );
    await page.goto(`${site.server.baseUrl}/the-core`);
    // The phone menu's toggle says whether it is open only once React has hydrated the page.
    await page.locator('button[popovertarget="mobile-menu"][aria-expanded]').waitFor({ state: "attached" });
    expect(await addresses()).toEqual([[`${PUBLIC_URL}/the-core`], [`${PUBLIC_URL}/the-core`]]);

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }).click();
    await page.waitForURL(`${site.server.baseUrl}/about`);
    await expect.poll(addresses).toEqual([[`${PUBLIC_URL}/about`], [`${PUBLIC_URL}/about`]]);
    await page.close();
  });
});
