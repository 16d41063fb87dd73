/** The public site address, fixed at build time (SITE_URL) because pages are prerendered. */
declare const __SITE_URL__: string;
