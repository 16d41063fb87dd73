// What staff changed of the site's content (the console's Site content page), as the pages apply
// it: the typed copy modules stay the defaults, and a page rendered with overrides shows staff's
// links, contact address, figures, testimonials and notices instead. Client-safe and small: every
// public page carries it.
import { defaultLinks, type ExternalLinkKey, linkKeyOf } from "~/platform/links";
import type { Locale } from "~/platform/translation";
import { DEFAULT_CONTACT_EMAIL } from "~/platform/links";

export type Bilingual<T> = Record<Locale, T>;

export type FigureText = { value: string; label: string };

/** A testimonial as staff write it: first name (and initial), who they are, their words. */
export type StaffTestimonial = { name: string; role: Bilingual<string>; quote: Bilingual<string>; shown: boolean };

/**
 * A banner over the pages: site-wide (no pages) or on the listed paths (English paths; their
 * Spanish twins too), from `starts` to `ends` (UTC ISO instants, from New York times), with an
 * optional link.
 */
export type SiteNotice = {
  id: string;
  text: Bilingual<string>;
  link: { href: string; label: Bilingual<string> } | null;
  pages: string[];
  starts: string | null;
  ends: string | null;
};

/** Everything staff may change; what is absent keeps the code's default. */
export type ContentOverrides = {
  links?: Partial<Record<ExternalLinkKey, string>>;
  contactEmail?: string;
  figures?: Record<string, Bilingual<FigureText>>;
  testimonials?: StaffTestimonial[];
  notices?: SiteNotice[];
  /** Page texts: by copy module ("site/home"), then field path ("hero.line"); only the changed ones. */
  texts?: Record<string, Record<string, Bilingual<string>>>;
};

/** A part of the content the console saves on its own (its Site content page's sections). */
export type ContentSection = keyof ContentOverrides;

/** The content a page is rendered with: the overrides, the notices showing on it, and whether it is staff's preview. */
export type PageContent = {
  overrides: Omit<ContentOverrides, "notices" | "texts">;
  notices: { id: string; text: string; link: { href: string; label: string } | null }[];
  preview: boolean;
  /** In staff's preview: what it shows ("your draft", "the version of ...", a date ahead). */
  previewing?: string;
  /** Page texts: the page's copy, by module, in its language with staff's texts in place; only where some changed. */
  texts?: Record<string, unknown>;
};

export const noPageContent: PageContent = { overrides: {}, notices: [], preview: false };

/** An href as the page shows it: a link token ("wyp-link:chatInvite") becomes its address. */
export function resolveHref(href: string, overrides: ContentOverrides): string {
  const key = linkKeyOf(href);
  return key ? (overrides.links?.[key] ?? defaultLinks[key]) : href;
}

/** A text with the contact address staff set in place of the default one. */
export function withContactEmail(text: string, overrides: ContentOverrides): string {
  return overrides.contactEmail ? text.replaceAll(DEFAULT_CONTACT_EMAIL, overrides.contactEmail) : text;
}

/** Whether a notice shows at `now` on the (English) path `page`. */
export function noticeShows(notice: SiteNotice, page: string, now: Date): boolean {
  const at = now.toISOString();
  if (notice.starts && at < notice.starts) return false;
  if (notice.ends && at >= notice.ends) return false;
  return notice.pages.length === 0 || notice.pages.includes(page);
}
