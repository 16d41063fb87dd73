// The words of the frame around every page that are not navigation: the skip link, the landmarks'
// names, the menu button, the language switch and offer, and the page shown when something fails.

export const shellText = {
  skipToContent: "Skip to content",
  /** Read after "WYP" on the logo link. */
  homeLinkContext: " home",
  mainNavLabel: "Main",
  mobileNavLabel: "Mobile",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  /** Read after a link that opens another site. */
  opensInNewTab: " (opens in a new tab)",
  /** The region of the team's notices at the top of a page. */
  siteNoticesLabel: "Notices",
  testimonialsLabel: "Testimonials",
  /** The close button in the corner of every dialog. */
  closeDialog: "Close",
  /** The notices' region (read with its Alt+T shortcut) and each notice's close button. */
  noticesLabel: "Notifications",
  /** Before the day a plain-language document (privacy, terms) took effect. */
  documentEffective: "Effective",
  closeNotice: "Close toast",
} as const;

/**
 * The link to the same page in the other language. Its label is written in the language it leads
 * to (a Spanish reader looks for "Español"), so each language's module holds the other's name.
 */
export const languageSwitch = {
  /** The other language's name, in that language. */
  label: "Español",
  /** Its language, for the label's `lang` and the link's `hreflang`. */
  lang: "es",
  /** What the link does, for screen readers, in the page's language. */
  description: "Read this page in Spanish",
} as const;

/**
 * Offered (never forced) on the English home page when the browser prefers Spanish. Written in
 * Spanish, the language of the visitor it is for, in each language's module alike.
 */
export const languageOffer = {
  lang: "es",
  label: "Idioma",
  text: "Este sitio también está en español.",
  accept: "Ver en español",
  decline: "No, gracias",
} as const;

/** The page shown when a page fails or is not found before its own route can answer. */
export const errorPage = {
  heading: "Something went wrong",
  message: "We hit a problem showing this page. Please try again in a moment.",
  notFoundHeading: "Oops! Page not found",
  home: "Return to Home",
} as const;
