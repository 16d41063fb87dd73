// A build deployed at an address other than the one it was made with (issue 27, row 12): the test
// build is made with the default SITE_URL and this server starts with the public one. Every page,
// prerendered or rendered per request, the sitemap and robots.txt say the running server's address.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TEST_BUILD_DIR } from "../support/environment";
import { useServer } from "../support/fixtures";

const PUBLIC_URL = "https://wyp.example.org";
/** The address the test build was made with, as its prerendered robots.txt says it. */
const BUILD_SITE_URL = /Sitemap: (\S+)\/sitemap\.xml/.exec(fs.readFileSync(path.join(TEST_BUILD_DIR, "client", "robots.txt"), "utf8"))![1]!;

describe("the public address at run time", () => {
  const site = useServer({ env: { SITE_URL: PUBLIC_URL } });
  const read = async (path: string) => {
    const response = await fetch(`${site.server.baseUrl}${path}`, { headers: { "Accept-Encoding": "gzip" } });
    return { status: response.status, text: await response.text() };
  };

  it("is not the build's address in this test, so the check means something", () => {
    expect(BUILD_SITE_URL).not.toBe(PUBLIC_URL);
  });

  it.each(["/", "/es/art", "/the-core", "/wyp-gallery"])("is what %s says: canonical, alternates, Open Graph and JSON-LD", async (path) => {
    const { status, text } = await read(path);
    expect(status).toBe(200);
    expect(text).toContain(`<link rel="canonical" href="${PUBLIC_URL}${path}"`);
    expect(text).toContain(`<meta property="og:url" content="${PUBLIC_URL}${path}"`);
    expect(text).toContain(`hrefLang="es" href="${PUBLIC_URL}/es`);
    expect(text).toContain(`"url":"${PUBLIC_URL}/"`);
    expect(text).not.toContain(BUILD_SITE_URL);
  });

  it("is what the sitemap, robots.txt and the not-found page say", async () => {
    const sitemap = await read("/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).toContain(`<loc>${PUBLIC_URL}/</loc>`);
    expect(sitemap.text).not.toContain(BUILD_SITE_URL);
    const robots = await read("/robots.txt");
    expect(robots.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    const missing = await read("/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain(BUILD_SITE_URL);
  });
});
