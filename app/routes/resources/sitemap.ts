import { allPagePaths } from "~/site-paths";

export function loader() {
  const site = __SITE_URL__;
  const urls = allPagePaths.map((path) => `  <url><loc>${site}${path === "/" ? "/" : path}</loc></url>`).join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
