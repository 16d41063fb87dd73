// The Weekly Drop's announcement and withholding against the real database, on both dialects:
// who wins, that a week is settled once however many instances try, and what a withheld win undoes.
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { connect, type Db } from "../../../db/connect";
import { addWeeklyDropEntry, addWeeklyDropVotes, type TestEntry } from "../../../tests/support/weekly-drop-results";
import { createTestDatabase, type TestDatabase, testDialects } from "../../../tests/support/databases";
import { deleteItemAndImage } from "~/features/gallery/admin.server";
import { IMAGE_WIDTHS } from "~/platform/media.server";
import { contentCache } from "~/platform/content-cache.server";
import {
  markWinnerStep,
  rankedEntries,
  settleDueWeeks,
  winnersToFollowUp,
  WinnerStepError,
  withholdResult,
  WithholdError,
} from "./results.server";
import { readWeeklyDrop } from "./prize-and-winners.server";
import type { WeeklyDropWeek } from "./cycle";

const WEEK = "2026-11-30" as WeeklyDropWeek;
const NOON = new Date("2026-11-30T17:00:00Z"); // Monday 12:00 in New York (EST)
const BEFORE_NOON = new Date("2026-11-30T16:59:59Z");
const staff = { id: "staff-1", email: "editor@example.org" };

const addEntry = (db: Db, entry: Omit<TestEntry, "week"> & { week?: WeeklyDropWeek }) =>
  addWeeklyDropEntry(db, { week: WEEK, ...entry }).then((added) => added.id);
const vote = (db: Db, entryId: string, count: number) => addWeeklyDropVotes(db, WEEK, entryId, count);

const resultOf = (db: Db) => db.selectFrom("drop_results").selectAll().where("week", "=", WEEK).executeTakeFirst();
const winnerRows = (db: Db) => db.selectFrom("drop_winners").selectAll().where("announced", "=", WEEK).execute();
const galleryRows = (db: Db) => db.selectFrom("gallery_items").selectAll().where("drop_week", "=", WEEK).execute();

