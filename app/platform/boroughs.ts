// New York City's five boroughs, the one list every form with a borough offers (events, Weekly
// Drop entries, recent winners), and the optional neighbourhood ("place") typed beside it:
// Harlem is a neighbourhood of Manhattan, not a borough (migration 0016). No Zod here: the entry
// form's fields read these in the browser; the neighbourhood's schema is in ./place-schema.ts.
import type { NycBorough } from "../../db/schema";

export type { NycBorough };

export const nycBoroughs = ["Manhattan", "Bronx", "Brooklyn", "Queens", "Staten Island"] as const satisfies readonly NycBorough[];

/** The longest neighbourhood name kept ("Bedford-Stuyvesant" is 18 characters). */
export const PLACE_MAX_LENGTH = 60;
