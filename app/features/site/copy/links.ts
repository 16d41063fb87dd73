// Every external address the site links to, in one place. Each one can be replaced at build
// time with a Vite env variable (VITE_*), so the team can point a link elsewhere without a
// code change. The defaults are the movement's handles on each platform; confirm them before
// launch and override any that differ.

export type ExternalLinkKey =
  | "chatInvite"
  | "parentsPage"
  | "artCompetition"
  | "artSubmission"
  | "eventsPlatform"
  | "sportSchedule"
  | "masterClass"
  | "instagram"
  | "tiktok"
  | "youtube"
  | "facebook";

export type ExternalLinkEnv = {
  readonly key: ExternalLinkKey;
  readonly envVar: `VITE_${string}_URL`;
  readonly default: string;
  readonly description: string;
};

const defaults = {
  chatInvite: "https://discord.gg/whatsyourpassion",
  parentsPage: "https://www.facebook.com/whatsyourpassion",
  artCompetition: "https://whatsyourpassion.org/passion-in-color",
  artSubmission: "https://whatsyourpassion.org/submit-art",
  eventsPlatform: "https://www.eventbrite.com/o/whats-your-passion",
  sportSchedule: "https://whatsyourpassion.org/tournament-schedule",
  masterClass: "https://whatsyourpassion.org/master-class",
  instagram: "https://www.instagram.com/whatsyourpassion",
  tiktok: "https://www.tiktok.com/@whatsyourpassion",
  youtube: "https://www.youtube.com/@whatsyourpassion",
  facebook: "https://www.facebook.com/whatsyourpassion",
} as const satisfies Record<ExternalLinkKey, string>;

// Each variable is read by its literal name so that Vite can replace it at build time.
export const links: Readonly<Record<ExternalLinkKey, string>> = {
  chatInvite: import.meta.env.VITE_CHAT_INVITE_URL || defaults.chatInvite,
  parentsPage: import.meta.env.VITE_PARENTS_PAGE_URL || defaults.parentsPage,
  artCompetition: import.meta.env.VITE_ART_COMPETITION_URL || defaults.artCompetition,
  artSubmission: import.meta.env.VITE_ART_SUBMISSION_URL || defaults.artSubmission,
  eventsPlatform: import.meta.env.VITE_EVENTS_PLATFORM_URL || defaults.eventsPlatform,
  sportSchedule: import.meta.env.VITE_SPORT_SCHEDULE_URL || defaults.sportSchedule,
  masterClass: import.meta.env.VITE_MASTER_CLASS_URL || defaults.masterClass,
  instagram: import.meta.env.VITE_INSTAGRAM_URL || defaults.instagram,
  tiktok: import.meta.env.VITE_TIKTOK_URL || defaults.tiktok,
  youtube: import.meta.env.VITE_YOUTUBE_URL || defaults.youtube,
  facebook: import.meta.env.VITE_FACEBOOK_URL || defaults.facebook,
};

/** The variables above, for the README and tests. */
export const externalLinkEnv = [
  {
    key: "chatInvite",
    envVar: "VITE_CHAT_INVITE_URL",
    default: defaults.chatInvite,
    description: "Invite to the Discord chat community (where youth 13+ are sent)",
  },
  {
    key: "parentsPage",
    envVar: "VITE_PARENTS_PAGE_URL",
    default: defaults.parentsPage,
    description: "Facebook page parents join for children under 13",
  },
  {
    key: "artCompetition",
    envVar: "VITE_ART_COMPETITION_URL",
    default: defaults.artCompetition,
    description: "Site of the Passion in Color art contest (art page: Join Our Contest)",
  },
  {
    key: "artSubmission",
    envVar: "VITE_ART_SUBMISSION_URL",
    default: defaults.artSubmission,
    description: "Where young artists submit work (gallery card, The Weekly Drop)",
  },
  {
    key: "eventsPlatform",
    envVar: "VITE_EVENTS_PLATFORM_URL",
    default: defaults.eventsPlatform,
    description: "Events platform listing meet-ups and live events",
  },
  {
    key: "sportSchedule",
    envVar: "VITE_SPORT_SCHEDULE_URL",
    default: defaults.sportSchedule,
    description: "Schedule of the current sport tournament",
  },
  {
    key: "masterClass",
    envVar: "VITE_MASTER_CLASS_URL",
    default: defaults.masterClass,
    description: "Sign-up for the art Master Class Series",
  },
  {
    key: "instagram",
    envVar: "VITE_INSTAGRAM_URL",
    default: defaults.instagram,
    description: "Instagram profile (footer)",
  },
  {
    key: "tiktok",
    envVar: "VITE_TIKTOK_URL",
    default: defaults.tiktok,
    description: "TikTok profile (footer)",
  },
  {
    key: "youtube",
    envVar: "VITE_YOUTUBE_URL",
    default: defaults.youtube,
    description: "YouTube channel (footer)",
  },
  {
    key: "facebook",
    envVar: "VITE_FACEBOOK_URL",
    default: defaults.facebook,
    description: "Facebook page (footer)",
  },
] as const satisfies readonly ExternalLinkEnv[];
