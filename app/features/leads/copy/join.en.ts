// The standalone sign-up pages (/join/...): where each form lands when JavaScript is off, or
// when a dialog's link is opened in a new tab. Titles and the way back to the page it came from.
import type { RoutePath } from "~/pages";

export const joinPages = {
  mentor: { path: "/join/mentor", title: "Be A Mentor" },
  partnership: { path: "/join/partner", title: "Partner With Us" },
  crown: { path: "/join/crown-access", title: "Claim Your Crown Access" },
  newsletter: { path: "/join/newsletter", title: "Stay Connected" },
} as const;

/** The page each form source belongs to. */
export const joinSourcePages = {
  home: "/",
  art: "/art",
  sport: "/sport",
  licensing: "/wyp-licensing",
  footer: "/",
} as const satisfies Record<string, RoutePath>;

/** Words every sign-up form carries, on its page or in a dialog. */
export const leadFormText = {
  /** The hidden trap field's label: people never see it; a bot reading labels is told to leave it. */
  trapLabel: "Leave this field empty",
} as const;

export const joinPage = {
  backLabel: "Back to the site",
  description: "Sign up with WYP: mentors, brands, crown access and our newsletter.",
  failed: "We could not save your answers just now. Please try again in a moment.",
  rateLimited: "Too many attempts from your connection. Please wait a minute and send again.",
} as const;
