// What a Current Events card says on the Spanish site besides its event's own texts.
import type * as english from "./event-card.en";
import type { Translation } from "~/platform/translation";

export const eventStatusLabels: Translation<typeof english.eventStatusLabels> = {
  upcoming: "POR EMPEZAR",
  open: "EN MARCHA",
  "coming-soon": "PRÓXIMAMENTE",
  "entries-open": "ABIERTO AHORA",
};

export const eventLinkLabel: Translation<typeof english.eventLinkLabel> = "Más detalles";
