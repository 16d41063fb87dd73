// Brand facts, navigation and footer: what every page shares.
import { DEFAULT_CONTACT_EMAIL } from "~/platform/links";
import { links } from "~/platform/links";
import type { RoutePath } from "~/pages";
import type { Action, Borough } from "~/platform/copy-types";

export const site = {
  name: "WYP",
  longName: "What's Your Passion",
  description:
    "A media, incubator and lifestyle movement that inspires, enables and empowers young people in Harlem, the Bronx and Brooklyn.",
  founded: 2018,
  copyrightYear: 2024,
  boroughs: ["Harlem", "Bronx", "Brooklyn"] as const satisfies readonly Borough[],
  contactEmail: DEFAULT_CONTACT_EMAIL,
} as const;

export const taglines = {
  characterIsCurrency: "Character = Currency",
  realityOverAlgorithm: "Reality > Algorithm",
  youthFirst: "Youth first. Always.",
} as const;

export const mission = {
  statement: "Help youth wipe out depression and find happiness.",
  formula: {
    text: "passion + purpose = peace",
    terms: ["passion", "purpose", "peace"],
  },
} as const;

export const founderStory = {
  founded: site.founded,
  origin: "a career day at a school in East NY",
} as const;

/** A section of the top bar. `also`: pages outside its path that belong to it. */
export type NavItem = { readonly label: string; readonly href: RoutePath; readonly also?: readonly RoutePath[] };

export const navItems = [
  { label: "THE CORE", href: "/the-core", also: ["/how-it-works"] },
  { label: "Art", href: "/art", also: ["/wyp-gallery"] },
  { label: "Sports", href: "/sport" },
  { label: "WYP Licensing", href: "/wyp-licensing" },
  { label: "About Us", href: "/about" },
] as const satisfies readonly NavItem[];

/** The section a page belongs to: its own item, the item whose path it is under, or the one that lists it. */
export function navItemFor(pathname: string): NavItem | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  return navItems.find(
    (item: NavItem) => path === item.href || path.startsWith(`${item.href}/`) || item.also?.some((page) => page === path),
  );
}

/** Read after the label of a path card's button that opens a dialog ("Apply to Mentor (opens a dialog)"). */
export const dialogButtonContext = "(opens a dialog)";

/** The free-start button (mobile menu, and the desktop header button). */
export const startFree = { label: "Start Free →", href: "/wypit" } as const satisfies Action;

export type FooterLink = { readonly label: string } & (
  { readonly href: RoutePath; readonly external?: false } | { readonly href: string; readonly external: true }
);

export type FooterGroup = { readonly heading: string; readonly links: readonly FooterLink[] };

export const footer = {
  groups: [
    {
      heading: "Tracks",
      links: [
        { label: "Art", href: "/art" },
        { label: "Sport", href: "/sport" },
        { label: "Music", href: "/music" },
        { label: "Entrepreneur", href: "/biz" },
        { label: "Wildcard", href: "/wildcard" },
      ],
    },
    {
      heading: "Programs",
      links: [
        { label: "The Core", href: "/the-core" },
        { label: "How it works", href: "/how-it-works" },
        { label: "Ventures", href: "/wyp-ventures" },
        { label: "Licensing", href: "/wyp-licensing" },
        { label: "Gallery", href: "/wyp-gallery" },
        { label: "The Weekly Drop", href: "/art/weekly-prize" },
      ],
    },
    {
      heading: "Legal",
      links: [
        { label: "Privacy", href: "/privacy" },
        { label: "Terms", href: "/terms" },
      ],
    },
  ],
  newsletter: {
    heading: "Stay Connected",
    text: "Events, contests and new drops, straight to your inbox. No spam.",
    buttonLabel: "Join",
  },
  social: {
    heading: "Follow the Movement",
    links: [
      { label: "Instagram", href: links.instagram, external: true },
      { label: "TikTok", href: links.tiktok, external: true },
      { label: "YouTube", href: links.youtube, external: true },
      { label: "Facebook", href: links.facebook, external: true },
    ],
  },
  taglines: [taglines.characterIsCurrency, taglines.youthFirst],
  copyright: `© ${site.copyrightYear} ${site.longName} (${site.name}). All rights reserved.`,
} as const satisfies {
  groups: readonly FooterGroup[];
  newsletter: { heading: string; text: string; buttonLabel: string };
  social: { heading: string; links: readonly FooterLink[] };
  taglines: readonly string[];
  copyright: string;
};
