// Art community (/art/community): the rules, the chat invite, meet-ups and what members get.
import { links } from "~/platform/links";
import { site } from "~/platform/copy/site.en";
import { stats } from "./stats.en";
import type { Action, CallToAction, FeatureCard, PageMeta, Stat } from "~/platform/copy-types";
import { chatCommunityMinimumAge } from "~/platform/ages";

export const artCommunityPage = {
  backLink: { label: "Back to Art", href: "/art" },
  hero: {
    title: "WYP ART COMMUNITY",
    lede: "A crew of young artists who make, share and push each other to get better, online every day and in person every month.",
  },
  claims: [stats.activeArtists, { value: "Daily", label: "Feedback" }, { value: "Monthly", label: "Meet-ups" }],
  rules: {
    heading: "Community Rules",
    items: [
      {
        title: "Respect First",
        description: "Everyone here is learning. Treat every artist and every piece with respect.",
        icon: "Heart",
      },
      {
        title: "No Hate",
        description: "No racism, sexism, homophobia, bullying or harassment. Zero tolerance.",
        icon: "Ban",
      },
      {
        title: "Constructive Critique",
        description: "Say what works, what could be stronger and how. Help people get better.",
        icon: "MessageCircle",
      },
      {
        title: "Consent for Public Posts",
        description: "Ask before sharing someone else's work publicly.",
        icon: "ShieldCheck",
      },
    ],
  },
  connectHeading: "Online Every Day, In Person Every Month",
  chatInvite: {
    title: "Private Discord Server",
    description: "Share works in progress, get feedback every day, join challenges and hear about events first.",
    ageNote: `For ages ${chatCommunityMinimumAge}+. Under ${chatCommunityMinimumAge}? Ask a parent to join our Facebook page.`,
    action: { label: "Join Discord", href: links.chatInvite, external: true },
    parentsAction: { label: "Parents' Facebook Page", href: links.parentsPage, external: true },
  },
  meetup: {
    title: "Monthly Meet-Ups",
    description: "Draw, share and hang out in person. Locations rotate so every borough gets its turn.",
    locations: site.boroughs,
    // The next art events posted from the staff console, when there are any.
    upcomingHeading: "Coming Up",
    upcomingCount: 3,
    action: { label: "See Next Event", href: links.eventsPlatform, external: true },
  },
  closing: {
    heading: "Ready to Join?",
    text: "Bring your sketchbook, your tablet or just your ideas. There's a place for you here.",
    // The spec shows no targets for these two buttons: joining opens the age dialog,
    // learning more returns to the art program.
    actions: [
      { label: "Get Started Now", dialog: "age" },
      { label: "Learn More", href: "/art", context: "about WYP ART" },
    ],
  },
} as const satisfies {
  backLink: Action;
  hero: { title: string; lede: string };
  claims: readonly Stat[];
  rules: { heading: string; items: readonly FeatureCard[] };
  connectHeading: string;
  chatInvite: { title: string; description: string; ageNote: string; action: Action; parentsAction: Action };
  meetup: {
    title: string;
    description: string;
    locations: readonly string[];
    upcomingHeading: string;
    upcomingCount: number;
    action: Action;
  };
  closing: CallToAction;
};

/** The page's title and description: its <title>, meta description and Open Graph (app/ui/page/page-meta.ts). */
export const artCommunityMeta = {
  title: "Art Community | WYP ART",
  description:
    "A private community for young artists: daily feedback, monthly meet-ups in Harlem, the Bronx and Brooklyn, and rules that keep it respectful.",
} as const satisfies PageMeta;
