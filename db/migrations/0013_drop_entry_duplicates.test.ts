// The migration that lets a week keep two entries with one email, run on a database that already
// has a week of entries, votes and a result: every row and every vote survives (SQLite makes the
// table again, and a cascade there would have deleted the votes), and a second entry is then stored.
import { afterEach, describe, expect, it } from "vitest";
import { createDatabaseAt, testDialects } from "../../tests/support/databases";

const WEEK = "2026-11-30";

function entry(id: string, email: string) {
  return {
    id,
    week: WEEK,
    title: `Piece ${id}`,
    description: "Ink on paper.",
    first_name: "Maya",
    last_initial: "R",
    age: 15,
    borough: "Bronx" as const,
    email,
    image_url: `/media/${id}-800.webp`,
    status: "approved" as const,
  };
}

describe.each(testDialects())("migration 0013 (entries sharing an email) on %s", (dialect) => {
  let database: Awaited<ReturnType<typeof createDatabaseAt>> | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  it("keeps every entry, vote and result, then stores a second entry with the same email", async () => {
    database = await createDatabaseAt(dialect, "0012_lead_locale");
    const { db, migrator } = database;

    await db
      .insertInto("drop_entries")
      .values([entry("a", "maya@example.org"), entry("b", "leo@example.org")])
      .execute();
    await db
      .insertInto("drop_votes")
      .values([
        { week: WEEK, visitor_id: "v1", entry_id: "a" },
        { week: WEEK, visitor_id: "v2", entry_id: "b" },
      ])
      .execute();
    await db.insertInto("drop_results").values({ week: WEEK, winner_entry_id: "a" }).execute();
    await expect(db.insertInto("drop_entries").values(entry("c", "maya@example.org")).execute()).rejects.toThrow();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await db.selectFrom("drop_entries").select(["id", "email", "status"]).orderBy("id").execute()).toEqual([
      { id: "a", email: "maya@example.org", status: "approved" },
      { id: "b", email: "leo@example.org", status: "approved" },
    ]);
    expect(await db.selectFrom("drop_votes").select(["visitor_id", "entry_id"]).orderBy("visitor_id").execute()).toEqual([
      { visitor_id: "v1", entry_id: "a" },
      { visitor_id: "v2", entry_id: "b" },
    ]);
    expect((await db.selectFrom("drop_results").select("winner_entry_id").executeTakeFirstOrThrow()).winner_entry_id).toBe("a");

    await db.insertInto("drop_entries").values(entry("c", "maya@example.org")).execute();
    expect(await db.selectFrom("drop_entries").select("id").where("email", "=", "maya@example.org").orderBy("id").execute()).toEqual([
      { id: "a" },
      { id: "c" },
    ]);
    // The keys still hold after the table was made again: a vote for a missing entry is refused,
    // and deleting an entry still takes its votes with it.
    await expect(db.insertInto("drop_votes").values({ week: WEEK, visitor_id: "v3", entry_id: "missing" }).execute()).rejects.toThrow();
    await db.deleteFrom("drop_entries").where("id", "=", "b").execute();
    expect(await db.selectFrom("drop_votes").select("visitor_id").execute()).toEqual([{ visitor_id: "v1" }]);
  });
});
