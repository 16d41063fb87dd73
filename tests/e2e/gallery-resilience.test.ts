// The gallery when things go wrong or change under it: a failed load shows the spec's notice in
// the normal page with a way to try again (503 when rendered by the server), and the age filter's
// buttons follow live changes, so a group whose last item is deleted loses its button.
import pg from "pg";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { browserAvailable, launchBrowser } from "../support/browser";
import { testDialects } from "../support/databases";
import { startServer, type TestServer } from "../support/fixtures";
import { galleryCli, idFromCliOutput } from "../support/gallery";

describe.runIf(browserAvailable())("gallery resilience", () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.destroy();
  });

  it("keeps the page and offers to try again when its data fails to load on a client-side navigation", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.baseUrl}/wyp-gallery`, { waitUntil: "networkidle" });
    await page.route(/\/wyp-gallery\.data/, (route) => route.abort());
    await page.getByRole("button", { name: "16-19" }).click();
    const failed = page.getByRole("alert").filter({ hasText: "Error" }).filter({ hasText: "Failed to load gallery items" });
    await failed.waitFor();
    // The page around it is the gallery, not the generic error page.
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("WYP GALLERY");
    await expect(page.getByText("Something went wrong").count()).resolves.toBe(0);

    await page.unroute(/\/wyp-gallery\.data/);
    await failed.getByRole("link", { name: "Try Again" }).click();
    await page.getByRole("button", { name: "16-19", pressed: true }).waitFor();
    await expect(page.locator("main li").count()).resolves.toBeGreaterThan(0);
    await page.close();
  });

  it("removes an age group's button when its last item is deleted, in every open page", async () => {
    const added = await galleryCli(server, ["add", "--title", "Only One Here", "--artist", "Lone A.", "--age", "20-24"]);
    expect(added.code, added.stderr).toBe(0);
    const id = idFromCliOutput(added.stdout);
    const [all, filtered] = await Promise.all([browser.newPage(), browser.newPage()]);
    await all.goto(`${server.baseUrl}/wyp-gallery`, { waitUntil: "networkidle" });
    await filtered.goto(`${server.baseUrl}/wyp-gallery?age=9-12`, { waitUntil: "networkidle" });
    for (const page of [all, filtered]) await page.getByRole("button", { name: "20-24" }).waitFor();

    expect((await galleryCli(server, ["remove", id])).code).toBe(0);
    for (const page of [all, filtered]) await page.getByRole("button", { name: "20-24" }).waitFor({ state: "detached" });
    // The other groups stay.
    await expect(filtered.getByRole("button", { name: "9-12" }).count()).resolves.toBe(1);
    await Promise.all([all.close(), filtered.close()]);
  });
});

describe.runIf(browserAvailable() && testDialects().includes("postgres"))("gallery rendered while the database is down", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ dialect: "postgres" });
  });
  afterAll(async () => {
    await server?.destroy();
  });

  it("answers 503 with the spec's notice in the normal page and a way to try again", async () => {
    // Take the server's database away under it.
    const admin = new pg.Client({ connectionString: inject("postgresUrl") });
    await admin.connect();
    await admin.query(`drop database ${new URL(server.databaseUrl!).pathname.slice(1)} with (force)`);
    await admin.end();

    const response = await fetch(`${server.baseUrl}/wyp-gallery?age=13-15`);
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain("WYP GALLERY");
    expect(html).toMatch(/role="alert"[^>]*>.*Error.*Failed to load gallery items/s);
    expect(html).toMatch(/<a[^>]*href="\/wyp-gallery\?age=13-15"[^>]*>Try Again<\/a>/);
  });
});
