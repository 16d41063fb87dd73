// Every word of the mail the console sends staff: a new sign-up or contest entry, the daily digest,
// a password reset. Plain text. A person is named by first name and last initial only; no mail
// carries anyone's email address, phone or age.
import type { LeadKind, StaffNotify } from "../../../../db/schema";

const footer = (settingsUrl: string, setting: string) =>
  `\n\n--\nYou get this because your WYP console account is set to "${setting}". Change it: ${settingsUrl}`;

export const notifyLabels = {
  each: "An email for each new sign-up or contest entry",
  digest: "One email a day (8 am New York) listing what arrived",
  off: "No email",
} as const satisfies Record<StaffNotify, string>;

/** A sign-up as a mail's subject names it: "New mentor application". */
export const leadNouns = {
  mentor: "mentor application",
  partnership: "partnership inquiry",
  crown: "Crown access claim",
  newsletter: "newsletter sign-up",
} as const satisfies Record<LeadKind, string>;

/** A sentence ends with one period, also after a name that ends in an initial ("from Priya S."). */
const sentence = (text: string) => (text.endsWith(".") ? text : `${text}.`);

export const staffMail = {
  newLead: (kind: LeadKind, who: string, where: string, link: string, settingsUrl: string) => ({
    subject: `New ${leadNouns[kind]}${who ? `: ${who}` : ""}`,
    body: `${sentence(`A new ${leadNouns[kind]} arrived on the site${where ? ` (${where})` : ""}${who ? ` from ${who}` : ""}`)}\n\nOpen it in the console: ${link}${footer(settingsUrl, notifyLabels.each)}`,
  }),
  newEntry: (who: string, week: string, link: string, settingsUrl: string) => ({
    subject: `New Weekly Drop entry: ${who}`,
    body: `${who} sent an entry to the Weekly Drop for ${week}. It waits for approval before it is shown.\n\nReview it in the console: ${link}${footer(settingsUrl, notifyLabels.each)}`,
  }),
  digest: (count: number, lines: readonly string[], more: number, consoleUrl: string, settingsUrl: string) => ({
    subject: `WYP console: ${count} new ${count === 1 ? "item" : "items"} since yesterday`,
    body: `Since the last digest:\n\n${lines.map((line) => `- ${line}`).join("\n")}${more > 0 ? `\n- and ${more} more` : ""}\n\nOpen the console: ${consoleUrl}${footer(settingsUrl, notifyLabels.digest)}`,
  }),
  digestLead: (what: string, who: string, link: string) => `${what}${who ? `: ${who}` : ""} (${link})`,
  digestEntry: (who: string, link: string) => `Weekly Drop entry: ${who}, waiting for approval (${link})`,
  /** An account added (or reset) by an owner: the link to choose a password, from the person who asked. */
  setupLink: (by: string, role: string, link: string, hours: number) => ({
    subject: "Your WYP staff console account",
    body: `${by} gave you ${role === "owner" ? "an owner" : "an editor"} account on the WYP staff console.\n\nTo choose your password, open this link within ${hours} hours. It works once:\n${link}\n\nIf you did not expect this, ignore this email and tell ${by}.`,
  }),
  passwordReset: (link: string, minutes: number) => ({
    subject: "Reset your WYP console password",
    body: `Someone asked to reset the password of the WYP staff console account for this address.\n\nTo choose a new password, open this link within ${minutes} minutes. It works once:\n${link}\n\nIf it was not you, ignore this email: your password stays as it is.`,
  }),
};
