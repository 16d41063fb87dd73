// The console's account forms: an owner's changes to staff accounts, and each member's choice of
// the console's email to them. One schema each, which the server applies to whatever is posted.
import { z } from "~/platform/zod";
import { notifySettings } from "./console-pages";

const role = z.enum(["owner", "editor"], { error: "Choose a role." });

/** /staff/accounts: add an account, disable, enable or reset one, change its role, or say whether an editor's publish waits for an owner. */
export const accountActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    email: z.string().trim().toLowerCase().email("Enter an email address like name@example.org.").max(254),
    role,
  }),
  z.object({ intent: z.enum(["disable", "enable", "reset"]), id: z.string().uuid() }),
  z.object({ intent: z.literal("role"), id: z.string().uuid(), role }),
  z.object({ intent: z.literal("editors-publish"), editorsPublish: z.enum(["live", "approval"], { error: "Choose one." }) }),
]);

/** /staff/email: one email per sign-up or entry, a daily digest, or none. */
export const notifySettingSchema = z.object({
  notify: z.enum(notifySettings, { error: "Choose one of the three." }),
  // A checkbox: sent as "yes" when ticked, not sent at all when not.
  insightsWeekly: z.literal("yes").optional(),
});
