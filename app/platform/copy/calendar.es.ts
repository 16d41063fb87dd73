// How calendar days ("2026-11-09") read on the Spanish site: "9 de noviembre de 2026", "9 nov. 2026"
// (a Spanish abbreviation takes its period).
import type * as english from "./calendar.en";
import type { Translation } from "~/platform/translation";

export const monthNames: Translation<typeof english.monthNames> = {
  long: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
  short: ["ene.", "feb.", "mar.", "abr.", "may.", "jun.", "jul.", "ago.", "sept.", "oct.", "nov.", "dic."],
};

/** "9 de noviembre de 2026" (long) or "9 nov. 2026" (short). */
export const dayText: Translation<typeof english.dayText> = (date, style = "long") => {
  const [year, month, day] = date.split("-").map(Number);
  return style === "short" ? `${day} ${monthNames.short[month - 1]} ${year}` : `${day} de ${monthNames.long[month - 1]} de ${year}`;
};
