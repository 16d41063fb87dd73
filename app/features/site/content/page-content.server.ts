// The root loader's content for a page: what is published, or, for a signed-in staff member who
// asks for `?preview`, the draft as it would be published (never cached, never indexed).
import { staffOfRequest } from "~/features/staff/auth.server";
import { getDb } from "~/platform/db.server";
import { noPageContent, type PageContent } from "./overrides";
import { pageContentFor, publishedOverrides, readDraft, readPublished } from "./store.server";

export const PREVIEW_PARAM = "preview";

/**
 * Whether an address's query asks for staff's preview, however it is spelled (`?preview`,
 * `?preview=1&preview=2`, `?%70review`): the one reading the root loader and the host's
 * no-store and noindex headers share, so a draft is never served without them.
 */
export function asksForPreview(search: string): boolean {
  return new URLSearchParams(search).has(PREVIEW_PARAM);
}

/** Null when the page shows the code's content: nothing to carry in the page's data. */
export async function contentOfRequest(request: Request): Promise<PageContent | null> {
  const url = new URL(request.url);
  if (asksForPreview(url.search)) {
    const db = getDb();
    if (await staffOfRequest(db, request)) {
      const draft = (await readDraft(db))?.overrides ?? (await readPublished(db)).overrides;
      return pageContentFor(url.pathname, draft, true);
    }
  }
  const content = pageContentFor(url.pathname, publishedOverrides(), false);
  return content === noPageContent ? null : content;
}
