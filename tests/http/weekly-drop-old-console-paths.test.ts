// The console's Weekly Drop pages moved to /staff/weekly-drop (issue 43, ADR 0048): a bookmark or an
// emailed link to an old address is sent, permanently, to the same page at its new one.
import { describe, expect, it } from "vitest";
import { useServer } from "../support/fixtures";

describe("the console's old Weekly Drop addresses", () => {
  const site = useServer({ env: { LOG_LEVEL: "warn" } });
  const open = (path: string, method = "GET") => fetch(`${site.server.baseUrl}${path}`, { method, redirect: "manual" });

  it("answer a permanent redirect to the same page at its new address, query included", async () => {
    const moves = {
      "/staff/drop": "/staff/weekly-drop",
      "/staff/drop/entries?week=2026-11-23": "/staff/weekly-drop/entries?week=2026-11-23",
      "/staff/drop/entries/entry-7": "/staff/weekly-drop/entries/entry-7",
      "/staff/drop/results/2026-11-30?done=announced": "/staff/weekly-drop/results/2026-11-30?done=announced",
      "/staff/drop/winners/new": "/staff/weekly-drop/winners/new",
    };
    const answers: Record<string, string> = {};
    for (const old of Object.keys(moves)) {
      const response = await open(old);
      const location = new URL(response.headers.get("location") ?? "", site.server.baseUrl);
      answers[old] = `${response.status} ${location.pathname}${location.search}`;
    }
    expect(answers).toEqual(Object.fromEntries(Object.entries(moves).map(([old, now]) => [old, `308 ${now}`])));
  });

  it("keep a form's method: a post to an old address is sent on as a post", async () => {
    const response = await open("/staff/drop/entries/entry-7", "POST");
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toMatch(/\/staff\/weekly-drop\/entries\/entry-7$/);
  });

  it("leave the new addresses as they are: signed out, the new entries page asks for a sign-in", async () => {
    const response = await open("/staff/weekly-drop/entries");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/staff\/login/);
  });
});
