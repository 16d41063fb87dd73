// A copy module's page copy with staff's texts in place, by field path ("hero.line"): only the
// objects on the way are copied, so the code's module is never changed and lists keep their shape.
// The server does it (a page's data then carries its words as published, and its script only picks
// them: `usePageTexts`, app/platform/use-page-content.ts).

/** `copy` with `value` at `path` (["hero", "line"]). */
function withText<T>(copy: T, [key, ...rest]: string[], value: string): T {
  const node = copy as Record<string, unknown>;
  const next = (Array.isArray(node) ? [...node] : { ...node }) as Record<string, unknown>;
  next[key] = rest.length ? withText(node[key], rest, value) : value;
  return next as T;
}

/** `copy` with each text of `texts` ("hero.line" -> its words) in place. */
export const withTexts = <T>(copy: T, texts: Record<string, string> = {}): T =>
  Object.entries(texts).reduce((page, [path, value]) => withText(page, path.split("."), value), copy);
