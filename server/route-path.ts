// The host's guards (body caps, the entry quota) decide by path before React Router runs, so they
// must read a path as React Router matches it, not as it was spelled: React Router decodes
// percent-escapes, matches without regard to case, and ignores a trailing slash. Read any other
// way, /ART/weekly-prize/submit or .../%73ubmit/ would reach the entry action without its quota.
// React Router also resolves dot segments and backslashes (it parses the address as a URL), which
// no guard does: such a path never reaches them, it is sent to its plain spelling first.

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

// A URL parser's dot segments: "." or "..", either dot written %2e in any case.
const DOT = /^(?:\.|%2e)$/i;
const DOUBLE_DOT = /^(?:\.|%2e){2}$/i;

/**
 * The plain spelling of a path that has a dot segment, an empty segment ("//") or a backslash
 * (which a URL parser reads as a slash): resolved as a browser would, with one slash between
 * segments, so it never starts with "//". Undefined when the path is plain already.
 */
export function plainPathOf(pathname: string): string | undefined {
  if (!pathname.startsWith("/")) return undefined;
  const segments = pathname.slice(1).split(/[/\\]/);
  const kept: string[] = [];
  for (const segment of segments) {
    if (DOUBLE_DOT.test(segment)) kept.pop();
    else if (segment && !DOT.test(segment)) kept.push(segment);
  }
  // A path that ends in a slash or a dot segment names a folder: it keeps one trailing slash.
  const last = segments.at(-1)!;
  const trailing = kept.length > 0 && (last === "" || DOT.test(last) || DOUBLE_DOT.test(last));
  const plain = `/${kept.join("/")}${trailing ? "/" : ""}`;
  return plain === pathname ? undefined : plain;
}
