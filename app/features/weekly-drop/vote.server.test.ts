// A vote is one upsert on (week, visitor), written in batches like likes: each vote of a burst
// gets its own answer (new, moved, or already there), and a visitor keeps exactly one row a week.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialects } from "../../../tests/support/databases";
import { type SeededEntry, seedEntries, VOTING_WEEK, votesOf, votesPerEntry } from "../../../tests/support/weekly-drop-votes";
import { castVote } from "./vote.server";

describe.each(testDialects())("vote batches on %s", (dialect) => {
  let database: TestDatabase;
  let entries: SeededEntry[];

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    entries = await seedEntries(database.db, [
      { title: "One", status: "approved" },
      { title: "Two", status: "approved" },
      { title: "Three", status: "approved" },
    ]);
  });
  afterEach(() => database.destroy());

  const vote = (entry: SeededEntry, visitor: string, week = VOTING_WEEK) => castVote(database.db, week, entry.id, visitor);

  it("answers each vote of a burst on its own: new, moved, already there", async () => {
    const [one, two] = entries;
    // Sent together, so they share a transaction, in this order.
    const outcomes = await Promise.all([vote(one, "visitor-a"), vote(one, "visitor-b"), vote(two, "visitor-a"), vote(two, "visitor-a")]);
    expect(outcomes).toEqual(["new", "new", "moved", "same"]);
    expect(await vote(one, "visitor-b")).toBe("same");
    const rows = await votesOf(database.db);
    expect(rows.map((row) => [row.visitor_id, row.entry_id]).sort()).toEqual([
      ["visitor-a", two.id],
      ["visitor-b", one.id],
    ]);
  });

  it("keeps one vote per visitor per week, not across weeks", async () => {
    const [one] = entries;
    const [nextWeeks] = await seedEntries(database.db, [{ title: "Next Week", status: "approved" }], "2026-12-07");
    expect(await vote(one, "visitor-a")).toBe("new");
    expect(await vote(nextWeeks, "visitor-a", "2026-12-07")).toBe("new");
    expect(await votesOf(database.db)).toHaveLength(1);
    expect(await votesOf(database.db, "2026-12-07")).toHaveLength(1);
  });

  it("counts 600 concurrent votes from 300 visitors as exactly one vote each, on the entry each voted for last", async () => {
    const last = new Map<string, string>();
    const votes = Array.from({ length: 600 }, (_, i) => {
      const visitor = `visitor-${i % 300}`;
      // Each visitor votes twice, the second time for the next entry: a move.
      const entry = entries[(i + Math.floor(i / 300)) % entries.length];
      last.set(visitor, entry.id);
      return vote(entry, visitor);
    });
    const outcomes = await Promise.all(votes);
    expect(outcomes.filter((outcome) => outcome === "new")).toHaveLength(300);
    expect(outcomes.filter((outcome) => outcome === "moved")).toHaveLength(300);
    const expected = new Map<string, number>();
    for (const entryId of last.values()) expected.set(entryId, (expected.get(entryId) ?? 0) + 1);
    expect(await votesPerEntry(database.db)).toEqual(expected);
  });
});
