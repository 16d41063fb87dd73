// The Weekly Drop's entry form (/es/art/weekly-prize/submit) and what an entrant reads after sending it.
import type * as english from "./entry.en";
import { DEFAULT_CONTACT_EMAIL, links } from "~/platform/links";
import { retention } from "~/platform/retention-periods";
import type { Translation } from "~/platform/translation";
import { ADULT_AGE, entryLimits } from "~/features/weekly-drop/entry-rules";
import { teenAges } from "~/platform/ages";
import { PLACE_MAX_LENGTH } from "~/platform/boroughs";
import { chatCommunityMinimumAge } from "~/platform/ages";

/** The borough choices, as the form shows them, and the value each one stores (unchanged). */
export const entryBoroughOptions: Translation<typeof english.entryBoroughOptions> = [
  { value: "Manhattan", label: "Manhattan" },
  { value: "Bronx", label: "El Bronx" },
  { value: "Brooklyn", label: "Brooklyn" },
  { value: "Queens", label: "Queens" },
  { value: "Staten Island", label: "Staten Island" },
];

export const entryForm: Translation<typeof english.entryForm> = {
  backLink: { label: "Volver a The Weekly Drop", href: "/art/weekly-prize" },
  title: "Envía tu arte",
  lede: `Envía una obra original para The Weekly Drop de esta semana. Se reciben obras hasta el viernes a las 5:00\u00a0p.\u00a0m.; la comunidad vota de sábado a domingo. Para jóvenes de la ciudad de Nueva York de ${teenAges.min} a ${teenAges.max} años.`,
  privacyNote:
    "Solo mostramos el título, la descripción, tu nombre, la inicial de tu apellido, tu edad y tu condado, y solo después de que un moderador apruebe tu obra.",
  privacyLink: { label: "Cómo manejamos tu información", href: "/privacy" },
  fields: {
    image: { label: "Tu obra", hint: "Una foto o un escaneo: JPEG, PNG o WebP, de hasta 10 MB." },
    title: { label: "Título" },
    description: { label: "Descripción breve", hint: "¿Qué es y qué te inspiró? Una o dos oraciones." },
    firstName: { label: "Nombre" },
    lastInitial: { label: "Inicial del apellido", hint: "Solo la primera letra de tu apellido." },
    age: { label: "Edad" },
    borough: { label: "Condado (borough)", placeholder: "Elige dónde vives" },
    place: {
      label: "Barrio (opcional)",
      hint: "Por ejemplo, Harlem o Washington Heights. Solo lo ve nuestro equipo: nunca se muestra en el sitio.",
    },
    email: { label: "Correo electrónico", hint: "Para poder avisarte si ganas. Nunca se muestra en el sitio." },
  },
  guardian: {
    legend: `Tu mamá, tu papá o tu tutor (solo si tienes menos de ${ADULT_AGE} años)`,
    why: `Si tienes menos de ${ADULT_AGE} años, tu obra se muestra en público solo cuando tu mamá, tu papá o tu tutor da permiso. Nos comunicamos con esa persona solo para eso, antes de publicar tu obra, y esos datos se borran junto con tu participación.`,
    name: { label: "Nombre de tu mamá, tu papá o tu tutor" },
    contact: { label: "Teléfono o correo electrónico de tu mamá, tu papá o tu tutor", hint: "Para poder preguntarle." },
  },
  confirmations: {
    legend: "Antes de enviarla",
    ownWork: "Esta obra es original y la hice yo",
    publicDisplay: "Acepto que mi obra se muestre en público con mi nombre y la inicial de mi apellido",
  },
  submit: "Enviar mi arte",
  sending: "Enviando...",
  fixFields: "Algunas respuestas necesitan una corrección. Revisa los campos marcados abajo.",
};

