// The audit log in plain words (issue 30): each line says who did what as a sentence ("approved an
// entry of the week of Nov 23, 2026"), names automatic steps "The site", and links to the item
// instead of showing its id. The maps are typed by every action, so a new one needs its words here.
import type { CalendarDate } from "~/platform/copy-types";
import { weeklyDropWeekName } from "~/features/weekly-drop/copy/staff-weeks";
import type { AuditAction } from "~/platform/audit-actions";
import { notifyLabels } from "./staff-mail";

export type AuditFacts = {
  actor: string | null;
  action: string;
  target: string | null;
  targetEmail: string | null;
  detail: Record<string, unknown>;
};
export type AuditLine = { who: string; what: string; link?: { to: string; label: string } };

/** The filter's names for the actions. */
export const auditActionLabels = {
  "sign-in": "Signed in",
  "sign-in-failed": "Sign-in failed",
  "sign-out": "Signed out",
  "sign-out-everywhere": "Signed out everywhere",
  "account-created": "Account added",
  "account-disabled": "Account disabled",
  "account-enabled": "Account enabled",
  "account-reset": "New setup link",
  "account-role-changed": "Role changed",
  "password-set": "Password set",
  "password-reset-requested": "Password reset asked for",
  "notify-setting": "Email setting changed",
  "gallery-upload": "Work uploaded",
  "gallery-edit": "Work edited",
  "gallery-hide": "Work hidden",
  "gallery-show": "Work shown",
  "gallery-delete": "Work deleted",
  "gallery-reorder": "Work moved",
  "lead-status": "Sign-up status changed",
  "lead-note": "Sign-up note written",
  "lead-export": "Sign-ups exported",
  "lead-retry": "Sign-ups sent again",
  "lead-erase": "Person's sign-ups erased",
  "event-create": "Event added",
  "event-edit": "Event edited",
  "event-delete": "Event deleted",
  "drop-edit": "Weekly Drop page edited",
  "drop-announce": "Winner announced",
  "drop-withhold": "Win withheld",
  "drop-winner-contacted": "Winner contacted",
  "drop-prize-sent": "Prize sent",
  "content-draft": "Site content draft saved",
  "content-discard": "Site content draft discarded",
  "content-publish": "Site content published",
  "content-restore": "Site content restored",
  "content-approval-asked": "Site content sent for approval",
  "content-approved": "Site content approved",
  "content-refused": "Site content refused",
  "content-approval-setting": "Editors' publishing changed",
  "drop-entry-approve": "Entry approved",
  "drop-entry-reject": "Entry rejected",
  "drop-entry-edit": "Entry edited",
  "drop-entry-delete": "Entry deleted",
  "drop-entry-guardian-consent": "Guardian's consent recorded",
} as const satisfies Record<AuditAction, string>;

const text = (value: unknown) => (typeof value === "string" ? value : "");
const list = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string").join(", ") : "");
const week = (value: unknown) =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? weeklyDropWeekName(value as CalendarDate) : "a week";
const someone = (email: string | null) => email ?? "an account that no longer exists";

