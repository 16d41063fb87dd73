// Likes are written in batches (docs/decisions/0008-likes-in-batches.md): likes that arrive
// together share one transaction, and each still gets its own, correct answer.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialects } from "../../../tests/support/databases";
import { likeItem } from "./gallery.server";

describe.each(testDialects())("like batches on %s", (dialect) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    const now = new Date().toISOString();
    await database.db
      .insertInto("gallery_items")
      .values(["a", "b"].map((id) => ({ id, title: `Item ${id}`, likes: 0, created_at: now, updated_at: now })))
      .execute();
  });
  afterEach(() => database.destroy());

  async function counts(id: string) {
    const item = await database.db.selectFrom("gallery_items").select("likes").where("id", "=", id).executeTakeFirstOrThrow();
    const rows = await database.db
      .selectFrom("gallery_likes")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("item_id", "=", id)
      .executeTakeFirstOrThrow();
    return { likes: Number(item.likes), rows: Number(rows.n) };
  }

  it("answers each like of a burst on its own: new, repeated, and for an unknown item", async () => {
    const burst = [
      ...Array.from({ length: 30 }, (_, i) => likeItem(database.db, "a", `visitor-${i}`)),
      ...Array.from({ length: 5 }, () => likeItem(database.db, "b", "same-visitor")),
      likeItem(database.db, "missing", "visitor-0"),
    ];
    const outcomes = await Promise.all(burst);

    expect(outcomes.slice(0, 30).every((outcome) => outcome?.counted === true && outcome.liked)).toBe(true);
    expect(outcomes.slice(30, 35).map((outcome) => outcome?.counted)).toEqual([true, false, false, false, false]);
    expect(outcomes[35]).toBeUndefined();
    // Each answer carries the item's absolute count after its batch.
    expect(outcomes[0]?.likes).toBe(30);
    expect(outcomes[34]?.likes).toBe(1);
    expect(await counts("a")).toEqual({ likes: 30, rows: 30 });
    expect(await counts("b")).toEqual({ likes: 1, rows: 1 });
  });

  it("fails only the like that cannot be written, not the others of its batch", async () => {
    const good = likeItem(database.db, "a", "visitor-1");
    const bad = likeItem(database.db, "a", null as unknown as string); // visitor_id is NOT NULL
    const alsoGood = likeItem(database.db, "b", "visitor-2");

    await expect(bad).rejects.toThrow();
    expect((await good)?.counted).toBe(true);
    expect((await alsoGood)?.counted).toBe(true);
    expect(await counts("a")).toEqual({ likes: 1, rows: 1 });
    expect(await counts("b")).toEqual({ likes: 1, rows: 1 });
  });
});
