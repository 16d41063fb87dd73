import { spawnSync } from "node:child_process";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { serverCommand } from "../support/app-process";
import { testDialects } from "../support/databases";
import { TEST_BUILD_DIR } from "../support/environment";
import { useServer } from "../support/fixtures";

describe("the Express host", () => {
  it("ends with one clear line and exit code 1 on a bad environment value", () => {
    for (const [name, value, expected] of [
      ["PORT", "abc", 'Invalid environment: PORT must be an integer from 1 to 65535 (got "abc")'],
      ["DATABASE_URL", "mysql://x", "Invalid environment: DATABASE_URL must be a postgres:// or postgresql:// URL"],
    ]) {
      const result = spawnSync(serverCommand.command, serverCommand.args, {
        cwd: serverCommand.cwd,
        env: { ...process.env, WYP_BUILD_DIR: TEST_BUILD_DIR, [name]: value },
        encoding: "utf8",
        timeout: 20_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(expected);
      expect(result.stdout).not.toMatch(/\bat .*\.js:\d+/); // no stack trace
    }
  });

  describe.each(testDialects())("on %s", (dialect) => {
    const site = useServer({ dialect });

    it("serves the site migrated, with demo gallery rows", async () => {
      const health = await fetch(`${site.server.baseUrl}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: "ok" });
      const gallery = await fetch(`${site.server.baseUrl}/wyp-gallery`);
      expect(gallery.status).toBe(200);
      const html = await gallery.text();
      expect((html.match(/\/media\/[0-9a-f]{16}-\d+\.webp/g) ?? []).length).toBeGreaterThanOrEqual(12);
    });

    it("answers an unknown address with the not-found page from memory, and leaves files and the host's own addresses alone", async () => {
      const get = (pathname: string) => fetch(`${site.server.baseUrl}${pathname}`, { redirect: "manual" });
      const missing = await get("/no-such-page/deeper?utm_source=x");
      expect(missing.status).toBe(404);
      // Made once: an ETag of its bytes would be there only for a 200; the same body for any path.
      expect(missing.headers.get("cache-control")).toBe("no-store");
      const body = await missing.text();
      expect(body).toContain("<title>");
      expect(await (await get("/Another-Missing-Page")).text()).toBe(body);
      // Logged as the request log logs it: method, path, status, never the query.
      await expect.poll(() => site.server.output()).toMatch(/"path":"\/no-such-page\/deeper"[^\n]*"status":404/);
      expect(site.server.output()).not.toContain("utm_source=x");

      // Not taken from React Router's catch-all: build files (also spelled with an escape), the
      // host's own addresses in any case, route data.
      expect((await get("/favicon.svg")).status).toBe(200);
      expect((await get("/favicon%2Esvg")).status).toBe(200);
      expect((await get("/robots.txt")).status).toBe(200);
      expect((await get("/HEALTHZ")).status).toBe(200);
      expect((await get("/.well-known/security.txt")).status).toBe(200);
      expect((await get("/about.data")).status).toBe(200);
      expect((await get("/media/0000000000000000-1.webp")).status).toBe(404);
      expect((await get("/%E0%A4%A")).status).toBe(400);
    });

    it("sends the security headers on pages", async () => {
      for (const pathname of ["/", "/wyp-gallery", "/no-such-page"]) {
        const response = await fetch(`${site.server.baseUrl}${pathname}`);
        const csp = response.headers.get("content-security-policy") ?? "";
        expect(csp).toMatch(/script-src 'self' '(nonce-|sha256-)/);
        expect(csp).toContain("frame-ancestors 'none'");
        expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false);
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
        expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
        expect(response.headers.get("strict-transport-security")).toContain("max-age=");
        expect(response.headers.get("x-powered-by")).toBeNull();
      }
    });

    it("caches hashed assets for a year and compresses text", async () => {
      const html = await (await fetch(`${site.server.baseUrl}/`)).text();
      const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
      expect(asset).toBeTruthy();
      const response = await fetch(`${site.server.baseUrl}${asset}`, { headers: { "accept-encoding": "gzip" } });
      expect(response.headers.get("cache-control")).toContain("immutable");
      expect(response.headers.get("cache-control")).toContain("max-age=31536000");
      expect(response.headers.get("content-encoding")).toBe("gzip");
      // Nothing to revalidate: no validator headers on any of the page's scripts.
      for (const encoding of ["br", "gzip"]) {
        const script = await fetch(`${site.server.baseUrl}${asset}`, { headers: { "accept-encoding": encoding } });
        const body = await script.text();
        expect(script.status).toBe(200);
        expect(script.headers.get("content-encoding")).toBe(encoding);
        expect(script.headers.get("content-type")).toBe("text/javascript");
        expect(script.headers.get("etag")).toBeNull();
        expect(script.headers.get("last-modified")).toBeNull();
        expect(body.length).toBeGreaterThan(100);
      }
      const head = await fetch(`${site.server.baseUrl}${asset}`, { method: "HEAD", headers: { "accept-encoding": "br" } });
      expect(head.status).toBe(200);
      expect(Number(head.headers.get("content-length"))).toBeGreaterThan(100);
    });

    it("answers 413 to an oversized body and 403 to a cross-site write", async () => {
      const big = await fetch(`${site.server.baseUrl}/`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: `email=${"a".repeat(10 * 1024 * 1024)}`,
      });
      expect(big.status).toBe(413);
      expect(await big.text()).toMatch(/too large/i);
      const crossSite = await fetch(`${site.server.baseUrl}/`, {
        method: "POST",
        headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
        body: "email=a%40b.co",
      });
      expect(crossSite.status).toBe(403);
    });

    it("shuts down cleanly on SIGTERM", async () => {
      expect(await site.server.stop()).toBe(0);
      await site.server.restart();
      expect((await fetch(`${site.server.baseUrl}/healthz`)).status).toBe(200);
    });

    it.runIf(dialect === "postgres")("reports 503 on /healthz when the database stops answering", async () => {
      const url = new URL(site.server.databaseUrl!);
      const name = url.pathname.slice(1);
      url.pathname = "/postgres";
      const admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
      await admin.query(`alter database ${name} allow_connections false`);
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [name]);
      try {
        const response = await fetch(`${site.server.baseUrl}/healthz`);
        expect(response.status).toBe(503);
      } finally {
        await admin.query(`alter database ${name} allow_connections true`);
        await admin.end();
      }
      // And it recovers once the database is back.
      let status = 0;
      for (let i = 0; i < 50 && status !== 200; i++) {
        status = (await fetch(`${site.server.baseUrl}/healthz`)).status;
        if (status !== 200) await new Promise((r) => setTimeout(r, 100));
      }
      expect(status).toBe(200);
    });
  });
});
