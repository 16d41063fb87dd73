// The age dialog (home, art, sport, THE CORE): 13+ go to the chat community, under 13 ask a
// parent to join the parents' page. The gate is advisory; both links open in a new tab.
import { chatCommunityMinimumAge } from "~/platform/ages";
import { links } from "~/platform/links";

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

export type AgeDialogVariant = "core" | "default";

/**
 * The dialog's copy per page. THE CORE uses the spec's exact title and choices; the other pages
 * (home, art, sport) speak to the same two audiences with the same links.
 */
export const ageDialogCopy = {
  core: ageDialog,
  default: {
    title: ageDialog.title,
    description: "Tell us your age and we'll send you to the right place to join.",
    options: ageDialog.options,
  },
} as const satisfies Record<AgeDialogVariant, { title: string; description: string; options: readonly AgeOption[] }>;
