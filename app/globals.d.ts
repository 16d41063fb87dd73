/** The public site address the build was made with (SITE_URL); read it through app/platform/site-url.ts. */
declare const __SITE_URL__: string;
/** The icon sprite's address (/assets/icons-<hash>.svg), fixed at build time (performance/icons.ts). */
declare const __ICON_SPRITE__: string;
/** The inner SVG markup of every icon in icon-names.ts, by lucide name, made at build time (performance/icons.ts). */
declare module "virtual:icon-markup" {
  const markup: Record<string, string>;
  export default markup;
}
