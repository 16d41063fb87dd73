// Shapes shared by the content modules. Content is data: pages map over it, so these types
// are the contract between the copy (each feature's `copy/`) and the components that render it.
import type { IconName } from "~/ui/icon-names";
import type { RoutePath } from "~/pages";

/**
 * A page's title and description: its <title>, meta description and Open Graph
 * (app/ui/page/page-meta.ts). Each page keeps its own in its copy, in a module no other
 * page loads, so a page's script carries no other page's (issue 33).
 */
export type PageMeta = { readonly title: string; readonly description: string };

/** Brand colour tokens; the theme maps each to its accent. */
export type ColourToken = "sport" | "art" | "music" | "biz" | "wildcard" | "core";

/** The five programmes, with the spec's ids (the entrepreneurship programme lives at /biz). */
export type TrackId = "sport" | "art" | "music" | "entrepreneur" | "wildcard";

export type Borough = "Harlem" | "Bronx" | "Brooklyn";

/** The site's dialogs; which mentor or partnership variant to show is the page's choice. */
export type DialogId = "age" | "mentor" | "partnership" | "crown-access";

/**
 * Where a button or card leads: an internal route, an external address (opens in a new tab),
 * or one of the site's dialogs. Check `dialog` first, then `external`.
 */
export type Target =
  | { readonly href: RoutePath; readonly external?: false; readonly dialog?: never }
  | { readonly href: string; readonly external: true; readonly dialog?: never }
  | { readonly dialog: DialogId; readonly href?: never; readonly external?: never };

export type Action = {
  readonly label: string;
  /** Words read after a generic label ("Learn More" about what), for screen readers and search engines. */
  readonly context?: string;
} & Target;

/** A figure the site claims; `id` names it for staff's changes (Site content in the console). */
export type Stat = { readonly id?: string; readonly value: string; readonly label: string };

/** A card with an icon, a title and a line or two (highlights, pillars, feature cards). */
export type FeatureCard = {
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
};

/** A programme path card. `secondary` is an extra link shown on the same card. */
export type PathCard = {
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
  readonly colour: ColourToken;
  readonly buttonLabel?: string;
  readonly secondary?: Action;
} & Target;

export type SectionIntro = { readonly heading: string; readonly text?: string };

/** A closing block: heading, a sentence, buttons. */
export type CallToAction = {
  readonly heading: string;
  readonly text: string;
  readonly actions: readonly Action[];
};

/**
 * One line of an events calendar written in the copy: what, and when or how often. Anything with
 * a date is an event staff post in the console (the events table), never a line here.
 */
export type CalendarItem = { readonly title: string; readonly note?: string; readonly detail: string };

/** The shared layout of the music, entrepreneurship and wildcard pages. */
export type TrackPage = {
  readonly track: TrackId;
  readonly colour: ColourToken;
  readonly backLink?: Action;
  readonly hero: { readonly title: string; readonly tagline: string; readonly lede: string };
  readonly proof: readonly Stat[];
  readonly highlightsHeading: string;
  readonly highlights: readonly FeatureCard[];
  readonly paths: SectionIntro & { readonly cards: readonly PathCard[] };
  readonly closing: CallToAction;
};

/** A calendar day, "2026-11-09": a date as New York reads it, with its year. */
export type CalendarDate = `${number}-${number}-${number}`;

/** A plain text document (privacy, terms): sections of paragraphs. */
export type TextDocument = {
  readonly title: string;
  /** The day this version took effect. */
  readonly effective: CalendarDate;
  /** The address to write to; wherever a paragraph names it, it is a mailto: link. */
  readonly contactEmail: string;
  readonly intro: string;
  readonly sections: readonly { readonly heading: string; readonly paragraphs: readonly string[] }[];
};
