// Title and description of /es/music.
import type * as english from "./music-meta.en";
import type { Translation } from "~/platform/translation";

export const musicMeta: Translation<typeof english.musicMeta> = {
  title: "WYP MUSIC: crea temas. Abre caminos. | WYP",
  description: "Acceso a estudio, formación en producción y escenarios para artistas y productores jóvenes en Nueva York.",
};
