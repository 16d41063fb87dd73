// The Weekly Drop's announcement through the real server: nothing before Monday noon, then (on a
// fresh server over the same data, the clock moved on) the winner on the page, in the banner and
// in the gallery's API; the winner's contact only in the console; withholding from its form.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type Db } from "../../db/connect";
import type { WeeklyDropWeek } from "../../app/features/weekly-drop/cycle";
import { type AppProcess, launchApp } from "../support/app-process";
import { createDatabaseUrl } from "../support/databases";
import { addWeeklyDropEntry, addWeeklyDropVotes } from "../support/weekly-drop-results";
import { TEST_BUILD_DIR } from "../support/environment";
import { htmlText } from "../support/pages";
import { addStaff, signIn } from "../support/staff";

const WEEK = "2026-11-30" as WeeklyDropWeek;

describe("the Weekly Drop announced at Monday noon", () => {
  let dataDir: string;
  let drop: () => Promise<void>;
  let server: AppProcess | undefined;
  let db: Db;
  const entries: Record<string, { id: string; email: string }> = {};

  const startAt = async (asOf: string) => {
    await server?.stop();
    server = await launchApp({
      dataDir,
      captureOutput: true,
      env: { WYP_BUILD_DIR: TEST_BUILD_DIR, SEED_DEMO: "false", LOG_LEVEL: "info", PAGES_AS_OF: asOf },
    });
    return server;
  };
  const get = (path: string, cookie?: string) =>
    fetch(`${server!.baseUrl}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  /** The week's results form, posted as the console's page posts it. */
  const postResult = (cookie: string, fields: Record<string, string>) =>
    fetch(`${server!.baseUrl}/staff/weekly-drop/results/${WEEK}`, {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });

  beforeAll(async () => {
    const target = await createDatabaseUrl("sqlite");
    dataDir = target.dataDir;
    drop = target.drop;
    await startAt("2026-11-30T11:59:00-05:00");
    db = connect({ dataDir });
    entries.first = await addWeeklyDropEntry(db, { week: WEEK, title: "Subway Dreams", createdAt: "2026-11-24T15:00:00Z", age: 17 });
    entries.second = await addWeeklyDropEntry(db, {
      week: WEEK,
      title: "Stoop Light",
      createdAt: "2026-11-25T15:00:00Z",
      firstName: "Malik",
    });
    entries.rejected = await addWeeklyDropEntry(db, {
      week: WEEK,
      title: "Copied Piece",
      createdAt: "2026-11-23T15:00:00Z",
      status: "rejected",
    });
    await addWeeklyDropVotes(db, WEEK, entries.first.id, 3);
    await addWeeklyDropVotes(db, WEEK, entries.second.id, 2);
    await addWeeklyDropVotes(db, WEEK, entries.rejected.id, 7);
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
    await drop?.();
  });

  it("at 11:59 says the votes are being counted and shows no result, counting down to the announcement", async () => {
    const html = await (await get("/art/weekly-prize")).text();
    const text = htmlText(html);
    expect(text).toContain("Voting has closed. The votes are being counted");
    expect(text).toContain("Winner announced in");
    expect(text).not.toContain("This Week's Results");
    expect(text).not.toContain("Subway Dreams");
    expect(await db.selectFrom("drop_results").selectAll().execute()).toEqual([]);
  });

  it("at 12:00 shows the winner, every approved entry with its votes, and the banner; the gallery's API has the work", async () => {
    await startAt("2026-11-30T12:00:00-05:00");
    const html = await (await get("/art/weekly-prize")).text();
    const text = htmlText(html);
    expect(text).toContain("This Week's Results");
    expect(text).toContain("Winner Subway Dreams Jasmine K., 17, Bronx 3 votes");
    expect(text).toContain("Place 1 Subway Dreams Jasmine K., 17, Bronx 3 votes");
    expect(text).toContain("Place 2 Stoop Light Malik K., 16, Bronx 2 votes");
    expect(text).not.toContain("Copied Piece");
    expect(text).toContain('WINNER Last week: "Subway Dreams" by Jasmine K., 17, Bronx');
    expect(html).toContain(`alt="Subway Dreams by Jasmine K., 17, Bronx"`);
    // Past noon the countdown is to the next week's submissions.
    expect(text).toContain("Submissions close in");
    for (const { email } of Object.values(entries)) expect(html).not.toContain(email);

    const gallery = (await (await get("/api/gallery")).json()) as {
      items: { title: string; drop_week: string | null; artist_name: string }[];
    };
    expect(gallery.items.filter((item) => item.drop_week)).toEqual([
      expect.objectContaining({ title: "Subway Dreams", drop_week: WEEK, artist_name: "Jasmine K." }),
    ]);
    expect(JSON.stringify(gallery)).not.toContain("@example.org");
    const galleryPage = htmlText(await (await get("/wyp-gallery")).text());
    expect(galleryPage).toContain("Weekly Drop Winner Announced Nov 30, 2026");
  });

  it("shows the winner's email in the console only to a signed-in staff member", async () => {
    const signedOut = await get(`/staff/weekly-drop/results/${WEEK}`);
    expect(signedOut.status).toBeGreaterThanOrEqual(300);
    expect(signedOut.status).toBeLessThan(400);
    expect(signedOut.headers.get("location")).toContain("/staff/login");
    expect(await signedOut.text()).not.toContain(entries.first.email);

    await addStaff(db, { email: "results-editor@wyp.test", role: "editor" });
    const cookie = await signIn(server!, "results-editor@wyp.test");
    const list = htmlText(await (await get("/staff/weekly-drop/results", cookie)).text());
    expect(list).toContain("Week of Nov 23, 2026 3 12 Subway Dreams");
    const page = await (await get(`/staff/weekly-drop/results/${WEEK}`, cookie)).text();
    expect(page).toContain(`href="mailto:${entries.first.email}"`);
    expect(page).not.toContain(entries.second.email);
    const tally = htmlText(page);
    expect(tally).toContain("– Copied Piece Jasmine K., 16, Bronx Rejected 7");
    expect(tally).toContain("1 Subway Dreams Winner Jasmine K., 17, Bronx Approved 3");
    expect(tally).toContain("2 Stoop Light Malik K., 16, Bronx Approved 2");
  });

  it("withholds the result from the console form: a reason is required, the next entry wins, the audit log keeps the reason", async () => {
    const cookie = await signIn(server!, "results-editor@wyp.test");
    const post = (fields: Record<string, string>) => postResult(cookie, fields);

    const missing = await post({ intent: "withhold", entryId: entries.first.id, reason: "  " });
    expect(missing.status).toBe(400);
    expect(htmlText(await missing.text())).toContain("Please give the reason for withholding the result.");

    const withheld = await post({ intent: "withhold", entryId: entries.first.id, reason: "Traced from a published photo" });
    expect(withheld.status).toBe(303);
    expect(withheld.headers.get("location")).toBe(`/staff/weekly-drop/results/${WEEK}?done=withheld`);
    // The same form sent again finds another winner and changes nothing.
    expect((await post({ intent: "withhold", entryId: entries.first.id, reason: "Traced from a published photo" })).status).toBe(409);

    const [audit] = await db.selectFrom("audit_log").selectAll().where("action", "=", "drop-withhold").execute();
    expect(audit.actor_email).toBe("results-editor@wyp.test");
    expect(JSON.parse(audit.detail ?? "{}")).toMatchObject({
      week: WEEK,
      withheldEntryId: entries.first.id,
      nextEntryId: entries.second.id,
      reason: "Traced from a published photo",
    });
    expect(audit.detail).not.toContain("@example.org");

    const text = htmlText(await (await get("/art/weekly-prize")).text());
    expect(text).toContain("Winner Stoop Light Malik K., 16, Bronx 2 votes");
    expect(text).not.toContain("Subway Dreams");
    // The gallery hears the change through its live feed (SQLite: a poll every GALLERY_POLL_MS), as it does every console edit.
    const galleryTitles = async () =>
      ((await (await get("/api/gallery")).json()) as { items: { title: string }[] }).items.map((item) => item.title);
    await expect.poll(galleryTitles, { timeout: 5_000 }).toEqual(["Stoop Light"]);
  });

  it("marks the winner contacted, then the prize sent; the console home's to-do item follows until it is sent", async () => {
    const cookie = await signIn(server!, "results-editor@wyp.test");
    const post = (fields: Record<string, string>) => postResult(cookie, fields);
    const home = async () => htmlText(await (await get("/staff", cookie)).text());

    const before = await home();
    expect(before).toContain('Contact the Weekly Drop winner of the week of Nov 23, 2026 "Stoop Light"');
    // No sign-ups at all: the chart says so, and its table stays.
    expect(before).toContain("No sign-ups yet.");
    expect(before).toContain("Sign-ups per week by kind");

    expect((await post({ intent: "send", entryId: entries.second.id })).status).toBe(400);
    const early = await post({ intent: "prize-sent", entryId: entries.second.id });
    expect(early.status).toBe(409);
    expect(htmlText(await early.text())).toContain("Mark the winner contacted before marking the prize sent.");
    // The withheld entry is no longer the winner: a form opened before the withhold changes nothing.
    expect((await post({ intent: "contacted", entryId: entries.first.id })).status).toBe(409);

    const contacted = await post({ intent: "contacted", entryId: entries.second.id });
    expect(contacted.status).toBe(303);
    expect(contacted.headers.get("location")).toBe(`/staff/weekly-drop/results/${WEEK}?done=contacted`);
    expect(await home()).toContain('Prize not yet sent for the Weekly Drop winner of the week of Nov 23, 2026 "Stoop Light"');

    expect((await post({ intent: "prize-sent", entryId: entries.second.id })).status).toBe(303);
    const page = htmlText(await (await get(`/staff/weekly-drop/results/${WEEK}?done=prize-sent`, cookie)).text());
    expect(page).toContain("Prize marked sent. Nothing more to do for this week.");
    expect(page).toMatch(/Winner contacted \w+ \d+, 2026, [^.]+\. Prize sent \w+ \d+, 2026/);
    const after = await home();
    expect(after).not.toContain("Stoop Light");
    expect(after).toContain("Nothing waiting.");
    const audit = await db
      .selectFrom("audit_log")
      .select(["action", "target"])
      .where("action", "in", ["drop-winner-contacted", "drop-prize-sent"])
      .execute();
    expect(audit).toHaveLength(2);
  });
});
