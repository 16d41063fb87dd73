// Notices (toasts) that more than one form shows. Form-specific notices live with their form.

export type Notice = { readonly title: string; readonly description: string };

export const missingInformationNotice = {
  title: "Missing Information",
  description: "Please fill out all fields.",
} as const satisfies Notice;

/** Shown when a submission could not be stored; the visitor's input stays in the form. */
export const submitFailedNotice = {
  title: "Error",
  description: "Something went wrong. Please try again.",
} as const satisfies Notice;
