// The neighbourhood typed beside a borough, as the server checks it (./boroughs.ts has the list
// and the length the forms show; kept apart so pages that only show the fields load no Zod).
import { z } from "~/platform/zod";
import { PLACE_MAX_LENGTH } from "./boroughs";

/**
 * A neighbourhood as plain text on one line: letters, digits, spaces and the marks names use
 * (Hell's Kitchen, Bedford-Stuyvesant, St. George); empty is null. Markup and control
 * characters are refused rather than stored.
 */
export function placeSchema(messages: { readonly tooLong: string; readonly shape: string }) {
  return z
    .string()
    .optional()
    .transform((raw) => (raw ?? "").trim().replace(/\s+/g, " "))
    .pipe(
      z
        .string()
        .max(PLACE_MAX_LENGTH, messages.tooLong)
        .refine((value) => value === "" || /^[\p{L}\p{N}][\p{L}\p{M}\p{N} '’.,&()/-]*$/u.test(value), messages.shape),
    )
    .transform((value) => (value === "" ? null : value));
}
