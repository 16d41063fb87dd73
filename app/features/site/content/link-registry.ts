// What each external link is, for the console's Site content page: its use, where it shows, and
// the only hosts it may point to (the chat invite and the parents' page go to their services).
import type { ExternalLinkKey } from "~/platform/links";

/** What a link is, for the console: its use, where it shows, and the hosts it may point to (any when absent). */
export type ExternalLinkEntry = {
  readonly description: string;
  readonly shownOn: string;
  readonly hosts?: readonly string[];
};

export const externalLinks = {
  chatInvite: {
    description: "Invite to the Discord chat community, where youth 13+ are sent",
    shownOn: "The age question of every Register button, /art/community",
    hosts: ["discord.gg", "discord.com"],
  },
  parentsPage: {
    description: "Facebook page parents join for children under 13",
    shownOn: "The age question of every Register button, /art/community, the Weekly Drop entry page",
    hosts: ["facebook.com", "www.facebook.com", "m.facebook.com"],
  },
  artSubmission: {
    description: "Where young artists submit work",
    shownOn: "/art, /wyp-gallery",
  },
  eventsPlatform: {
    description: "Events platform listing meet-ups and live events",
    shownOn: "/art, /art/community (when no meet-up has its own link)",
  },
  instagram: { description: "Instagram profile", shownOn: "The footer of every page" },
  tiktok: { description: "TikTok profile", shownOn: "The footer of every page" },
  youtube: { description: "YouTube channel", shownOn: "The footer of every page" },
  facebook: { description: "Facebook page", shownOn: "The footer of every page" },
} as const satisfies Record<ExternalLinkKey, ExternalLinkEntry>;

/** The hosts a link may point to, or undefined for any. */
export const allowedHosts = (key: ExternalLinkKey): readonly string[] | undefined => (externalLinks[key] as ExternalLinkEntry).hosts;
