import { localePath } from "~/platform/locale";
import { absoluteUrl } from "~/platform/site-url";
import { allPagePaths } from "~/pages";

const urlOf = absoluteUrl;

/**
 * Every page in both languages. Each entry names its page in the other language too (and English
 * as the default), the sitemap form of the pages' hreflang links.
 */
export function loader() {
  const alternates = (path: string) =>
    [
      `<xhtml:link rel="alternate" hreflang="en" href="${urlOf(path)}"/>`,
      `<xhtml:link rel="alternate" hreflang="es" href="${urlOf(localePath("es", path))}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${urlOf(path)}"/>`,
    ].join("");
  const urls = allPagePaths.flatMap((path) =>
    [path, localePath("es", path)].map((url) => `  <url><loc>${urlOf(url)}</loc>${alternates(path)}</url>`),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
