// The frame around every page in Spanish: skip link, landmarks, menu, language switch, error page.
import type * as english from "./shell.en";
import type { Translation } from "~/platform/translation";

export const shellText: Translation<typeof english.shellText> = {
  skipToContent: "Saltar al contenido",
  homeLinkContext: ": inicio",
  mainNavLabel: "Principal",
  mobileNavLabel: "Menú de navegación",
  openMenu: "Abrir el menú",
  closeMenu: "Cerrar el menú",
  opensInNewTab: " (se abre en una pestaña nueva)",
  /** The region of the team's notices at the top of a page. */
  siteNoticesLabel: "Avisos",
  testimonialsLabel: "Testimonios",
  closeDialog: "Cerrar",
  noticesLabel: "Notificaciones",
  /** Before the day a plain-language document (privacy, terms) took effect. */
  documentEffective: "Vigente desde el",
  closeNotice: "Cerrar la notificación",
};

export const languageSwitch: Translation<typeof english.languageSwitch> = {
  label: "English",
  lang: "en",
  description: "Leer esta página en inglés",
};

// The offer is only shown on English pages; the Spanish site has nothing to offer in its place,
// so the same Spanish words stand here.
export const languageOffer: Translation<typeof english.languageOffer> = {
  lang: "es",
  label: "Idioma",
  text: "Este sitio también está en español.",
  accept: "Ver en español",
  decline: "No, gracias",
};

export const errorPage: Translation<typeof english.errorPage> = {
  heading: "Algo salió mal",
  message: "Tuvimos un problema al mostrar esta página. Se puede volver a intentar en un momento.",
  notFoundHeading: "¡Uy! No encontramos esta página",
  home: "Volver al inicio",
};
