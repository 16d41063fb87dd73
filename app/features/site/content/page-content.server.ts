// The root loader's content for a page: what is published, or, for a signed-in staff member who
// asks for `?preview`, the draft (or any published version) as it would be published, at a chosen
// time when `at` is given (never cached, never indexed).
import { staffOfRequest } from "~/features/staff/auth.server";
import { formatStaffTime } from "~/platform/console-time";
import { type Db, getDb } from "~/platform/db.server";
import { pageNow } from "~/platform/page-clock.server";
import { readRequest } from "./approval.server";
import { AS_BUILT, REQUEST_PREVIEW } from "./console-sections";
import { type ContentOverrides, noPageContent, type PageContent } from "~/platform/content-overrides";
import { pageContentFor, publishedOverrides, readDraft, readPublished, readVersion } from "./store.server";

export const PREVIEW_PARAM = "preview";
/** The instant a preview shows the site at (ISO 8601), for notices that start or end later. */
export const PREVIEW_AT_PARAM = "at";
/** `?preview=draft` (or `=1`): the draft; any other value names a published version, or "as-built". */
export const DRAFT_PREVIEW = "draft";

/**
 * Whether an address's query asks for staff's preview, however it is spelled (`?preview`,
 * `?preview=1&preview=2`, `?%70review`): the one reading the root loader and the host's
 * no-store and noindex headers share, so a draft is never served without them.
 */
export function asksForPreview(search: string): boolean {
  return new URLSearchParams(search).has(PREVIEW_PARAM);
}

/** The document a preview shows and how its bar names it. */
async function previewedDocument(db: Db, asked: string): Promise<{ overrides: ContentOverrides; what: string }> {
  if (asked === "" || asked === "1" || asked === DRAFT_PREVIEW) {
    const draft = await readDraft(db);
    return draft
      ? { overrides: draft.overrides, what: "your draft" }
      : { overrides: (await readPublished(db)).overrides, what: "what is live" };
  }
  if (asked === REQUEST_PREVIEW) {
    const request = await readRequest(db);
    if (request) return { overrides: request.overrides, what: `what ${request.requestedBy} sent for approval` };
  }
  const version = await readVersion(db, asked);
  if (!version) return { overrides: (await readPublished(db)).overrides, what: "what is live (that version no longer exists)" };
  if (asked === AS_BUILT) return { overrides: version.overrides, what: "the site as it was built" };
  const by = version.publishedBy ? ` by ${version.publishedBy}` : "";
  return { overrides: version.overrides, what: `the version published ${formatStaffTime(version.publishedAt ?? "")}${by}` };
}

/** The instant `at` names, or undefined when it is absent or no instant. */
function previewInstant(at: string | null): Date | undefined {
  if (!at) return undefined;
  const instant = new Date(at);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/** Null when the page shows the code's content: nothing to carry in the page's data. */
export async function contentOfRequest(request: Request): Promise<PageContent | null> {
  const url = new URL(request.url);
  if (asksForPreview(url.search)) {
    const db = getDb();
    if (await staffOfRequest(db, request)) {
      const { overrides, what } = await previewedDocument(db, url.searchParams.get(PREVIEW_PARAM) ?? "");
      const at = previewInstant(url.searchParams.get(PREVIEW_AT_PARAM));
      const when = at ? `, with the notices showing on ${formatStaffTime(at.toISOString())}` : "";
      return { ...pageContentFor(url.pathname, overrides, true, at ?? pageNow()), previewing: `${what}${when}` };
    }
  }
  const content = pageContentFor(url.pathname, publishedOverrides(), false);
  return content === noPageContent ? null : content;
}

/**
 * The copy `key` of the request's page as the page shows it: with staff's texts in place (what is
 * published, or the preview's), else `copy`. For a loader that writes some of the page's words
 * itself (the Weekly Drop's dated ones), so they follow Page texts as the page's script does.
 */
export async function pageTextsOfRequest<T>(request: Request, key: string, copy: T): Promise<T> {
  return ((await contentOfRequest(request))?.texts?.[key] as T | undefined) ?? copy;
}
