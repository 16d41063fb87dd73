// The badge each dated card wears on the Spanish site, by the kind of thing it is and its status.
import type * as english from "./event-status.en";
import type { Translation } from "~/platform/translation";

export const eventStatusLabels: Translation<typeof english.eventStatusLabels> = {
  contest: { upcoming: "POR EMPEZAR", open: "EN CURSO", closed: "CERRADO", past: "FINALIZADO" },
  run: { upcoming: "POR EMPEZAR", open: "EN MARCHA", past: "FINALIZADO" },
  "weekly-drop": { open: "ABIERTO AHORA" },
  "coming-soon": { "coming-soon": "PRÓXIMAMENTE" },
};

export const eventStatusLabel: Translation<typeof english.eventStatusLabel> = (kind, status) =>
  (eventStatusLabels as Readonly<Record<string, Readonly<Partial<Record<string, string>>>>>)[kind]?.[status] ?? "";
