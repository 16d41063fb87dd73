// The moment a page is served at, for everything on it that depends on the date (the status of a
// contest, which winner is last week's). PAGES_AS_OF pins it: tests read the pages on a chosen
// day, and the team can preview how the site will read on a coming one.
import { getEnv } from "./env.server";

export function pageNow(): Date {
  const pinned = getEnv().PAGES_AS_OF;
  return pinned ? new Date(pinned) : new Date();
}

/** Pages with dated statuses are rendered per request; a cache must ask again every time. */
export const datedPageHeaders = { "Cache-Control": "public, max-age=0, must-revalidate" } as const;
