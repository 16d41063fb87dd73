// Title and description of /es/art/weekly-prize.
import type * as english from "./weekly-drop-meta.en";
import type { Translation } from "~/platform/translation";

export const weeklyDropMeta: Translation<typeof english.weeklyDropMeta> = {
  title: "The Weekly Drop: premio semanal de arte | WYP ART",
  description:
    "Envía tu obra hasta el viernes a las 5:00\u00a0p.\u00a0m., la comunidad vota de sábado a domingo y la obra ganadora se anuncia el lunes. Abierto a jóvenes de Nueva York de 13 a 19 años.",
};