export const entryErrors: Translation<typeof english.entryErrors> = {
  imageMissing: "Elige una foto de tu obra.",
  titleMissing: "Ponle un título a tu obra.",
  titleTooLong: `El título debe tener menos de ${entryLimits.title} caracteres.`,
  descriptionMissing: "Cuéntanos un poco sobre tu obra.",
  descriptionTooLong: `La descripción debe tener menos de ${entryLimits.description} caracteres.`,
  singleLine: "Usa texto simple, en una sola línea.",
  firstNameMissing: "Escribe tu nombre.",
  firstNameTooLong: `Tu nombre debe tener menos de ${entryLimits.firstName} caracteres.`,
  firstNameShape: "Escribe solo tu nombre, con letras.",
  firstNameAddress: "Escribe tu nombre, no una dirección web ni un correo electrónico.",
  lastInitial: "Escribe una sola letra, como K.",
  age: "Escribe tu edad como un número entero, como 15.",
  tooYoung: `The Weekly Drop es para artistas de ${teenAges.min} a ${teenAges.max} años, así que todavía no podemos aceptar tu obra. ¡Igual nos encantaría ver lo que haces! Busca ideas en la WYP Gallery. Pídele a tu mamá, a tu papá o a quien te cuida que se una a nuestra página de Facebook para familias. Allí las familias se enteran de actividades para artistas más jóvenes.`,
  tooOld: `The Weekly Drop es para artistas de ${teenAges.min} a ${teenAges.max} años, así que no podemos aceptar tu obra.`,
  borough: "Elige el condado donde vives.",
  placeTooLong: `El nombre de tu barrio debe tener menos de ${PLACE_MAX_LENGTH} caracteres.`,
  placeShape: "Escribe solo el nombre de tu barrio, como Harlem.",
  email: "Escribe un correo electrónico donde podamos contactarte, como nombre@ejemplo.com.",
  ownWork: "Confirma que esta obra es original y que la hiciste tú.",
  publicDisplay: "Acepta que tu obra se muestre con tu nombre y la inicial de tu apellido; si no, no podemos inscribirla.",
  guardianName: `Tienes menos de ${ADULT_AGE} años: escribe el nombre de tu mamá, tu papá o tu tutor para poder preguntarle.`,
  guardianNameTooLong: `Escribe un nombre de menos de ${entryLimits.guardianName} caracteres.`,
  guardianNameAddress: "Escribe el nombre de tu mamá, tu papá o tu tutor, no una dirección web ni un correo electrónico.",
  guardianContact: "Escribe un teléfono o un correo electrónico donde podamos contactar a tu mamá, tu papá o tu tutor.",
  unreadable: "No pudimos leer lo que enviaste. Recarga la página e inténtalo de nuevo.",
};

/** The under-13 path: what a younger visitor can do instead (the age dialog's destinations). */
export const tooYoungLinks: Translation<typeof english.tooYoungLinks> = [
  { label: "Visita la WYP Gallery", href: "/wyp-gallery", external: false },
  {
    label: `Menos de ${chatCommunityMinimumAge} → Pídele a tu mamá, a tu papá o a quien te cuida que se una a nuestra página de Facebook para familias`,
    href: links.parentsPage,
    external: true,
  },
];

/** Why an entrant's photo was refused, in words for a teen. */
export const entryUploadProblems: Translation<typeof english.entryUploadProblems> = {
  "too-large":
    "Esa foto pesa más de 10 MB. Prueba con una copia más pequeña: la mayoría de los celulares pueden compartirla en un tamaño menor.",
  "not-an-image": "No pudimos abrir ese archivo como imagen. Elige una foto JPEG, PNG o WebP.",
  unsupported: "No aceptamos ese tipo de imagen. Elige una foto JPEG, PNG o WebP.",
  heic: "Todavía no aceptamos fotos HEIC de iPhone. Compártela como JPEG (la mayoría de los celulares pueden) e inténtalo de nuevo.",
  "too-many-pixels": "Esa imagen es demasiado grande para procesarla. Prueba con una copia más pequeña.",
  busy: "Están llegando muchas fotos en este momento. Espera un minuto y vuelve a enviar tu participación.",
};

/** The host's answer when one address sends too many entries. */
export const entryTooManyMessage: Translation<typeof english.entryTooManyMessage> =
  "Se enviaron muchas obras desde esta red en la última hora. Inténtalo de nuevo más tarde.";

/** The page an entrant sees after sending: what happens next, with the real dates of the week. */
export const entrySent: Translation<typeof english.entrySent> = {
  title: "¡Recibimos tu obra!",
  lede: "Gracias por participar en The Weekly Drop. Esto es lo que pasa ahora.",
  steps: [
    {
      title: "Un moderador la revisa",
      description:
        "Alguien de nuestro equipo revisa cada obra antes de publicarla. Nada de lo que envías se hace público hasta que se aprueba. Se reciben obras hasta el {closes}.",
    },
    {
      title: "La comunidad vota",
      description: "Las obras aprobadas están en votación desde el {opens} hasta el {ends}.",
    },
    {
      title: "Se anuncia la obra ganadora",
      description: "La obra ganadora se anuncia el {announced}. Solo te escribimos si ganas.",
    },
  ],
  deletion: `¿Cambiaste de opinión? Escribe a ${DEFAULT_CONTACT_EMAIL} desde el correo con el que participaste y borraremos tu obra. Las obras se borran ${retention.dropEntryDays} días después de que se anuncia la obra ganadora.`,
  another: "Volver a The Weekly Drop",
};

export const entryMeta: Translation<typeof english.entryMeta> = {
  title: "Envía tu arte: The Weekly Drop | WYP ART",
  description:
    "Participa en The Weekly Drop de esta semana: sube una obra original hasta el viernes a las 5:00\u00a0p.\u00a0m. Abierto a jóvenes de Nueva York de 13 a 19 años; la comunidad vota el fin de semana.",
};
