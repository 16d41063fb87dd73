// Moderating Weekly Drop entries on a real database of each dialect: the queue puts the oldest
// pending entry first, approving makes an entry public (and drops the cached list at once),
// rejecting keeps it off with its reason, edits are audited by field name, never the entrant's email.
import fs from "node:fs";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mediaDir, storedImageBase, storeImage } from "~/platform/media.server";
import { createTestDatabase, type TestDatabase, testDialects } from "../../../tests/support/databases";
import type { WeeklyDropEntryStatus } from "../../../db/schema";
import { approvedEntries } from "./entries.server";
import {
  approveEntry,
  deleteEntry,
  editEntry,
  moderatedEntry,
  recordGuardianConsent,
  rejectEntry,
  weekQueue,
  weeksWithEntries,
} from "./moderation.server";
import { contentCache } from "~/platform/content-cache.server";
import type { StaffUser } from "~/platform/staff-user";
import type { WeeklyDropWeek } from "./cycle";

const WEEK = "2026-11-30" as WeeklyDropWeek;
const EARLIER = "2026-11-23" as WeeklyDropWeek;
const editor: StaffUser = { id: "staff-1", email: "editor@wyp.test", role: "editor" };
const rosa = { name: "Rosa R", contact: "718-555-0100" };

describe.each(testDialects())("Weekly Drop moderation on %s", (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    // The cache is this process's: another test's list of the same week must not be read here.
    contentCache.invalidate();
  });
  afterEach(() => database.destroy());

  async function entry(
    id: string,
    createdAt: string,
    { week = WEEK, status = "pending" as WeeklyDropEntryStatus, email = `${id}@example.org` } = {},
  ) {
    await database.db
      .insertInto("drop_entries")
      .values({
        id,
        week,
        title: `Piece ${id}`,
        description: "Ink on paper.",
        first_name: "Maya",
        last_initial: "R",
        age: 15,
        borough: "Bronx",
        email,
        image_url: `/media/${"a".repeat(15)}${id.length}-800.webp`,
        status,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute();
  }
  // By target, not time: two actions a test takes one after the other may share a millisecond, and
  // their random ids then put them in either order.
  const audit = async () =>
    database.db.selectFrom("audit_log").select(["action", "target", "detail", "actor_email"]).orderBy("target").orderBy("at").execute();

  it("deletes an entry on request with its votes, its photo files and its contact details, and names none of them in the audit", async () => {
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#ff8800" } })
      .png()
      .toBuffer();
    const imageUrl = await storeImage(database.dataDir, photo);
    const files = () => fs.readdirSync(mediaDir(database.dataDir)).filter((name) => name.startsWith(storedImageBase(imageUrl)!));
    expect(files().length).toBeGreaterThan(0);
    await entry("asked", "2026-11-25T15:00:00.000Z", { status: "approved", email: "asked@example.org" });
    await entry("kept", "2026-11-25T16:00:00.000Z", { status: "approved" });
    await database.db
      .updateTable("drop_entries")
      .set({ image_url: imageUrl, guardian_name: "Rosa R", guardian_contact: "718-555-0100" })
      .where("id", "=", "asked")
      .execute();
    await database.db
      .insertInto("drop_votes")
      .values(
        ["v1", "v2"].map((visitor) => ({
          week: WEEK,
          visitor_id: visitor,
          entry_id: "asked",
          created_at: "2026-11-28T15:00:00.000Z",
          updated_at: "2026-11-28T15:00:00.000Z",
        })),
      )
      .execute();
    await database.db
      .insertInto("drop_results")
      .values({ week: WEEK, winner_entry_id: "asked", announced_at: "2026-11-30T17:00:00.000Z" })
      .execute();

    expect(await deleteEntry(database.db, database.dataDir, editor, "asked")).toBe("done");
    expect(await moderatedEntry(database.db, "asked")).toBeUndefined();
    expect(await database.db.selectFrom("drop_votes").select("entry_id").execute()).toEqual([]);
    expect(files()).toEqual([]);
    expect((await database.db.selectFrom("drop_results").select("winner_entry_id").executeTakeFirstOrThrow()).winner_entry_id).toBeNull();
    expect((await moderatedEntry(database.db, "kept"))?.status).toBe("approved");
    const [logged] = await audit();
    expect(logged).toMatchObject({ action: "drop-entry-delete", target: "asked", actor_email: editor.email });
    expect(JSON.stringify(logged)).not.toMatch(/asked@example.org|Rosa|718/);
    expect(await deleteEntry(database.db, database.dataDir, editor, "asked")).toBe("not-found");
  });

  it("approves an entrant under 18 only after a guardian's consent is recorded, and records who confirmed it and how (issue 28)", async () => {
    await entry("minor", "2026-11-25T15:00:00.000Z");
    await database.db.updateTable("drop_entries").set({ guardian_name: "Rosa R", guardian_contact: "718-555-0100" }).execute();
    await database.db.insertInto("staff_users").values({ id: editor.id, email: editor.email, role: "editor" }).execute();

    expect(await approveEntry(database.db, editor, "minor")).toBe("needs-guardian-consent");
    expect((await moderatedEntry(database.db, "minor"))?.status).toBe("pending");
    expect((await moderatedEntry(database.db, "minor"))?.guardian).toEqual({ name: "Rosa R", contact: "718-555-0100", consent: null });

    expect(await recordGuardianConsent(database.db, editor, "minor", { ...rosa, method: "phone" })).toBe("done");
    const consent = (await moderatedEntry(database.db, "minor"))?.guardian?.consent;
    expect(consent).toMatchObject({ method: "phone", by: editor.email });
    expect(await approveEntry(database.db, editor, "minor")).toBe("done");
    expect((await audit()).map((line) => [line.action, line.detail])).toEqual([
      ["drop-entry-guardian-consent", JSON.stringify({ method: "phone" })],
      ["drop-entry-approve", JSON.stringify({ from: "pending" })],
    ]);
  });

  it("sends an approved entry edited to a minor's age back to waiting and off the public list until a guardian's consent is recorded (issue 42, row 2)", async () => {
    await entry("grown", "2026-11-25T15:00:00.000Z");
    await database.db.updateTable("drop_entries").set({ age: 19 }).execute();
    await database.db.insertInto("staff_users").values({ id: editor.id, email: editor.email, role: "editor" }).execute();
    expect(await approveEntry(database.db, editor, "grown")).toBe("done");
    expect((await approvedEntries(database.db, WEEK)).map((e) => e.id)).toEqual(["grown"]);
    const fields = {
      title: "Piece grown",
      description: "Ink on paper.",
      firstName: "Maya",
      lastInitial: "R",
      borough: "Bronx" as const,
      place: null,
    };

    expect(await editEntry(database.db, editor, "grown", { ...fields, age: 14 })).toBe("back-to-pending");
    expect(await moderatedEntry(database.db, "grown")).toMatchObject({ status: "pending", age: 14, reviewedAt: null });
    expect(await approvedEntries(database.db, WEEK)).toEqual([]);
    expect(await approveEntry(database.db, editor, "grown")).toBe("needs-guardian-consent");

    // The entrant gave no guardian at 19: the moderator writes who said yes.
    expect(await recordGuardianConsent(database.db, editor, "grown", { ...rosa, method: "phone" })).toBe("done");
    expect((await moderatedEntry(database.db, "grown"))?.guardian).toMatchObject({ name: "Rosa R", contact: "718-555-0100" });
    expect(await approveEntry(database.db, editor, "grown")).toBe("done");
    expect((await approvedEntries(database.db, WEEK)).map((e) => e.id)).toEqual(["grown"]);
    // Once recorded, the consent holds through later edits of the same entrant's age.
    expect(await editEntry(database.db, editor, "grown", { ...fields, age: 15 })).toBe("done");
    expect((await approvedEntries(database.db, WEEK)).map((e) => e.age)).toEqual([15]);

    const lines = (await audit()).map((line) => [line.action, line.detail]);
    expect(lines).toContainEqual(["drop-entry-edit", JSON.stringify({ fields: ["age"], status: "pending" })]);
    expect(lines).toContainEqual([
      "drop-entry-guardian-consent",
      JSON.stringify({ method: "phone", fields: ["guardianName", "guardianContact"] }),
    ]);
    // The guardian's details stay out of the audit log.
    expect(JSON.stringify(lines)).not.toMatch(/Rosa|718/);
  });

  it("needs no guardian for an entrant of 18 or 19, and refuses to record one", async () => {
    await entry("adult", "2026-11-25T15:00:00.000Z");
    await database.db.updateTable("drop_entries").set({ age: 18 }).execute();
    expect((await moderatedEntry(database.db, "adult"))?.guardian).toBeNull();
    expect(await recordGuardianConsent(database.db, editor, "adult", { ...rosa, method: "email" })).toBe("not-allowed");
    expect(await approveEntry(database.db, editor, "adult")).toBe("done");
  });

  it("marks entries of a week that share an email, with the count of the others and never the email", async () => {
    await entry("first", "2026-11-25T15:00:00.000Z", { email: "maya@example.org" });
    await entry("second", "2026-11-25T16:00:00.000Z", { email: "maya@example.org" });
    await entry("third", "2026-11-25T17:00:00.000Z", { email: "maya@example.org" });
    await entry("alone", "2026-11-25T18:00:00.000Z");
    // The same email another week is another week's entry.
    await entry("last-week", "2026-11-18T15:00:00.000Z", { week: EARLIER, email: "maya@example.org" });

    const queue = await weekQueue(database.db, WEEK);
    expect(queue.map((e) => [e.id, e.sameEmail])).toEqual([
      ["first", 2],
      ["second", 2],
      ["third", 2],
      ["alone", 0],
    ]);
    expect((await moderatedEntry(database.db, "last-week"))?.sameEmail).toBe(0);
    expect(JSON.stringify(queue)).not.toContain("maya@example.org");
  });

  it("lists a week with the oldest pending entries first, and counts every week by status", async () => {
    await entry("late", "2026-11-26T15:00:00.000Z");
    await entry("done", "2026-11-24T15:00:00.000Z", { status: "approved" });
    await entry("early", "2026-11-25T15:00:00.000Z");
    await entry("old", "2026-11-18T15:00:00.000Z", { week: EARLIER, status: "rejected" });

    expect((await weekQueue(database.db, WEEK)).map((e) => e.id)).toEqual(["early", "late", "done"]);
    expect(await weeksWithEntries(database.db)).toEqual([
      { week: WEEK, counts: { pending: 2, approved: 1, rejected: 0, withheld: 0 } },
      { week: EARLIER, counts: { pending: 0, approved: 0, rejected: 1, withheld: 0 } },
    ]);
    expect(JSON.stringify(await weekQueue(database.db, WEEK))).not.toContain("@example.org");
  });

  it("approves an entry into the public list at once, and rejects another with a reason kept for staff", async () => {
    await entry("one", "2026-11-24T15:00:00.000Z");
    // An 18-year-old's: no guardian to ask (that is the test above).
    await database.db.updateTable("drop_entries").set({ age: 18 }).where("id", "=", "one").execute();
    await entry("two", "2026-11-25T15:00:00.000Z");
    // Read once so the list is cached: approving must drop that cache.
    expect(await approvedEntries(database.db, WEEK)).toEqual([]);

    expect(await approveEntry(database.db, editor, "one")).toBe("done");
    expect(await rejectEntry(database.db, editor, "two", "Not original: traced from a poster.")).toBe("done");

    expect((await approvedEntries(database.db, WEEK)).map((e) => e.id)).toEqual(["one"]);
    const rejected = await moderatedEntry(database.db, "two");
    expect(rejected).toMatchObject({ status: "rejected", reviewReason: "Not original: traced from a poster." });
    expect(rejected?.reviewedAt).toEqual(expect.any(String));
    expect(await audit()).toEqual([
      { action: "drop-entry-approve", target: "one", detail: JSON.stringify({ from: "pending" }), actor_email: editor.email },
      { action: "drop-entry-reject", target: "two", detail: JSON.stringify({ from: "pending" }), actor_email: editor.email },
    ]);
    // The reason is internal: not in the audit log either.
    expect(JSON.stringify(await audit())).not.toContain("traced");
  });

  it("edits the public fields, audits the names of those that changed, and leaves a withheld result alone", async () => {
    await entry("one", "2026-11-24T15:00:00.000Z", { status: "approved" });
    await entry("held", "2026-11-24T16:00:00.000Z", { status: "withheld" });
    await database.db.updateTable("drop_entries").set({ age: 18 }).where("id", "=", "one").execute();
    expect(await approvedEntries(database.db, WEEK)).toHaveLength(1);

    const result = await editEntry(database.db, editor, "one", {
      title: "Bronx Sunrise",
      description: "Ink on paper.",
      firstName: "Maya",
      lastInitial: "T",
      age: 18,
      borough: "Bronx",
      place: "Mott Haven",
    });
    expect(result).toBe("done");
    expect(await approvedEntries(database.db, WEEK)).toMatchObject([{ title: "Bronx Sunrise", artistLastInitial: "T" }]);
    // The neighbourhood is for staff: the moderator sees it, the public entry never carries it.
    expect(await moderatedEntry(database.db, "one")).toMatchObject({ borough: "Bronx", place: "Mott Haven" });
    expect(JSON.stringify(await approvedEntries(database.db, WEEK))).not.toContain("Mott Haven");
    expect(await audit()).toEqual([
      {
        action: "drop-entry-edit",
        target: "one",
        detail: JSON.stringify({ fields: ["title", "lastInitial", "place"] }),
        actor_email: editor.email,
      },
    ]);

    expect(await approveEntry(database.db, editor, "held")).toBe("not-allowed");
    expect(await rejectEntry(database.db, editor, "missing", "x")).toBe("not-found");
    expect((await moderatedEntry(database.db, "held"))?.status).toBe("withheld");
  });
});
