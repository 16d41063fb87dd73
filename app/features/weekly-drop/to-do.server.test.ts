// The Weekly Drop's items on the console home's to-do list, against the real database on both
// dialects: entries waiting per week with its deadline, and winners until their prize is sent.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addWeeklyDropEntry } from "../../../tests/support/weekly-drop-results";
import { createTestDatabase, type TestDatabase, testDialects } from "../../../tests/support/databases";
import { contentCache } from "~/platform/content-cache.server";
import type { WeeklyDropWeek } from "./cycle";
import { markWinnerStep, settleDueWeeks } from "./results.server";
import { moderationToDos, winnerToDoItems } from "./to-do.server";

const LAST_WEEK = "2026-11-30" as WeeklyDropWeek;
const THIS_WEEK = "2026-12-07" as WeeklyDropWeek;
const NOW = new Date("2026-12-02T15:00:00Z"); // Wednesday Dec 2, 10:00 in New York
const staff = { id: "staff-1", email: "editor@example.org" };

describe.each(testDialects())("the Weekly Drop's to-do items on %s", (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    contentCache.invalidate();
    database = await createTestDatabase(dialect);
  });
  afterEach(() => database.destroy());

  it("counts entries waiting for moderation per week, oldest week first, with the week's deadline in New York time", async () => {
    const db = database.db;
    await addWeeklyDropEntry(db, { week: THIS_WEEK, title: "New A", createdAt: "2026-12-01T15:00:00Z", status: "pending" });
    await addWeeklyDropEntry(db, { week: THIS_WEEK, title: "New B", createdAt: "2026-12-01T16:00:00Z", status: "pending" });
    await addWeeklyDropEntry(db, { week: THIS_WEEK, title: "Seen", createdAt: "2026-12-01T17:00:00Z", status: "approved" });
    await addWeeklyDropEntry(db, { week: LAST_WEEK, title: "Missed", createdAt: "2026-11-25T15:00:00Z", status: "pending" });
    await addWeeklyDropEntry(db, { week: LAST_WEEK, title: "Rejected", createdAt: "2026-11-25T15:00:00Z", status: "rejected" });
    expect(await moderationToDos(db, NOW)).toEqual([
      {
        id: `weekly-drop-entries-${LAST_WEEK}`,
        text: "1 Weekly Drop entry waiting for moderation",
        detail: "Week of Nov 23, 2026: submissions closed Friday, November 27 at 5:00 PM EST (New York time).",
        href: `/staff/weekly-drop/entries?week=${LAST_WEEK}`,
      },
      {
        id: `weekly-drop-entries-${THIS_WEEK}`,
        text: "2 Weekly Drop entries waiting for moderation",
        detail: "Week of Nov 30, 2026: submissions close Friday, December 4 at 5:00 PM EST (New York time).",
        href: `/staff/weekly-drop/entries?week=${THIS_WEEK}`,
      },
    ]);
    await db.updateTable("drop_entries").set({ status: "approved" }).where("status", "=", "pending").execute();
    expect(await moderationToDos(db, NOW)).toEqual([]);
  });

  it("asks to contact the winner, then to send the prize, and lets go once it is sent", async () => {
    const db = database.db;
    const winner = await addWeeklyDropEntry(db, { week: LAST_WEEK, title: "Subway Dreams", createdAt: "2026-11-24T15:00:00Z" });
    await settleDueWeeks(db, NOW);
    const link = `/staff/weekly-drop/results/${LAST_WEEK}`;
    expect(await winnerToDoItems(db)).toEqual([
      {
        id: `weekly-drop-winner-${LAST_WEEK}`,
        text: "Contact the Weekly Drop winner of the week of Nov 23, 2026",
        detail: '"Subway Dreams": their email is on the week\'s results page.',
        href: link,
      },
    ]);
    await markWinnerStep(db, { week: LAST_WEEK, entryId: winner.id, step: "contacted", actor: staff });
    expect(await winnerToDoItems(db)).toEqual([
      {
        id: `weekly-drop-winner-${LAST_WEEK}`,
        text: "Prize not yet sent for the Weekly Drop winner of the week of Nov 23, 2026",
        detail: '"Subway Dreams": mark it sent on the week\'s results page once it is on its way.',
        href: link,
      },
    ]);
    await markWinnerStep(db, { week: LAST_WEEK, entryId: winner.id, step: "prize-sent", actor: staff });
    expect(await winnerToDoItems(db)).toEqual([]);
  });
});