describe.each(testDialects())("Weekly Drop results on %s", (dialect) => {
  let database: TestDatabase;
  let db: Db;
  beforeEach(async () => {
    contentCache.invalidate();
    database = await createTestDatabase(dialect);
    db = database.db;
  });
  afterEach(() => database.destroy());

  it("announces nothing before Monday noon, then the approved entry with the most votes, in Recent Winners and the gallery", async () => {
    const early = await addEntry(db, { title: "Early Bird", createdAt: "2026-11-24T10:00:00Z" });
    const most = await addEntry(db, { title: "Most Loved", createdAt: "2026-11-26T10:00:00Z", age: 14 });
    await vote(db, early, 2);
    await vote(db, most, 3);
    // Read once so the page's cache holds the list from before.
    expect((await readWeeklyDrop(db)).winners.map((w) => w.announced)).not.toContain(WEEK);

    expect(await settleDueWeeks(db, BEFORE_NOON)).toEqual([]);
    expect(await resultOf(db)).toBeUndefined();

    expect(await settleDueWeeks(db, NOON)).toEqual([WEEK]);
    expect(await resultOf(db)).toMatchObject({ winner_entry_id: most });
    const [winner] = (await readWeeklyDrop(db)).winners;
    expect(winner).toMatchObject({ announced: WEEK, artworkTitle: "Most Loved", artistFirstName: "Jasmine", age: 14, borough: "Bronx" });
    const [row] = await winnerRows(db);
    expect(row).toMatchObject({ entry_id: most, image_url: `/media/${most}.webp` });
    const [item] = await galleryRows(db);
    expect(item).toMatchObject({ title: "Most Loved", artist_name: "Jasmine K.", age_group: "13-15", image_url: `/media/${most}.webp` });
    const audit = await db.selectFrom("audit_log").selectAll().where("action", "=", "drop-announce").execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].actor_id).toBeNull();
    expect(audit[0].detail).not.toContain("@");
  });

  it("breaks a tie for the earlier submission, and never lets a withheld, rejected or pending entry win", async () => {
    const late = await addEntry(db, { title: "Late", createdAt: "2026-11-26T10:00:00Z" });
    const earlier = await addEntry(db, { title: "Earlier", createdAt: "2026-11-25T10:00:00Z" });
    for (const status of ["withheld", "rejected", "pending"] as const) {
      await vote(db, await addEntry(db, { title: status, status, createdAt: "2026-11-24T10:00:00Z" }), 9);
    }
    await vote(db, late, 4);
    await vote(db, earlier, 4);
    await settleDueWeeks(db, NOON);
    expect(await resultOf(db)).toMatchObject({ winner_entry_id: earlier });
    expect((await galleryRows(db)).map((item) => item.title)).toEqual(["Earlier"]);
  });

  it("never lets an approved minor's entry without a guardian's consent win: the win would put it in the gallery (issue 42, row 2)", async () => {
    const consented = await addEntry(db, { title: "With Consent", createdAt: "2026-11-25T10:00:00Z", age: 14 });
    const unasked = await addEntry(db, { title: "Never Asked", createdAt: "2026-11-24T10:00:00Z", age: 14, guardianConsent: false });
    await vote(db, unasked, 9);
    await vote(db, consented, 2);
    await settleDueWeeks(db, NOON);
    expect(await resultOf(db)).toMatchObject({ winner_entry_id: consented });
    expect((await galleryRows(db)).map((item) => item.title)).toEqual(["With Consent"]);
    expect((await winnerRows(db)).map((winner) => winner.artwork_title)).toEqual(["With Consent"]);
  });

  it("settles a week once, however often and from however many connections it runs", async () => {
    const entry = await addEntry(db, { title: "Only One", createdAt: "2026-11-24T10:00:00Z" });
    await vote(db, entry, 1);
    // Two instances share PostgreSQL. SQLite serves one instance: libsql waits for a lock
    // synchronously, so a second connection in this process would block the first one forever.
    const other = dialect === "postgres" ? connect({ databaseUrl: database.databaseUrl, dataDir: database.dataDir }) : db;
    try {
      const runs = await Promise.all([settleDueWeeks(db, NOON), settleDueWeeks(other, NOON), settleDueWeeks(db, NOON)]);
      expect(runs.flat()).toEqual([WEEK]);
      expect(await settleDueWeeks(other, new Date("2026-12-01T12:00:00Z"))).toEqual([]);
    } finally {
      if (other !== db) await other.destroy();
    }
    expect(await winnerRows(db)).toHaveLength(1);
    expect(await galleryRows(db)).toHaveLength(1);
  });

  it("gives a week without approved entries a result with no winner", async () => {
    await addEntry(db, { title: "Waiting", status: "pending", createdAt: "2026-11-24T10:00:00Z" });
    expect(await settleDueWeeks(db, NOON)).toEqual([WEEK]);
    expect(await resultOf(db)).toMatchObject({ winner_entry_id: null, drop_winner_id: null, gallery_item_id: null });
    expect(await winnerRows(db)).toEqual([]);
    expect(await galleryRows(db)).toEqual([]);
  });

  it("withholds a win: the next entry wins, the first's rows go, the last one leaves no winner", async () => {
    const first = await addEntry(db, { title: "First", createdAt: "2026-11-24T10:00:00Z" });
    const second = await addEntry(db, { title: "Second", createdAt: "2026-11-25T10:00:00Z" });
    await vote(db, first, 5);
    await vote(db, second, 2);
    await settleDueWeeks(db, NOON);

    expect(await withholdResult(db, { week: WEEK, entryId: first, reason: "Not original work", actor: staff })).toEqual({ next: second });
    await expect(withholdResult(db, { week: WEEK, entryId: first, reason: "again", actor: staff })).rejects.toThrow(WithholdError);
    const withheld = await db.selectFrom("drop_entries").selectAll().where("id", "=", first).executeTakeFirstOrThrow();
    expect(withheld).toMatchObject({ status: "withheld", review_reason: "Not original work", reviewed_by: staff.email });
    expect((await winnerRows(db)).map((w) => w.entry_id)).toEqual([second]);
    expect((await galleryRows(db)).map((item) => item.title)).toEqual(["Second"]);
    expect(await resultOf(db)).toMatchObject({ winner_entry_id: second });
    expect((await rankedEntries(db, WEEK)).map((e) => [e.title, e.votes, e.status])).toEqual([
      ["First", 5, "withheld"],
      ["Second", 2, "approved"],
    ]);
    const [audit] = await db.selectFrom("audit_log").selectAll().where("action", "=", "drop-withhold").execute();
    expect(JSON.parse(audit.detail ?? "{}")).toEqual({
      week: WEEK,
      withheldEntryId: first,
      nextEntryId: second,
      reason: "Not original work",
    });
    expect(audit.actor_id).toBe(staff.id);

    await withholdResult(db, { week: WEEK, entryId: second, reason: "No consent", actor: staff });
    expect(await resultOf(db)).toMatchObject({ winner_entry_id: null });
    expect(await winnerRows(db)).toEqual([]);
    expect(await galleryRows(db)).toEqual([]);
  });

  it("keeps a winner's image files when its gallery work is deleted, since the entry still shows them", async () => {
    const media = path.join(database.dataDir, "media");
    fs.mkdirSync(media, { recursive: true });
    const files = IMAGE_WIDTHS.map((width) => path.join(media, `0123456789abcdef-${width}.webp`));
    for (const file of files) fs.writeFileSync(file, "image");
    await addEntry(db, {
      title: "Shared",
      createdAt: "2026-11-24T10:00:00Z",
      image: `/media/0123456789abcdef-${IMAGE_WIDTHS.at(-1)}.webp`,
    });
    await settleDueWeeks(db, NOON);
    const [item] = await galleryRows(db);
    await deleteItemAndImage(db, item.id, database.dataDir);
    expect(files.filter((file) => fs.existsSync(file))).toEqual(files);
  });

  it("follows a winner through: contacted, then prize sent, each audited once; a withhold starts the next winner over", async () => {
    const first = await addEntry(db, { title: "First", createdAt: "2026-11-24T10:00:00Z" });
    const second = await addEntry(db, { title: "Second", createdAt: "2026-11-25T10:00:00Z" });
    await vote(db, first, 5);
    await settleDueWeeks(db, NOON);
    expect(await winnersToFollowUp(db)).toEqual([{ week: WEEK, title: "First", step: "contact" }]);

    // The prize comes after the contact; a form for an entry that is not the winner changes nothing.
    await expect(markWinnerStep(db, { week: WEEK, entryId: first, step: "prize-sent", actor: staff })).rejects.toMatchObject({
      reason: "not-contacted",
    });
    await expect(markWinnerStep(db, { week: WEEK, entryId: second, step: "contacted", actor: staff })).rejects.toBeInstanceOf(
      WinnerStepError,
    );
    expect(await markWinnerStep(db, { week: WEEK, entryId: first, step: "contacted", actor: staff })).toBe(true);
    expect(await markWinnerStep(db, { week: WEEK, entryId: first, step: "contacted", actor: staff })).toBe(false);
    expect(await winnersToFollowUp(db)).toEqual([{ week: WEEK, title: "First", step: "send-prize" }]);
    expect(await markWinnerStep(db, { week: WEEK, entryId: first, step: "prize-sent", actor: staff })).toBe(true);
    expect(await winnersToFollowUp(db)).toEqual([]);
    const result = await resultOf(db);
    expect(result?.winner_contacted_at).not.toBeNull();
    expect(result?.prize_sent_at).not.toBeNull();
    const audit = await db
      .selectFrom("audit_log")
      .select(["action", "actor_id", "target", "detail"])
      .where("action", "in", ["drop-winner-contacted", "drop-prize-sent"])
      .orderBy("action")
      .execute();
    expect(audit).toEqual([
      { action: "drop-prize-sent", actor_id: staff.id, target: WEEK, detail: JSON.stringify({ week: WEEK, entryId: first }) },
      { action: "drop-winner-contacted", actor_id: staff.id, target: WEEK, detail: JSON.stringify({ week: WEEK, entryId: first }) },
    ]);

    await withholdResult(db, { week: WEEK, entryId: first, reason: "Not original work", actor: staff });
    expect(await resultOf(db)).toMatchObject({ winner_entry_id: second, winner_contacted_at: null, prize_sent_at: null });
    expect(await winnersToFollowUp(db)).toEqual([{ week: WEEK, title: "Second", step: "contact" }]);
  });

  it("has nothing to follow up for a week without a winner", async () => {
    await addEntry(db, { title: "Waiting", status: "pending", createdAt: "2026-11-24T10:00:00Z" });
    await settleDueWeeks(db, NOON);
    expect(await winnersToFollowUp(db)).toEqual([]);
  });
});
