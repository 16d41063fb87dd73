// The age dialog (home, art, sport, THE CORE): 13+ go to the chat community, under 13 ask a
// parent to join the parents' page. The gate is advisory; both links open in a new tab.
import { links } from "./links";

export const chatCommunityMinimumAge = 13;

export type AgeOption = {
  readonly id: "teen" | "child";
  readonly label: string;
  readonly href: string;
  readonly external: true;
};

export const ageDialog = {
  title: "Join The Movement",
  description: "How old are you? We'll send you to the right place.",
  options: [
    {
      id: "teen",
      label: `${chatCommunityMinimumAge}+ → Join Discord Community`,
      href: links.chatInvite,
      external: true,
    },
    {
      id: "child",
      label: `Under ${chatCommunityMinimumAge} → Ask Parents to Join Facebook Page`,
      href: links.parentsPage,
      external: true,
    },
  ],
} as const satisfies { title: string; description: string; options: readonly AgeOption[] };
