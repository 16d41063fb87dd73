// New York City's five boroughs, the one list every form with a borough offers (events, Weekly
// Drop entries, recent winners), and the optional neighbourhood ("place") typed beside it:
// Harlem is a neighbourhood of Manhattan, not a borough (migration 0016).
import type { NycBorough } from "../../db/schema";
import { z } from "~/platform/zod";

export type { NycBorough };

export const nycBoroughs = ["Manhattan", "Bronx", "Brooklyn", "Queens", "Staten Island"] as const satisfies readonly NycBorough[];

/** The longest neighbourhood name kept ("Bedford-Stuyvesant" is 18 characters). */
export const PLACE_MAX_LENGTH = 60;

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
