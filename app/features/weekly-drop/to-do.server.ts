// What of the Weekly Drop waits for staff, as items of the console home's to-do list: entries to
// moderate (with the week's submission deadline), winners to contact and prizes to send.
import type { Db } from "../../../db/connect";
import type { ToDoItem } from "~/platform/to-do";
import { entryToDos } from "./copy/staff-entries";
import { winnerToDos } from "./copy/staff-results";
import { formatDeadline, weekTimes } from "./cycle";
import { pendingEntriesByWeek } from "./moderation.server";
import { winnersToFollowUp } from "./results.server";

/** One item per week with entries waiting for moderation, oldest week first, linking to that week's queue. */
export async function moderationToDos(db: Db, now: Date): Promise<ToDoItem[]> {
  return (await pendingEntriesByWeek(db)).map(({ week, pending }) => {
    const close = weekTimes(week).submissionsClose;
    return {
      id: `weekly-drop-entries-${week}`,
      ...entryToDos.waiting(pending, week, formatDeadline(close, "en"), close.getTime() <= now.getTime()),
      href: `/staff/weekly-drop/entries?week=${week}`,
    };
  });
}

/** One item per announced winner not yet contacted, or contacted with the prize not yet sent, linking to the week's result. */
export async function winnerToDoItems(db: Db): Promise<ToDoItem[]> {
  return (await winnersToFollowUp(db)).map(({ week, title, step }) => ({
    id: `weekly-drop-winner-${week}`,
    ...(step === "contact" ? winnerToDos.contact(week, title) : winnerToDos.sendPrize(week, title)),
    href: `/staff/weekly-drop/results/${week}`,
  }));
}
