// The console's Weekly Drop decisions: a winner's place in the list, an entry's rejection, and a
// week's result (the winner's steps, or withholding it). One schema each, which the server applies to
// whatever is posted. Apart from console-forms.ts, whose field names /staff/weekly-drop's page script loads:
// only actions import this module, so none of it reaches a browser.
import { z } from "~/platform/zod";
import { entryReviewText } from "./copy/staff-entries";
import { weeklyDropResultsText } from "./copy/staff-results";

/** A winner's or an entry's id as a form posts it. */
const rowId = z.string().min(1).max(100);

/** /staff/weekly-drop: a recent winner moved up or down the list. */
export const moveWinnerSchema = z.object({ intent: z.enum(["up", "down"]), id: rowId });

/** Rejecting an entry: the reason, kept for staff. */
export const rejectReasonSchema = z.object({
  reason: z.string().trim().min(1, entryReviewText.reject.missing).max(500, entryReviewText.reject.tooLong),
});

/** A week in a results page's address: its Monday, as 2026-11-23. */
export const resultWeekSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A week's result: withhold it (with a reason), or mark the winner contacted, then the prize sent. */
export const resultFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("withhold"),
    entryId: rowId,
    reason: z
      .string()
      .trim()
      .min(1, weeklyDropResultsText.messages.reasonRequired)
      .max(weeklyDropResultsText.withhold.reasonMax, weeklyDropResultsText.messages.reasonTooLong),
  }),
  z.object({ intent: z.enum(["contacted", "prize-sent"]), entryId: rowId }),
]);
