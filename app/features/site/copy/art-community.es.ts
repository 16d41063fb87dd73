// Art community (/es/art/community): the rules, the chat invite, meet-ups and what members get.
import type * as english from "./art-community.en";
import { links } from "~/platform/links";
import type { Translation } from "~/platform/translation";
import { stats } from "./stats.es";
import { chatCommunityMinimumAge } from "~/platform/ages";

export const artCommunityPage: Translation<typeof english.artCommunityPage> = {
  backLink: { label: "Volver a Arte", href: "/art" },
  hero: {
    title: "COMUNIDAD DE WYP ART",
    lede: "Un grupo de jóvenes artistas que crean, comparten y se empujan a mejorar: en línea todos los días y en persona todos los meses.",
  },
  claims: [stats.activeArtists, { value: "A diario", label: "Comentarios" }, { value: "Cada mes", label: "Encuentros" }],
  rules: {
    heading: "Reglas de la comunidad",
    items: [
      {
        title: "El respeto primero",
        description: "Aquí todos estamos aprendiendo. Trata a cada artista y cada obra con respeto.",
        icon: "Heart",
      },
      {
        title: "Cero odio",
        description: "Nada de racismo, sexismo, homofobia, intimidación ni acoso. Tolerancia cero.",
        icon: "Ban",
      },
      {
        title: "Crítica constructiva",
        description: "Di qué funciona, qué podría quedar más fuerte y cómo lograrlo. Ayuda a los demás a mejorar.",
        icon: "MessageCircle",
      },
      {
        title: "Permiso para publicar",
        description: "Pide permiso antes de compartir en público la obra de otra persona.",
        icon: "ShieldCheck",
      },
    ],
  },
  connectHeading: "En línea todos los días, en persona cada mes",
  chatInvite: {
    title: "Servidor privado de Discord",
    description: "Comparte tus obras en proceso, recibe comentarios todos los días, únete a retos y entérate primero de los eventos.",
    ageNote: `Desde los ${chatCommunityMinimumAge} años. ¿Tienes menos de ${chatCommunityMinimumAge}? Pídele a tu mamá, a tu papá o a quien te cuida que se una a nuestra página de Facebook para familias.`,
    action: { label: "Únete a Discord", href: links.chatInvite, external: true },
    parentsAction: { label: "Facebook para familias", href: links.parentsPage, external: true },
  },
  meetup: {
    title: "Encuentros mensuales",
    description: "Dibuja, comparte y pasa el rato en persona. Los lugares van cambiando para que a cada condado le toque su turno.",
    locations: ["Harlem", "El Bronx", "Brooklyn"],
    upcomingHeading: "Próximamente",
    upcomingCount: 3,
    action: { label: "Ver el próximo evento", href: links.eventsPlatform, external: true },
  },
  closing: {
    heading: "¿Todo listo para unirte?",
    text: "Trae tu cuaderno de dibujo, tu tableta o solo tus ideas. Aquí hay un lugar para ti.",
    actions: [
      { label: "Empieza ahora", dialog: "age" },
      { label: "Más información", href: "/art", context: "sobre WYP ART" },
    ],
  },
};

export const artCommunityMeta: Translation<typeof english.artCommunityMeta> = {
  title: "Comunidad de arte | WYP ART",
  description:
    "Una comunidad privada para artistas jóvenes: comentarios a diario, encuentros mensuales en Harlem, el Bronx y Brooklyn, y reglas que la mantienen respetuosa.",
};
