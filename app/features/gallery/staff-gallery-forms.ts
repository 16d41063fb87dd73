// The console's gallery forms around the artwork form: the list's hide, show and reorder changes,
// and the work page's choice between saving and deleting (a delete is confirmed with a tick).
import { z } from "~/platform/zod";
import { artworkForm } from "./copy/staff-gallery";

const id = z.string().trim().min(1).max(200);
/** One schema for the list's forms: which change, on which work, and (for a drop) next to which. */
export const listActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["hide", "show", "up", "down"]), id }),
  z.object({ intent: z.enum(["before", "after"]), id, target: id }),
]);
/** "redirect" without JavaScript (Post/Redirect/Get); "data" from the page's script, which stays put. */
export const respondSchema = z.enum(["redirect", "data"]).catch("redirect");

/** The work page's two buttons. */
export const itemIntentSchema = z.object({ intent: z.enum(["save", "delete"]) });
export const itemDeleteSchema = z.object({ confirm: z.literal("yes", { error: artworkForm.remove.confirmMissing }) });
