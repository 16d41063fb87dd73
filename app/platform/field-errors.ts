// A failed schema parse as a form shows it: one message per field, next to that field.
import type { z } from "./zod";

/** The first message of each field of a failed parse, by field name ("form" for the form as a whole). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A posted form's text fields (anything else, like a file, reads as empty); none when the body was unreadable. */
export function textFieldsOf(posted: { fields: Record<string, unknown> } | { error: string }): Record<string, string> {
  if ("error" in posted) return {};
  return Object.fromEntries(Object.entries(posted.fields).map(([key, value]) => [key, typeof value === "string" ? value : ""]));
}
