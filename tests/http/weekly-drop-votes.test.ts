import { beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../support/databases";
import {
  type SeededEntry,
  seedEntries,
  VOTING_SATURDAY,
  VOTING_WEEK,
  visitorCookieOf,
  voteFrom,
  votesOf,
  votesPerEntry,
} from "../support/weekly-drop-votes";
import { useServer } from "../support/fixtures";
import { requestFrom } from "../support/gallery";

const PAGE = "/art/weekly-prize";
const votePath = (id: string) => `/resources/weekly-drop/entries/${encodeURIComponent(id)}/vote`;
/** The page without what differs on every request (the CSP nonce). */
const stable = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

describe.each(testDialects())("Weekly Drop votes on %s, Saturday of voting", (dialect) => {
  const site = useServer({ dialect, env: { PAGES_AS_OF: VOTING_SATURDAY, LOG_LEVEL: "warn" } });
  let entries: SeededEntry[];
  let a: SeededEntry, b: SeededEntry, pending: SeededEntry, rejected: SeededEntry, spare: SeededEntry;

  beforeAll(async () => {
    entries = await seedEntries(site.db, [
      { title: "Concrete Bloom", status: "approved" },
      { title: "Night Bus", status: "approved" },
      { title: "Not Yet Seen", status: "pending" },
      { title: "Turned Down", status: "rejected" },
      { title: "Corner Store Light", status: "approved" },
    ]);
    [a, b, pending, rejected, spare] = entries;
  });

  const url = (path: string) => `${site.server.baseUrl}${path}`;

  it("counts a JSON vote in the window and answers its entry and week, never a count", async () => {
    const reply = await voteFrom("127.0.60.1", site.server.baseUrl, a.id);
    expect(reply.status, reply.body).toBe(200);
    expect(JSON.parse(reply.body)).toEqual({ entryId: a.id, week: VOTING_WEEK, moved: false });
    const cookie = visitorCookieOf(reply);
    expect(cookie).toMatch(/^__Host-wyp_visitor=/);
    const visitor = (await votesOf(site.db)).filter((vote) => vote.entry_id === a.id);
    expect(visitor).toHaveLength(1);
  });

  it("moves a vote to another entry of the week: still one row for the visitor, now on the new entry", async () => {
    const first = await voteFrom("127.0.61.1", site.server.baseUrl, a.id);
    const cookie = visitorCookieOf(first);
    const before = await votesOf(site.db);
    const moved = await voteFrom("127.0.61.1", site.server.baseUrl, b.id, cookie);
    expect(JSON.parse(moved.body)).toEqual({ entryId: b.id, week: VOTING_WEEK, moved: true });
    const again = await voteFrom("127.0.61.1", site.server.baseUrl, b.id, cookie);
    expect(JSON.parse(again.body)).toEqual({ entryId: b.id, week: VOTING_WEEK, moved: false });
    const after = await votesOf(site.db);
    expect(after).toHaveLength(before.length);
    const mine = after.filter((vote) => !before.some((old) => old.visitor_id === vote.visitor_id && old.entry_id === vote.entry_id));
    expect(mine.map((vote) => vote.entry_id)).toEqual([b.id]);
  });

  it("sends a no-JavaScript vote back to the voting section with its notice, and the page then marks the vote", async () => {
    const post = (id: string, cookie?: string) =>
      fetch(url(votePath(id)), {
        method: "POST",
        body: new URLSearchParams(),
        headers: { Accept: "text/html", ...(cookie ? { Cookie: cookie } : {}) },
        redirect: "manual",
      });
    const cookiesOf = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
    const page = async (cookies: string[]) => {
      const response = await fetch(url(PAGE), { headers: { Cookie: cookies.join("; ") } });
      return { html: await response.text(), cacheControl: response.headers.get("cache-control") };
    };

    const voted = await post(spare.id);
    expect(voted.status).toBe(303);
    expect(voted.headers.get("location")).toBe("/art/weekly-prize#vote");
    const [visitor, notice] = cookiesOf(voted);
    expect(visitor).toMatch(/^__Host-wyp_visitor=/);
    expect(notice).toBe("__Host-wyp_notice=vote-in");
    const afterVote = await page([visitor, notice]);
    expect(afterVote.html).toContain("Your vote is in.");
    expect(afterVote.html).toMatch(/aria-label="Your vote: Corner Store Light"/);
    // The visitor's own vote is on the page: no shared cache may keep it.
    expect(afterVote.cacheControl).toBe("private, no-store");

    const moved = await post(a.id, visitor);
    expect(moved.status).toBe(303);
    expect(cookiesOf(moved)).toEqual(["__Host-wyp_notice=vote-moved"]);
    const afterMove = await page([visitor, "__Host-wyp_notice=vote-moved"]);
    expect(afterMove.html).toContain("Vote moved to “Concrete Bloom”.");
    expect(afterMove.html).toMatch(/aria-label="Your vote: Concrete Bloom"/);
    expect(afterMove.html).not.toMatch(/aria-label="Your vote: Corner Store Light"/);

    const refused = await post(pending.id, visitor);
    expect(cookiesOf(refused)).toEqual(["__Host-wyp_notice=vote-failed"]);
  });

  it("answers 404 for a pending, a rejected or an unknown entry, and stores nothing", async () => {
    const before = (await votesOf(site.db)).length;
    for (const id of [pending.id, rejected.id, "no-such-entry"]) {
      const reply = await voteFrom("127.0.62.1", site.server.baseUrl, id);
      expect(reply.status, id).toBe(404);
      // The reason by name, so a page in Spanish can say it in its own words.
      expect(JSON.parse(reply.body)).toEqual({ error: "This piece is not in this week's vote.", reason: "notFound" });
    }
    expect(await votesOf(site.db)).toHaveLength(before);
  });

  it("shows no count anywhere while voting is open: the page a visitor without a vote gets is the same before and after votes", async () => {
    const before = await (await fetch(url(PAGE))).text();
    expect(before).toContain("Vote for this week&#x27;s Drop");
    expect(before).toContain("Night Bus");
    expect(before).not.toContain("Not Yet Seen");
    expect(before).not.toContain("Turned Down");
    // 7 more for one entry and 3 for another, from new visitors on addresses of their own.
    const replies = await Promise.all([
      ...Array.from({ length: 7 }, (_, i) => voteFrom(`127.0.63.${i + 1}`, site.server.baseUrl, b.id)),
      ...Array.from({ length: 3 }, (_, i) => voteFrom(`127.0.64.${i + 1}`, site.server.baseUrl, spare.id)),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(200));
    for (const reply of replies) expect(Object.keys(JSON.parse(reply.body)).sort()).toEqual(["entryId", "moved", "week"]);
    const after = await fetch(url(PAGE));
    expect(stable(await after.text())).toBe(stable(before));
    expect(after.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  });

  it("refuses cookieless stuffing from one address past the caps: 3 of 62 count, the rest 429 with Retry-After", async () => {
    const before = (await votesPerEntry(site.db)).get(a.id) ?? 0;
    const replies = [];
    for (let i = 0; i < 62; i++) replies.push(await voteFrom("127.0.65.1", site.server.baseUrl, a.id));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(3);
    const refused = replies.filter((reply) => reply.status === 429);
    expect(refused).toHaveLength(59);
    expect(Number(refused[0].headers["retry-after"])).toBeGreaterThan(0);
    expect(JSON.parse(refused[0].body)).toMatchObject({
      error: expect.stringMatching(/a lot of votes from your network today/),
      reason: "target",
    });
    expect(JSON.parse(refused[refused.length - 1].body)).toMatchObject({ error: expect.stringMatching(/Too many votes/), reason: "rate" });
    // A refused vote mints no visitor (issue 27, row 9): only the three counted ones set a cookie.
    expect(refused.filter((reply) => reply.headers["set-cookie"])).toEqual([]);
    expect(replies.filter((reply) => reply.headers["set-cookie"])).toHaveLength(3);
    expect((await votesPerEntry(site.db)).get(a.id)).toBe(before + 3);
  });

  it("refuses a cross-site vote (403) and stores nothing", async () => {
    const before = (await votesOf(site.db)).length;
    const reply = await requestFrom("127.0.66.1", url(votePath(b.id)), {
      method: "POST",
      headers: { Accept: "application/json", Origin: "https://elsewhere.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(reply.status).toBe(403);
    expect(await votesOf(site.db)).toHaveLength(before);
  });
});

// The window's edges in New York time: Saturday 00:00 opens it, Monday 00:00 (the instant after
// Sunday 23:59:59) closes it. Each server reads the page clock at one edge.
describe("the voting window's edges", () => {
  const useServerAt = (instant: string) => useServer({ env: { PAGES_AS_OF: instant, SEED_DEMO: "false", LOG_LEVEL: "warn" } });
  const fridayNight = useServerAt("2026-11-28T04:59:59Z"); // Friday 23:59:59 EST
  const saturdayStart = useServerAt("2026-11-28T05:00:00Z"); // Saturday 00:00:00
  const sundayEnd = useServerAt("2026-11-30T04:59:59Z"); // Sunday 23:59:59
  const mondayStart = useServerAt("2026-11-30T05:00:00Z"); // Monday 00:00:00
  const ids = new Map<object, string>();

  beforeAll(async () => {
    for (const site of [fridayNight, saturdayStart, sundayEnd, mondayStart]) {
      const [entry] = await seedEntries(site.db, [{ title: "Edge Piece", status: "approved" }]);
      ids.set(site, entry.id);
    }
  });

  const vote = (site: typeof fridayNight) => voteFrom("127.0.67.1", site.server.baseUrl, String(ids.get(site)));

  it("refuses a vote one second before Saturday 00:00 (409, saying when voting opens) and stores nothing", async () => {
    const reply = await vote(fridayNight);
    expect(reply.status).toBe(409);
    expect(JSON.parse(reply.body)).toEqual({ error: "Voting opens Saturday, November 28 at 12:00 AM EST." });
    expect(await votesOf(fridayNight.db)).toHaveLength(0);
    const page = await (await fetch(`${fridayNight.server.baseUrl}${PAGE}`)).text();
    expect(page).toContain("Voting opens Saturday, November 28 at 12:00 AM EST.");
    expect(page).not.toContain("Edge Piece");
  });

  it("counts a vote at Saturday 00:00 and at Sunday 23:59:59", async () => {
    for (const site of [saturdayStart, sundayEnd]) {
      expect((await vote(site)).status).toBe(200);
      expect(await votesOf(site.db)).toHaveLength(1);
    }
  });

  it("refuses a vote at Monday 00:00 (409, saying voting closed and when the winner comes), with no Vote button on the page", async () => {
    const reply = await vote(mondayStart);
    expect(reply.status).toBe(409);
    expect(JSON.parse(reply.body).error).toBe(
      "Voting for this week has closed. The winner is announced Monday, November 30 at 12:00 PM EST.",
    );
    expect(await votesOf(mondayStart.db)).toHaveLength(0);
    const page = await (await fetch(`${mondayStart.server.baseUrl}${PAGE}`)).text();
    expect(page).not.toMatch(/aria-label="Vote for/);
  });
});
