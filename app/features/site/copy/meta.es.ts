// Title and description of every route in Spanish, for <title>, the meta description and Open Graph.
import type * as english from "./meta.en";
import type { Translation } from "~/platform/translation";

export const routeMeta: Translation<typeof english.routeMeta> = {
  "/": {
    title: "WYP | What's Your Passion: no dejen que el algoritmo críe a sus hijos",
    description:
      "Un movimiento juvenil en Harlem, el Bronx y Brooklyn. Pasiones reales, mentores reales, comunidad real. El carácter = tu moneda. La realidad > el algoritmo.",
  },
  "/the-core": {
    title: "THE CORE: sistema de transformación | WYP",
    description:
      "Seis pasos, seis semanas. THE CORE es el sistema de mentalidad de WYP: encuentra tu camino, suma logros cada día, crea con tu equipo y haz que te vean.",
  },
  "/how-it-works": {
    title: "Cómo funciona: la transformación de 6 semanas | WYP",
    description: "INITIATE, STRUGGLE, BUILD, CONNECT, STAGE, PASS: las seis fases de THE CORE, semana a semana.",
  },
  "/wyp-ventures": {
    title: "WYP Ventures: incubadora y preaceleradora | WYP",
    description:
      "Para quienes terminan THE CORE: convierte tu proyecto en un negocio con MVP reales, una red de mentores y un camino hacia tus propios ingresos.",
  },
  "/wyp-licensing": {
    title: "WYP Licensing: tu trabajo en productos reales | WYP",
    description:
      "Creadores jóvenes de 13 a 19 años ponen sus diseños en productos reales con marcas, y aprenden cómo funcionan las licencias haciéndolo.",
  },
  "/tracks": {
    title: "Elige tu ruta | WYP",
    description: "Arte, deporte, música, emprendimiento o Wildcard: cinco rutas, un solo movimiento. Escoge la que va con tu pasión.",
  },
  "/about": {
    title: "Sobre WYP | What's Your Passion",
    description:
      "WYP es un movimiento de medios, incubadora y estilo de vida fundado en 2018 para inspirar, capacitar y empoderar a los jóvenes. Pasión + propósito = paz.",
  },
  "/art": {
    title: "WYP ART: pasión en color | WYP",
    description:
      "Diséñalo. Lánzalo. Compártelo. Brilla. Concursos, clases magistrales, una galería y una comunidad para artistas jóvenes en Nueva York.",
  },
  "/sport": {
    title: "WYP SPORT: su juego, sus reglas | WYP",
    description:
      "El programa deportivo insignia para chicas: desarrollo de destrezas, trabajo en equipo y crecimiento del carácter, dentro y fuera de la cancha.",
  },
  "/music": {
    title: "WYP MUSIC: crea temas. Abre caminos. | WYP",
    description: "Acceso a estudio, formación en producción y escenarios para artistas y productores jóvenes en Nueva York.",
  },
  "/biz": {
    title: "WYP ENTREPRENEUR: créalo. Preséntalo. | WYP",
    description: "De la idea al MVP: mentoría, microsubvenciones y un Mini Shark Tank para fundadores jóvenes en Nueva York.",
  },
  "/wildcard": {
    title: "WYP WILDCARD: de la pasión a la profesión | WYP",
    description: "¿No encajas en una ruta estándar? Diseña tu propio camino con apoyo de varias disciplinas y mentoría flexible.",
  },
  "/art/community": {
    title: "Comunidad de arte | WYP ART",
    description:
      "Una comunidad privada para artistas jóvenes: comentarios a diario, encuentros mensuales en Harlem, el Bronx y Brooklyn, y reglas que la mantienen respetuosa.",
  },
  "/art/weekly-prize": {
    title: "The Weekly Drop: premio semanal de arte | WYP ART",
    description:
      "Envía tu obra hasta el viernes a las 5 p. m., la comunidad vota de sábado a domingo y el ganador se anuncia el lunes. Abierto a jóvenes de Nueva York de 13 a 19 años.",
  },
  "/art/weekly-prize/submit": {
    title: "Envía tu arte: The Weekly Drop | WYP ART",
    description:
      "Participa en The Weekly Drop de esta semana: sube una obra original hasta el viernes a las 5 p. m. Abierto a jóvenes de Nueva York de 13 a 19 años; la comunidad vota el fin de semana.",
  },
  "/wyp-gallery": {
    title: "WYP Gallery: obras de artistas jóvenes | WYP",
    description: "Explora las obras de artistas jóvenes de la comunidad WYP y dales «me gusta».",
  },
  "/wypit": {
    title: "Empieza gratis | WYP",
    description: "Empieza en WYP gratis: elige tu ruta, únete a la comunidad y comienza THE CORE, una transformación de seis semanas.",
  },
  "/privacy": {
    title: "Aviso de privacidad | WYP",
    description:
      "Qué datos recopila este sitio, para qué, cuánto tiempo los guardamos y cómo pedirnos que los borremos. Escrito en lenguaje sencillo.",
  },
  "/terms": {
    title: "Términos de uso | WYP",
    description: "Las reglas, en lenguaje sencillo, para usar el sitio y la comunidad de WYP.",
  },
  "/music/community": {
    title: "Grupo de la comunidad de música | WYP MUSIC",
    description:
      "Comparte trabajos en progreso, encuentra con quién colaborar y recibe comentarios honestos de artistas y productores jóvenes.",
  },
  "/music/studio": {
    title: "Sesiones de estudio | WYP MUSIC",
    description: "Reserva tiempo en un estudio profesional y aprende a grabar, mezclar y terminar tus propias canciones.",
  },
  "/music/mentorships": {
    title: "Mentorías de música | WYP MUSIC",
    description: "Te asignamos un mentor que trabaja en la música para guiarte uno a uno en tu sonido y tu próximo paso.",
  },
  "/music/courses": {
    title: "Cursos de música | WYP MUSIC",
    description: "Cursos cortos y prácticos de producción, composición, interpretación y el negocio de la música.",
  },
  "/biz/community": {
    title: "Grupo de la comunidad de emprendimiento | WYP ENTREPRENEUR",
    description:
      "Fundadores jóvenes construyendo lado a lado: comparten sus avances, intercambian comentarios y se ayudan a cumplir lo que se proponen.",
  },
  "/biz/shark-tank": {
    title: "Mini Shark Tank | WYP ENTREPRENEUR",
    description: "Presenta tu idea a mentores y compite por microsubvenciones para crear tu MVP.",
  },
  "/biz/events": {
    title: "Eventos en vivo | WYP ENTREPRENEUR",
    description:
      "Talleres, tiendas temporales y noches de presentaciones donde fundadores jóvenes aprenden, venden y conocen gente que puede ayudarlos.",
  },
  "/biz/mentorships": {
    title: "Mentorías de negocios | WYP ENTREPRENEUR",
    description: "Trabaja uno a uno con alguien que ha fundado o dirigido un negocio y ya hizo lo que tú quieres lograr.",
  },
  "/biz/courses": {
    title: "Cursos de negocios | WYP ENTREPRENEUR",
    description: "De la idea a la primera venta: cursos cortos para validar, construir, ponerle precio y presentar tu idea.",
  },
  "/wildcard/community": {
    title: "Grupo de la comunidad Wildcard | WYP WILDCARD",
    description: "Un grupo para los jóvenes cuya pasión no cabe en una caja: comparte lo que estás creando y encuentra a tu gente.",
  },
  "/wildcard/custom-path": {
    title: "Diseño de camino a tu medida | WYP WILDCARD",
    description: "Diseña un camino alrededor de tu propia pasión, con metas, etapas y apoyo a la medida de lo que haces.",
  },
  "/wildcard/showcase": {
    title: "Plataforma de exhibición | WYP WILDCARD",
    description: "Pon tu trabajo frente a un público real, sea cual sea su forma.",
  },
  "/wildcard/mentorships": {
    title: "Mentorías flexibles | WYP WILDCARD",
    description: "Mentores elegidos según tu mezcla de pasiones, con un horario que se adapta a tu vida.",
  },
};

/** The not-found page is not a route of its own; its meta is used by the catch-all. */
export const notFoundMeta: Translation<typeof english.notFoundMeta> = {
  title: "Página no encontrada | WYP",
  description: "Esta página no existe. Vuelve al inicio y encuentra tu pasión.",
};
