import { siteUrl } from "~/platform/site-url";

export function loader() {
  const site = siteUrl();
  return new Response(`User-agent: *\nAllow: /\nDisallow: /staff\n\nSitemap: ${site}/sitemap.xml\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
