// The console's Weekly Drop pages moved to /staff/weekly-drop (issue 43, ADR 0048): a bookmark or an
// emailed link to an old address is sent, permanently, to the same page at its new one.
import { beforeAll, describe, expect, it } from "vitest";
import { useServer } from "../support/fixtures";
import { addStaff, signIn } from "../support/staff";

describe("the console's old Weekly Drop addresses", () => {
  const site = useServer({ env: { LOG_LEVEL: "warn" } });
  let cookie = "";
  beforeAll(async () => {
    await addStaff(site.db, { email: "moderator@wyp.example", role: "editor" });
    cookie = await signIn(site.server, "moderator@wyp.example");
  });
  const open = (path: string) => fetch(`${site.server.baseUrl}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });

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

  it("opens the new address, and leaves other unknown console addresses not found", async () => {
    expect((await open("/staff/weekly-drop/entries")).status).toBe(200);
    expect((await open("/staff/dropped")).status).toBe(404);
    expect((await open("/staff/nothing-here")).status).toBe(404);
  });
});
