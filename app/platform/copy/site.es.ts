// Brand facts, navigation and footer in Spanish: what every /es page shares.
import { DEFAULT_CONTACT_EMAIL } from "~/platform/links";
import type * as english from "./site.en";
import { links } from "~/platform/links";
import type { Translation } from "~/platform/translation";

export const site: Translation<typeof english.site> = {
  name: "WYP",
  longName: "What's Your Passion",
  description:
    "Un movimiento que une medios, incubadora y estilo de vida que inspira, capacita y empodera a los jóvenes de Harlem, el Bronx y Brooklyn.",
  founded: 2018,
  copyrightYear: 2024,
  boroughs: ["Harlem", "Bronx", "Brooklyn"],
  contactEmail: DEFAULT_CONTACT_EMAIL,
};

export const taglines: Translation<typeof english.taglines> = {
  characterIsCurrency: "El carácter = tu moneda",
  realityOverAlgorithm: "La realidad > el algoritmo",
  youthFirst: "Los jóvenes primero. Siempre.",
};

export const mission: Translation<typeof english.mission> = {
  statement: "Ayudar a los jóvenes a acabar con la depresión y encontrar la felicidad.",
  formula: {
    text: "pasión + propósito = paz",
    terms: ["pasión", "propósito", "paz"],
  },
};

export const founderStory: Translation<typeof english.founderStory> = {
  founded: site.founded,
  origin: "un día de profesiones en una escuela de East New York",
};

export const navItems: Translation<typeof english.navItems> = [
  { label: "THE CORE", href: "/the-core", also: ["/how-it-works"] },
  { label: "Arte", href: "/art", also: ["/wyp-gallery"] },
  { label: "Deporte", href: "/sport" },
  { label: "WYP Licensing", href: "/wyp-licensing" },
  { label: "Sobre nosotros", href: "/about" },
];

export const dialogButtonContext: Translation<typeof english.dialogButtonContext> = "(abre un cuadro de diálogo)";

export const startFree: Translation<typeof english.startFree> = { label: "Empieza gratis →", href: "/wypit" };

export const footer: Translation<typeof english.footer> = {
  groups: [
    {
      heading: "Rutas",
      links: [
        { label: "Arte", href: "/art" },
        { label: "Deporte", href: "/sport" },
        { label: "Música", href: "/music" },
        { label: "Emprendimiento", href: "/biz" },
        { label: "Wildcard", href: "/wildcard" },
      ],
    },
    {
      heading: "Programas",
      links: [
        { label: "The Core", href: "/the-core" },
        { label: "Cómo funciona", href: "/how-it-works" },
        { label: "Ventures", href: "/wyp-ventures" },
        { label: "Licensing", href: "/wyp-licensing" },
        { label: "Galería", href: "/wyp-gallery" },
        { label: "The Weekly Drop", href: "/art/weekly-prize" },
      ],
    },
    {
      heading: "Legal",
      links: [
        { label: "Privacidad", href: "/privacy" },
        { label: "Términos", href: "/terms" },
      ],
    },
  ],
  newsletter: {
    heading: "Mantente en contacto",
    text: "Eventos, concursos y lanzamientos nuevos, directo a tu correo. Nada de spam.",
    buttonLabel: "Únete",
  },
  social: {
    heading: "Sigue el movimiento",
    links: [
      { label: "Instagram", href: links.instagram, external: true },
      { label: "TikTok", href: links.tiktok, external: true },
      { label: "YouTube", href: links.youtube, external: true },
      { label: "Facebook", href: links.facebook, external: true },
    ],
  },
  taglines: [taglines.characterIsCurrency, taglines.youthFirst],
  copyright: `© ${site.copyrightYear} ${site.longName} (${site.name}). Todos los derechos reservados.`,
};
