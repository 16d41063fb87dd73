// Notices (toasts) that more than one form shows. Form-specific notices live with their form.

import type { NoticeText as Notice } from "~/platform/notify";

export const missingInformationNotice = {
  title: "Missing Information",
  description: "Please fill out all fields.",
} as const satisfies Notice;

/** Shown when a submission could not be stored; the visitor's input stays in the form. */
export const submitFailedNotice = {
  title: "Error",
  description: "Something went wrong. Please try again.",
} as const satisfies Notice;

/** Shown when a visitor sent too many forms in a minute (the server answered 429). */
export function tooManyAttemptsNotice(retryAfterSeconds: number): Notice {
  const wait = retryAfterSeconds <= 60 ? `${retryAfterSeconds} seconds` : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return { title: "Too Many Attempts", description: `Please wait ${wait} and try again. Your answers are still in the form.` };
}

/** Shown when the server found a problem the form's own check did not (the fields show what). */
export const checkTheFormNotice = {
  title: "Please Check the Form",
  description: "Some answers need a fix: see the messages next to the fields.",
} as const satisfies Notice;

/** A success notice that also says what happens next (who will be in touch, and roughly when). */
export function withNextSteps(notice: Notice, nextSteps: string): Notice {
  return { title: notice.title, description: `${notice.description} ${nextSteps}` };
}
