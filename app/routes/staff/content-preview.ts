// /staff/content/preview?page=/the-core&version=...&at=...: opens a public page with the site
// content's draft, or any published version, applied (the page's `?preview`, honoured for
// signed-in staff only), showing the notices as they will be at a New York date and time when
// one is given; or what an editor sent for approval. Only the site's own pages, only versions there are.
import { redirect } from "react-router";
import { readRequest } from "~/features/site/content/approval.server";
import { REQUEST_PREVIEW } from "~/features/site/content/console-sections";
import { newYorkInputToIso } from "~/features/site/content/content-form";
import { DRAFT_PREVIEW, PREVIEW_AT_PARAM, PREVIEW_PARAM } from "~/features/site/content/page-content.server";
import { readVersion } from "~/features/site/content/store.server";
import { allPagePaths } from "~/pages";
import { getDb } from "~/platform/db.server";
import { localePath } from "~/platform/locale";

const previewable = new Set(allPagePaths.flatMap((path) => [path, localePath("es", path)]));

export async function loader({ request }: { request: Request }) {
  const asked = new URL(request.url).searchParams;
  const page = asked.get("page") ?? "/";
  if (!previewable.has(page)) throw new Response("Choose a page of the site to preview.", { status: 400 });
  const version = asked.get("version") || DRAFT_PREVIEW;
  if (version === REQUEST_PREVIEW) {
    if (!(await readRequest(getDb()))) throw new Response("Nothing is waiting for approval now: it was answered already.", { status: 404 });
  } else if (version !== DRAFT_PREVIEW && !(await readVersion(getDb(), version)))
    throw new Response("That version no longer exists: choose another in the list.", { status: 404 });
  const query = new URLSearchParams({ [PREVIEW_PARAM]: version === DRAFT_PREVIEW ? "1" : version });
  const at = asked.get("at")?.trim();
  if (at) {
    const instant = newYorkInputToIso(at);
    if (!instant) throw new Response("Write the date and time to preview like 2026-12-01 09:00 (New York time).", { status: 400 });
    query.set(PREVIEW_AT_PARAM, instant);
  }
  return redirect(`${page}?${query}`, 303);
}
