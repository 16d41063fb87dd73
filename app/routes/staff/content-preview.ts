// /staff/content/preview?page=/the-core: opens a public page with the site content's draft
// applied (the page's `?preview`, honoured for signed-in staff only). Only the site's own pages.
import { redirect } from "react-router";
import { PREVIEW_PARAM } from "~/features/site/content/page-content.server";
import { allPagePaths } from "~/pages";
import { localePath } from "~/platform/locale";

const previewable = new Set(allPagePaths.flatMap((path) => [path, localePath("es", path)]));

export function loader({ request }: { request: Request }) {
  const page = new URL(request.url).searchParams.get("page") ?? "/";
  if (!previewable.has(page)) throw new Response("Choose a page of the site to preview.", { status: 400 });
  return redirect(`${page}?${PREVIEW_PARAM}=1`, 303);
}
