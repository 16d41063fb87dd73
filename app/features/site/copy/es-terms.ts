// The Spanish site's term list: for each thing it names, the one wording chosen and the wordings
// it no longer uses (calques, false friends, a second word for the same thing). Issue 47's review
// set them; es-terms.test.ts reads every Spanish text of every copy module and fails on a rejected
// wording, so a new text cannot bring one back. Only that test reads this module: no page ships it.

/** A rejected wording, matched on whole words (Spanish letters included), ignoring case unless told. */
function wording(pattern: string, { matchCase = false } = {}): RegExp {
  return new RegExp(`(?<![\\p{L}])(?:${pattern})(?![\\p{L}])`, matchCase ? "u" : "iu");
}

export type SpanishTerm = {
  /** What is named, in English. */
  concept: string;
  /** The wording the Spanish pages use. */
  chosen: string;
  /** Wordings they no longer use, and why. */
  rejected: readonly RegExp[];
  why: string;
};

export const spanishTerms: readonly SpanishTerm[] = [
  {
    concept: "the Weekly Drop's submission deadline",
    chosen: "Se reciben obras hasta el…",
    rejected: [wording("envíos?")],
    why: "«envíos» are parcels or remittances",
  },
  {
    concept: "what THE CORE changes",
    chosen: "cambian tu forma de dar la cara y de cumplir",
    rejected: [wording("manera de presentarte")],
    why: "a calque of «show up»",
  },
  {
    concept: "what WYP is",
    chosen: "un movimiento que une medios, incubadora y estilo de vida",
    rejected: [wording("movimiento de medios")],
    why: "reads as a movement made of media",
  },
  {
    concept: "making music alone",
    chosen: "Hacer música a solas es difícil.",
    rejected: [wording("música solo es")],
    why: "«solo» reads as «only»",
  },
  {
    concept: "asking a parent to join the families' Facebook page (under 13)",
    chosen: "Pídele a tu mamá, a tu papá o a quien te cuida que se una a nuestra página de Facebook para familias.",
    rejected: [
      wording("pídeles a tus padres"),
      wording("pídele a tu mamá o a tu papá"),
      wording("comunidad de padres"),
      wording("página para padres"),
      wording("Facebook para padres"),
    ],
    why: "one wording, for every family (not only «padres»)",
  },
  {
    concept: "a parent or guardian",
    chosen: "adults: «madre, padre o tutor legal»; teens: «tu mamá, tu papá o tu tutor»",
    rejected: [
      wording("padre, su madre"),
      wording("padre o a su madre"),
      wording("un padre, una madre"),
      wording("tu madre, padre o tutor"),
    ],
    why: "one order, and a teen's own words for their family",
  },
  {
    concept: "the day a document took effect",
    chosen: "Vigente desde el 26 de noviembre",
    rejected: [/Vigente desde(?! el(?![\p{L}]))/u],
    why: "the date takes its article",
  },
  {
    concept: "a day inside a sentence",
    chosen: "el 16 de noviembre de 2026",
    rejected: [wording("el \\d{1,2} (?:ene|feb|mar|abr|may|jun|jul|ago|sept|oct|nov|dic)\\. \\d{4}")],
    why: "abbreviated dates are for lists and cards, not running text",
  },
  {
    concept: "the sport track in the menu and elsewhere",
    chosen: "Deporte",
    rejected: [wording("Deportes", { matchCase: true }), wording("página de deportes")],
    why: "one name for the track",
  },
  {
    concept: "small grants and pop-up markets",
    chosen: "Microsubvenciones; mercados pop-up",
    rejected: [wording("pequeñas subvenciones"), wording("tiendas temporales"), wording("pop-ups")],
    why: "the names the ENTREPRENEUR pages use elsewhere",
  },
  {
    concept: "the Weekly Drop's winner",
    chosen: "la obra ganadora se anuncia",
    rejected: [wording("el ganador se anuncia")],
    why: "it is the artwork that wins, whoever made it",
  },
  {
    concept: "a time of day",
    chosen: "5:00 p. m. (minutes always; no-break spaces inside)",
    rejected: [/[ap]\. m\./u, /\d [ap]\./u, /(?<![:\d])\d{1,2}[ \u00a0]?[ap]\.[ \u00a0]?m\./u, /\d ?[ap]m(?![\p{L}])/iu],
    why: "one time style, never broken across lines",
  },
  {
    concept: "thanking a brand or sponsor",
    chosen: "Gracias por su interés; Recibimos su consulta; Gracias por apoyar el deporte femenino",
    rejected: [wording("bienvenida a la alianza"), wording("apoyar el juego")],
    why: "nobody has joined an alliance by sending an inquiry",
  },
  {
    concept: "changing a vote",
    chosen: "Puedes cambiar tu voto; Cambiaste tu voto",
    rejected: [wording("pasarlo a otra obra"), wording("pas(?:ar|aste|a) (?:tu|el) voto")],
    why: "a vote is changed, not passed on",
  },
  {
    concept: "putting the phone down",
    chosen: "Suelta el celular y busca algo real.",
    rejected: [wording("deslizar la pantalla")],
    why: "a calque of «stop scrolling»",
  },
  {
    concept: "inviting builders and mentors",
    chosen: "¿Todo listo para construir?; ¿Se dedica al arte o al diseño?; Sea mentor o mentora",
    rejected: [wording("¿Listo para construir"), wording("de profesión"), /Sea mentor(?! o mentora)/u],
    why: "for every reader, whatever their gender",
  },
  {
    concept: "a teen's own path",
    chosen: "abrirte tu propio camino; Empieza por TI; horarios que se ajustan a ti",
    rejected: [wording("hacer realidad tu propio espacio"), wording("construirte"), wording("te funcionan")],
    why: "calques of «make space», «build you», «work for you»",
  },
  {
    concept: "reaching a parent or guardian",
    chosen: "Nos comunicamos con esa persona",
    rejected: [wording("le contactamos")],
    why: "leísmo",
  },
  {
    concept: "a like in the gallery",
    chosen: "«me gusta» (the bare count's screen-reader label excepted)",
    rejected: [/(?<!«)(?<![\p{L}])me gusta(?![\p{L}])(?!»)/u],
    why: "a noun made of a verb reads better quoted",
  },
  {
    concept: "a thousand and more",
    chosen: "1000+",
    rejected: [/\d,\d{3}/u],
    why: "one number style",
  },
  {
    concept: "the menu's name for screen readers",
    chosen: "Menú de navegación",
    rejected: [wording("menú móvil")],
    why: "it is the menu, on any screen",
  },
  {
    concept: "where a venture can go",
    chosen: "Caminos al éxito",
    rejected: [wording("rutas al éxito")],
    why: "«ruta» is a track",
  },
  {
    concept: "an address kept for a rate limit",
    chosen: "un código calculado con una clave secreta, del que no se puede recuperar la dirección",
    rejected: [wording("cifrad[ao]s?")],
    why: "a keyed hash is not encryption",
  },
  {
    concept: "a message about a form we do not know",
    chosen: "No reconocemos este formulario.",
    rejected: [wording("kind debe")],
    why: "a sentence for people, not a field name",
  },
];

/** Texts that are exactly a rejected wording on purpose: the like count's screen-reader label, after its number. */
export const allowedAsIs: readonly string[] = ["me gusta"];
