// Every external address the site links to, in one place. Copy names a link by its key
// (`links.chatInvite` is the token "wyp-link:chatInvite"), and whatever renders the link resolves
// it: staff may replace any of them in the console (Site content), and the page shows the
// published address at render time. The defaults are the movement's handles on each platform.
// An event's own address (the contest's site, a tournament's schedule) is the event's link, which
// staff set on the event in the console (migration 0020 moved those three links there).

/** The site's contact address (footer, legal pages) as it appears in the code's texts. */
export const DEFAULT_CONTACT_EMAIL = "hello@whatsyourpassion.org";

export type ExternalLinkKey =
  "chatInvite" | "parentsPage" | "artSubmission" | "eventsPlatform" | "instagram" | "tiktok" | "youtube" | "facebook";

/** Each link's address until staff publish another (the movement's handles on each platform). */
export const defaultLinks = {
  chatInvite: "https://discord.gg/whatsyourpassion",
  parentsPage: "https://www.facebook.com/whatsyourpassion",
  artSubmission: "https://whatsyourpassion.org/submit-art",
  eventsPlatform: "https://www.eventbrite.com/o/whats-your-passion",
  instagram: "https://www.instagram.com/whatsyourpassion",
  tiktok: "https://www.tiktok.com/@whatsyourpassion",
  youtube: "https://www.youtube.com/@whatsyourpassion",
  facebook: "https://www.facebook.com/whatsyourpassion",
} as const satisfies Record<ExternalLinkKey, string>;

export const externalLinkKeys = Object.keys(defaultLinks) as ExternalLinkKey[];

const LINK_TOKEN = "wyp-link:";

/** The token copy writes for each link; resolveHref (platform/content-overrides.ts) turns it into the address. */
export const links = Object.fromEntries(externalLinkKeys.map((key) => [key, `${LINK_TOKEN}${key}`])) as {
  readonly [K in ExternalLinkKey]: `wyp-link:${K}`;
};

/** The link a token names, or undefined for any other href. */
export function linkKeyOf(href: string): ExternalLinkKey | undefined {
  if (!href.startsWith(LINK_TOKEN)) return undefined;
  const key = href.slice(LINK_TOKEN.length);
  return key in defaultLinks ? (key as ExternalLinkKey) : undefined;
}
