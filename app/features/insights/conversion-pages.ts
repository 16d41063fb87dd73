// The page a stored sign-up, like or vote counts for in insights' conversion per page (issue 45):
// a lead form's page from its `source` field, the rest from where they are made.
import type { RoutePath } from "~/pages";
import { EVERY_PAGE, OTHER_VALUE, type SignUpKind } from "./insights";

/** The page each lead form's `source` stands for (app/features/leads/fields.ts leadSources). */
const leadSourcePages: Record<string, string> = {
  home: "/",
  art: "/art",
  sport: "/sport",
  licensing: "/wyp-licensing",
  footer: EVERY_PAGE,
};

/** A lead's page by its form's `source`: a page's English path, EVERY_PAGE for the footer's box. */
export const leadPage = (source: string) => leadSourcePages[source] ?? OTHER_VALUE;

/**
 * Where entries, likes and votes are made: pages of the registry (app/pages.ts, typed), written out
 * as leadSourcePages are, so insights imports neither the gallery nor the Weekly Drop for a path.
 */
export const madeOnPage = { entry: "/art/weekly-prize/submit", like: "/wyp-gallery", vote: "/art/weekly-prize" } as const satisfies Partial<
  Record<SignUpKind, RoutePath>
>;
