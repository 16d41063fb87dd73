// The host's guards (body caps, the entry quota) decide by path before React Router runs, so they
// must read a path as React Router matches it, not as it was spelled: React Router decodes
// percent-escapes, matches without regard to case, and ignores a trailing slash. Read any other
// way, /ART/weekly-prize/submit or .../%73ubmit/ would reach the entry action without its quota.

/** A request path as React Router matches it: decoded, lower case, without a trailing slash. */
export function routePathOf(pathname: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = pathname; // validPath() answers 400 for these before any guard reads them
  }
  const lower = decoded.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, "") || "/" : lower;
}
