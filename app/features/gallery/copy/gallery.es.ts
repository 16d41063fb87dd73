// /es/wyp-gallery: the page's words, the defaults for incomplete artwork, and its notices.
import type * as english from "./gallery.en";
import { links } from "~/platform/links";
import type { Translation } from "~/platform/translation";

export const galleryPage: Translation<typeof english.galleryPage> = {
  hero: {
    title: "WYP GALLERY",
    tagline: "Jóvenes artistas. Obras de verdad.",
    lede: "Cada obra que ves aquí la hizo un joven artista de la comunidad WYP. Mírala de cerca, encuentra tus favoritas y dales un poco de amor.",
  },
  allAgesLabel: "Todas las edades",
  filterLabel: "Filtrar por grupo de edad",
  artworkLabel: "Obras",
  loading: "Cargando la galería...",
  empty: "No encontramos obras. ¡Vuelve pronto!",
  retryLabel: "Intentar de nuevo",
  loadMoreLabel: "Cargar más",
  submit: {
    label: "Envía tu arte",
    href: links.artSubmission,
    external: true,
  },
};

export const artworkDefaults: Translation<typeof english.artworkDefaults> = {
  title: "Sin título",
  description: "Obra de un joven artista",
  bylinePrefix: "por",
  imageFallbackAlt: "La imagen de la obra no está disponible",
};

export const artworkAlt: Translation<typeof english.artworkAlt> = (title, artist) => `${title}, de ${artist}`;

export const weeklyDropWinnerMark: Translation<typeof english.weeklyDropWinnerMark> = {
  label: "Ganadora de The Weekly Drop",
  announcedLabel: "Se anunció el",
};

export const likeButton: Translation<typeof english.likeButton> = {
  label: "Me gusta",
  likedLabel: "Me gustó",
  countLabel: "me gusta",
  likeFor: (title) => `Dar «me gusta» a ${title}`,
};

export const galleryNotices: Translation<typeof english.galleryNotices> = {
  loadFailed: { title: "Error", description: "No se pudieron cargar las obras de la galería" },
  likeFailed: { title: "Error", description: "No se pudo registrar tu «me gusta»" },
  liked: { title: "¡Te gustó!", description: "Registramos tu «me gusta»" },
  alreadyLiked: { title: "Ya te gusta", description: "Ya le diste «me gusta» a esta obra." },
};
