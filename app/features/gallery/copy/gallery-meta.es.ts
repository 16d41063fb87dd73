// Title and description of /es/wyp-gallery.
import type * as english from "./gallery-meta.en";
import type { Translation } from "~/platform/translation";

export const galleryMeta: Translation<typeof english.galleryMeta> = {
  title: "WYP Gallery: obras de artistas jóvenes | WYP",
  description: "Explora las obras de artistas jóvenes de la comunidad WYP y dales «me gusta».",
};
