// Where a visit came from, asked of the insights beacon by a sign-up, a like or a vote (issue 42):
// in platform because the forms of leads, the gallery and the Weekly Drop all send it (issue 43).

/**
 * The visit's source, one name for both of its ends (issue 42): the event the page's code
 * dispatches on `window` to ask the inline beacon for it, and the request header a sign-up, like
 * or vote carries it in (`s=flyer&r=instagram.com`: utm_source and the referrer's host).
 */
export const VISIT_SOURCE = "wyp-visit-source";

/**
 * The headers for a sign-up's, like's or vote's request that tell the server where the visit came
 * from: the server counts the conversion under that source when it stores the row, and keeps the
 * source only in that day's count, never with the row. The inline beacon, which keeps the visit's
 * first source in the page's memory, writes the header into the event's detail; a direct visit
 * gets none. The work is the beacon's because its bytes are not the pages' JavaScript budget's.
 */
export function visitSourceHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  dispatchEvent(new CustomEvent(VISIT_SOURCE, { detail: headers }));
  return headers;
}
