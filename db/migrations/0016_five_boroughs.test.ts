// The five boroughs, run on a database that already has events, entries (with votes and a
// result) and winners in the four old values: Harlem becomes Manhattan with the place "Harlem",
// Other becomes "not recorded" (null), the rest stay; every row and vote survives, the new values
// are accepted and the old ones refused; going back restores what can be restored.
import type { Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createDatabaseAt, testDialects } from "../../tests/support/databases";

const WEEK = "2026-11-30";

function entry(id: string, borough: string) {
  return {
    id,
    week: WEEK,
    title: `Piece ${id}`,
    description: "Ink on paper.",
    first_name: "Maya",
    last_initial: "R",
    age: 15,
    borough,
    email: `${id}@example.org`,
    image_url: `/media/${id}-800.webp`,
    status: "approved",
  };
}

function winner(id: string, borough: string) {
  return {
    id,
    announced: "2026-11-16",
    artwork_title: `Work ${id}`,
    artist_first_name: "Leo",
    artist_last_initial: "K",
    age: 16,
    borough,
    display_order: 100,
  };
}

describe.each(testDialects())("migration 0016 (the five boroughs) on %s", (dialect) => {
  let database: Awaited<ReturnType<typeof createDatabaseAt>> | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  it("maps Harlem to Manhattan with its place, Other to not recorded, and keeps every row and vote", async () => {
    database = await createDatabaseAt(dialect, "0014_guardian_consent");
    const { db, migrator } = database;
    // The old values are outside today's types: rows are written as the old schema took them.
    const untyped = db as unknown as Kysely<any>;

    await untyped
      .insertInto("drop_entries")
      .values([entry("a", "Harlem"), entry("b", "Other"), entry("c", "Bronx")])
      .execute();
    await untyped
      .insertInto("drop_votes")
      .values([
        { week: WEEK, visitor_id: "v1", entry_id: "a" },
        { week: WEEK, visitor_id: "v2", entry_id: "b" },
      ])
      .execute();
    await untyped.insertInto("drop_results").values({ week: WEEK, winner_entry_id: "a" }).execute();
    await untyped
      .insertInto("drop_winners")
      .values([winner("w1", "Harlem"), winner("w2", "Other"), winner("w3", "Brooklyn")])
      .execute();
    await untyped
      .insertInto("events")
      .values([
        { id: "e1", title: "Sketch night", programme: "art", place: "Community room", borough: "Harlem" },
        { id: "e2", title: "Hoops", programme: "sport", place: "Harlem YMCA", borough: "Harlem" },
        { id: "e3", title: "Jam", programme: "music", place: null, borough: "Harlem" },
        { id: "e4", title: "Expo", programme: "art", place: "Hall", borough: "Other" },
        { id: "e5", title: "Clinic", programme: "sport", place: null, borough: null },
      ])
      .execute();
    const before = await db.selectFrom("events").select(["id", "updated_at"]).where("id", "like", "e_").orderBy("id").execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    expect(await db.selectFrom("drop_entries").select(["id", "borough", "place", "status"]).orderBy("id").execute()).toEqual([
      { id: "a", borough: "Manhattan", place: "Harlem", status: "approved" },
      { id: "b", borough: null, place: null, status: "approved" },
      { id: "c", borough: "Bronx", place: null, status: "approved" },
    ]);
    expect(
      await db.selectFrom("drop_winners").select(["id", "borough", "place"]).where("id", "in", ["w1", "w2", "w3"]).orderBy("id").execute(),
    ).toEqual([
      { id: "w1", borough: "Manhattan", place: "Harlem" },
      { id: "w2", borough: null, place: null },
      { id: "w3", borough: "Brooklyn", place: null },
    ]);
    expect(await db.selectFrom("events").select(["id", "borough", "place"]).where("id", "like", "e_").orderBy("id").execute()).toEqual([
      { id: "e1", borough: "Manhattan", place: "Community room, Harlem" },
      { id: "e2", borough: "Manhattan", place: "Harlem YMCA" },
      { id: "e3", borough: "Manhattan", place: "Harlem" },
      { id: "e4", borough: null, place: "Hall" },
      { id: "e5", borough: null, place: null },
    ]);
    // Nothing else of a row changes (SQLite copied it into a new table).
    expect(await db.selectFrom("events").select(["id", "updated_at"]).where("id", "like", "e_").orderBy("id").execute()).toEqual(before);
    expect(await db.selectFrom("drop_votes").select(["visitor_id", "entry_id"]).orderBy("visitor_id").execute()).toEqual([
      { visitor_id: "v1", entry_id: "a" },
      { visitor_id: "v2", entry_id: "b" },
    ]);
    expect((await db.selectFrom("drop_results").select("winner_entry_id").executeTakeFirstOrThrow()).winner_entry_id).toBe("a");

    // The new values are taken, the old ones refused, on every table.
    await untyped
      .insertInto("drop_entries")
      .values({ ...entry("d", "Staten Island"), place: "St. George" })
      .execute();
    await untyped.insertInto("drop_winners").values(winner("w4", "Queens")).execute();
    await untyped.insertInto("events").values({ id: "e6", title: "Meet-up", programme: "art", borough: "Queens" }).execute();
    await expect(untyped.insertInto("drop_entries").values(entry("e", "Harlem")).execute()).rejects.toThrow();
    await expect(untyped.insertInto("drop_winners").values(winner("w5", "Other")).execute()).rejects.toThrow();
    await expect(
      untyped.insertInto("events").values({ id: "e7", title: "X", programme: "art", borough: "Harlem" }).execute(),
    ).rejects.toThrow();

    // The keys still hold: a vote for a missing entry is refused, and deleting an entry takes its votes.
    await expect(
      untyped.insertInto("drop_votes").values({ week: WEEK, visitor_id: "v3", entry_id: "missing" }).execute(),
    ).rejects.toThrow();
    await db.deleteFrom("drop_entries").where("id", "=", "b").execute();
    expect(await db.selectFrom("drop_votes").select("visitor_id").execute()).toEqual([{ visitor_id: "v1" }]);

    // Down: Manhattan in Harlem is Harlem again, the rest of the city and "not recorded" are Other.
    expect((await migrator.migrateTo("0014_guardian_consent")).error).toBeUndefined();
    expect(await untyped.selectFrom("drop_entries").select(["id", "borough"]).orderBy("id").execute()).toEqual([
      { id: "a", borough: "Harlem" },
      { id: "c", borough: "Bronx" },
      { id: "d", borough: "Other" },
    ]);
    expect(await untyped.selectFrom("drop_winners").select(["id", "borough"]).where("id", "like", "w_").orderBy("id").execute()).toEqual([
      { id: "w1", borough: "Harlem" },
      { id: "w2", borough: "Other" },
      { id: "w3", borough: "Brooklyn" },
      { id: "w4", borough: "Other" },
    ]);
  });
});
