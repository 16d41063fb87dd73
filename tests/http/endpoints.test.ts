import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/fixtures";

// The endpoints the host answers before Express (server/endpoints.ts): what a script, a
// browser without JavaScript and a misbehaving client each get back.
describe("the host's endpoints", () => {
  let server: TestServer;
  let itemId: string;

  beforeAll(async () => {
    server = await startServer();
    const gallery = (await (await fetch(`${server.baseUrl}/api/gallery`)).json()) as { items: Array<{ id: string }> };
    itemId = gallery.items[0].id;
  });
  afterAll(() => server?.destroy());

  const url = (path: string) => `${server.baseUrl}${path}`;

  it.each([
    ["GET", "/resources/leads"],
    ["PUT", "/resources/leads"],
    ["DELETE", "/api/gallery/x/like"],
    ["GET", "/api/gallery/x/like"],
    ["GET", "/resources/weekly-drop/entries/x/vote"],
    ["PUT", "/resources/weekly-drop/entries/x/vote"],
  ])("answers %s %s with 405 and Allow: POST, storing nothing", async (method, path) => {
    const response = await fetch(url(path), { method, headers: { Accept: "application/json" } });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(await response.json()).toEqual({ error: "Use POST here." });
  });

  it("answers OPTIONS with the allowed method and no body", async () => {
    const response = await fetch(url("/resources/leads"), { method: "OPTIONS" });
    expect(response.status).toBe(204);
    expect(response.headers.get("allow")).toBe("POST");
  });

  it("sends a browser's no-JavaScript like back to the gallery page with its filter, and keeps the like", async () => {
    const response = await fetch(url(`/api/gallery/${itemId}/like`), {
      method: "POST",
      body: new URLSearchParams({ returnTo: "/wyp-gallery?age=13-15" }),
      headers: { Accept: "text/html" },
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/wyp-gallery?age=13-15");
    const cookie = response.headers.get("set-cookie")?.split(";")[0] ?? "";
    expect(cookie).toMatch(/^__Host-wyp_visitor=/);
    const gallery = (await (await fetch(url("/api/gallery"), { headers: { Cookie: cookie } })).json()) as { liked: string[] };
    expect(gallery.liked).toEqual([itemId]);
  });

  it("never redirects a no-JavaScript like off the gallery", async () => {
    const form = new FormData();
    form.set("returnTo", "https://elsewhere.example/phish");
    const response = await fetch(url(`/api/gallery/${itemId}/like`), { method: "POST", body: form, redirect: "manual" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/wyp-gallery");
  });

  it("answers a malformed item address with 400, not a server error", async () => {
    const response = await fetch(url("/api/gallery/%E0%A4%A/like"), { method: "POST", headers: { Accept: "application/json" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "The address is not valid." });
  });

  it("puts the same security headers on endpoint answers as a page has", async () => {
    const response = await fetch(url(`/api/gallery/${itemId}/like`), { method: "POST", headers: { Accept: "application/json" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers a cross-site post in the form the client reads: JSON for scripts, text for a browser form", async () => {
    const json = await fetch(url("/resources/leads"), {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json", Origin: "https://elsewhere.example" },
    });
    expect(json.status).toBe(403);
    expect(await json.json()).toEqual({ error: "Cross-site requests are not allowed." });
    const form = await fetch(url("/resources/leads"), {
      method: "POST",
      body: new URLSearchParams({ email: "x@example.org" }),
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    expect(form.status).toBe(403);
    expect(await form.text()).toBe("Cross-site requests are not allowed.");
  });
});