const sentences: { [A in AuditAction]: (facts: AuditFacts) => string } = {
  "sign-in": () => "signed in",
  "sign-in-failed": ({ targetEmail }) =>
    targetEmail ? `tried to sign in as ${targetEmail} with a wrong password` : "tried to sign in with an email that has no account",
  "sign-out": () => "signed out",
  "sign-out-everywhere": () => "signed out on every device",
  "account-created": ({ targetEmail, detail }) =>
    `added ${someone(targetEmail)} as ${text(detail.role) === "owner" ? "an owner" : "an editor"}`,
  "account-disabled": ({ targetEmail }) => `disabled ${someone(targetEmail)}`,
  "account-enabled": ({ targetEmail }) => `enabled ${someone(targetEmail)} again`,
  "account-reset": ({ targetEmail }) => `gave ${someone(targetEmail)} a new setup link`,
  "account-role-changed": ({ targetEmail, detail }) =>
    `made ${someone(targetEmail)} ${text(detail.to) === "owner" ? "an owner" : "an editor"}`,
  "password-set": () => "set a new password",
  "password-reset-requested": ({ targetEmail }) => `asked for a password reset link for ${someone(targetEmail)} (from the sign-in page)`,
  "notify-setting": ({ detail }) => `chose: ${notifyLabels[text(detail.notify) as keyof typeof notifyLabels] ?? "a new email setting"}`,
  "gallery-upload": () => "uploaded a work to the gallery",
  "gallery-edit": ({ detail }) => `edited a gallery work (${list(detail.fields) || "details"})`,
  "gallery-hide": () => "hid a gallery work",
  "gallery-show": () => "showed a hidden gallery work again",
  "gallery-delete": () => "deleted a gallery work",
  "gallery-reorder": () => "moved a gallery work in the order",
  "lead-status": ({ detail }) => `marked a sign-up ${text(detail.to) || "with a new status"}`,
  "lead-note": () => "wrote a note on a sign-up",
  "content-draft": ({ detail }) => `saved a draft of the site's ${text(detail.section) || "content"}`,
  "content-discard": () => "discarded the site content draft",
  "content-publish": ({ detail }) =>
    `published the site content${typeof detail.changes === "number" ? ` (${detail.changes} ${detail.changes === 1 ? "change" : "changes"})` : ""}`,
  "content-restore": () => "restored an earlier version of the site content",
  "content-approval-asked": ({ detail }) =>
    `asked an owner to approve ${detail.restoredFrom ? "restoring an earlier version of the site content" : "publishing the site content draft"}`,
  "content-approved": ({ detail }) => `approved and published the site content ${text(detail.requestedBy) || "an editor"} sent`,
  "content-refused": ({ detail }) => `refused the site content ${text(detail.requestedBy) || "an editor"} sent; the draft stays as it was`,
  "content-approval-setting": ({ detail }) =>
    detail.editorsPublish === "approval"
      ? "made editors' site content publishes wait for an owner's approval"
      : "let editors publish the site content at once",
  "lead-export": ({ detail }) => `exported ${typeof detail.count === "number" ? detail.count : "the"} sign-ups as a spreadsheet`,
  "lead-retry": ({ detail }) =>
    detail.scope === "one" ? "sent a sign-up to the marketing service again" : "sent every failed sign-up to the marketing service again",
  "lead-erase": ({ detail }) => `erased a person's sign-ups at their request (${typeof detail.leads === "number" ? detail.leads : "all"})`,
  "event-create": ({ detail }) => (detail.published ? "published a new event" : "saved a new event as a draft"),
  "event-edit": ({ detail }) =>
    Array.isArray(detail.fields) && detail.fields.length === 1 && detail.fields[0] === "published"
      ? detail.published
        ? "published an event"
        : "took an event off the site"
      : `edited an event (${list(detail.fields) || "details"})`,
  "event-delete": () => "deleted an event",
  "drop-edit": ({ detail, target }) =>
    target === "prize"
      ? "changed this week's prize"
      : detail.change === "winner-added"
        ? "added a recent winner"
        : detail.change === "winner-removed"
          ? "removed a recent winner"
          : "edited the Weekly Drop page",
  "drop-announce": ({ detail }) =>
    `announced the winner of the ${week(detail.week)}${detail.winnerEntryId ? "" : " (no entries to choose from)"}`,
  "drop-withhold": ({ detail }) => `withheld the win of the ${week(detail.week)}`,
  "drop-winner-contacted": ({ detail }) => `contacted the winner of the ${week(detail.week)}`,
  "drop-prize-sent": ({ detail }) => `sent the prize to the winner of the ${week(detail.week)}`,
  "drop-entry-approve": () => "approved a Weekly Drop entry",
  "drop-entry-reject": () => "rejected a Weekly Drop entry",
  "drop-entry-edit": ({ detail }) =>
    `edited a Weekly Drop entry (${list(detail.fields) || "details"})${detail.status === "pending" ? ", which went back to waiting for a guardian's consent" : ""}`,
  "drop-entry-delete": ({ detail }) => `deleted a Weekly Drop entry of the ${week(detail.week)} at the entrant's request`,
  "drop-entry-guardian-consent": () => "recorded a parent's or guardian's consent for an entry",
};

/** Where the item a line is about can be seen in the console (nothing for an item that is gone). */
function linkOf({ action, target, detail }: AuditFacts): AuditLine["link"] {
  if (!target) return undefined;
  const id = encodeURIComponent(target);
  if (action.startsWith("account-") || action === "sign-in-failed" || action === "password-reset-requested")
    return { to: "/staff/accounts", label: "Staff accounts" };
  if (action.startsWith("content-")) return { to: "/staff/content", label: "Site content" };
  if (["gallery-upload", "gallery-edit", "gallery-hide", "gallery-show", "gallery-reorder"].includes(action))
    return { to: `/staff/gallery/${id}`, label: "Open the work" };
  if (["lead-status", "lead-note", "lead-retry"].includes(action)) return { to: `/staff/leads/${id}`, label: "Open the sign-up" };
  if (action === "event-create" || action === "event-edit") return { to: `/staff/events/${id}`, label: "Open the event" };
  if (["drop-entry-approve", "drop-entry-reject", "drop-entry-edit", "drop-entry-guardian-consent"].includes(action))
    return { to: `/staff/weekly-drop/entries/${id}`, label: "Open the entry" };
  if (["drop-announce", "drop-withhold", "drop-winner-contacted", "drop-prize-sent"].includes(action) && typeof detail.week === "string")
    return { to: `/staff/weekly-drop/results/${encodeURIComponent(detail.week)}`, label: "Open the week's results" };
  return undefined;
}

/** One line of the log as an owner reads it. */
export function auditLine(facts: AuditFacts): AuditLine {
  const sentence = sentences[facts.action as AuditAction];
  // The site's own steps have no actor; a failed sign-in or a reset asked for has none either (no one is signed in).
  const who = facts.actor ?? (facts.action === "drop-announce" ? "The site" : "Someone");
  return { who, what: sentence ? sentence(facts) : facts.action, link: linkOf(facts) };
}
