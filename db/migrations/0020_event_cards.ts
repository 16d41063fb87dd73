import { type Kysely, sql } from "kysely";

/**
 * The programme pages' "Current Events" cards become events staff edit (issue 31): `events` gets
 * Spanish texts (null: the Spanish page shows the English ones) and `featured` (1: shown under
 * Current Events on its programme's page; an integer 0/1 on both dialects, as gallery_items.hidden).
 * Then the dated items the code held are inserted as published events, copied here (not imported:
 * a later edit of the app must not change what this migration did) with their New York days as UTC
 * instants the way the event form stores them: a run starts at 00:00 on its first day and ends at
 * 00:00 after its last. The art contest never had an opening day in the code, only "open until
 * Nov 9": it starts on Oct 1 here so it reads as open before it closed; staff can correct it.
 * Links are the addresses the pages linked to: staff's published one when they changed it in
 * Site content (migration 0019), else the default.
 */
export async function up(db: Kysely<any>) {
  await db.schema.alterTable("events").addColumn("title_es", "text").execute();
  await db.schema.alterTable("events").addColumn("description_es", "text").execute();
  await db.schema
    .alterTable("events")
    .addColumn("featured", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`featured in (0, 1)`),
    )
    .execute();

  const link = await publishedLinks(db);
  const seededAt = Date.now();
  await db
    .insertInto("events")
    .values(
      seededEvents(link).map((event, i) => {
        // One millisecond apart: undated events are listed in the order they were created.
        const at = new Date(seededAt + i).toISOString();
        return { ...event, published_at: at, created_at: at, updated_at: at };
      }),
    )
    .execute();
}

export async function down(db: Kysely<any>) {
  await db
    .deleteFrom("events")
    .where(
      "id",
      "in",
      seededEvents(() => "").map((event) => event.id),
    )
    .execute();
  await db.schema.alterTable("events").dropColumn("featured").execute();
  await db.schema.alterTable("events").dropColumn("description_es").execute();
  await db.schema.alterTable("events").dropColumn("title_es").execute();
}

const defaultLinks = {
  sportSchedule: "https://whatsyourpassion.org/tournament-schedule",
  masterClass: "https://whatsyourpassion.org/master-class",
  artCompetition: "https://whatsyourpassion.org/passion-in-color",
} as const;

type LinkKey = keyof typeof defaultLinks;

/** Each link's address: staff's newest published one if it is an https address, else the default. */
async function publishedLinks(db: Kysely<any>): Promise<(key: LinkKey) => string> {
  const newest = await db
    .selectFrom("site_content_versions")
    .select("body")
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  let published: Record<string, unknown> = {};
  try {
    const links = newest ? (JSON.parse(newest.body as string) as { links?: unknown }).links : undefined;
    if (links && typeof links === "object") published = links as Record<string, unknown>;
  } catch {
    // An unreadable document changes nothing: the defaults stand.
  }
  return (key) => {
    const value = published[key];
    return typeof value === "string" && value.startsWith("https://") ? value : defaultLinks[key];
  };
}

function seededEvents(link: (key: LinkKey) => string) {
  const event = (fields: {
    id: string;
    programme: "sport" | "art";
    title: string;
    title_es: string;
    description: string;
    description_es: string;
    starts_at?: string;
    ends_at?: string;
    link?: string;
    featured: 0 | 1;
  }) => ({ starts_at: null, ends_at: null, link: null, ...fields });
  return [
    event({
      id: "0020-queenme-classic",
      programme: "sport",
      title: "QueenMe Classic Tournament",
      title_es: "Torneo QueenMe Classic",
      description: "Teams from across the city take the court. Check the brackets, game times and locations.",
      description_es: "Equipos de toda la ciudad salen a la cancha. Mira las llaves, los horarios de los partidos y las sedes.",
      // Nov 7 to Dec 13 2026 (EST).
      starts_at: "2026-11-07T05:00:00.000Z",
      ends_at: "2026-12-14T05:00:00.000Z",
      link: link("sportSchedule"),
      featured: 1,
    }),
    event({
      id: "0020-weekly-training",
      programme: "sport",
      title: "Weekly Training Sessions",
      title_es: "Prácticas semanales",
      description: "Regular sessions to build skills, fitness and team chemistry.",
      description_es: "Sesiones regulares para mejorar tus habilidades, tu condición física y la química del equipo.",
      featured: 1,
    }),
    event({
      id: "0020-skills-clinic",
      programme: "sport",
      title: "Skills Development Clinic",
      title_es: "Clínica de desarrollo de habilidades",
      description: "Focused clinics on shooting, ball handling and reading the game.",
      description_es: "Clínicas enfocadas en el tiro, el manejo del balón y la lectura del juego.",
      featured: 1,
    }),
    event({
      id: "0020-passion-in-color",
      programme: "art",
      title: "Passion in Color Contest",
      title_es: "Concurso Passion in Color",
      description: "Ages 5-18: show us what color means to you. Submissions close Nov 9, 2026.",
      description_es: "De 5 a 18 años: muéstranos qué significa el color para ti. Los envíos cierran el 9 nov. 2026.",
      // Oct 1 (EDT) to the end of Nov 9 2026 (EST), the day submissions close.
      starts_at: "2026-10-01T04:00:00.000Z",
      ends_at: "2026-11-10T05:00:00.000Z",
      link: link("artCompetition"),
      featured: 1,
    }),
    event({
      id: "0020-master-class-series",
      programme: "art",
      title: "Master Class Series",
      title_es: "Serie de clases magistrales",
      description: "Live sessions with working artists on technique, style and building a portfolio.",
      description_es: "Sesiones en vivo con artistas profesionales sobre técnica, estilo y cómo armar un portafolio.",
      // Sep 12 (EDT) to Dec 12 2026 (EST).
      starts_at: "2026-09-12T04:00:00.000Z",
      ends_at: "2026-12-13T05:00:00.000Z",
      link: link("masterClass"),
      featured: 1,
    }),
    // The calendar's "Winners Announced: TBA": undated until staff set the day, not a Current Events card.
    event({
      id: "0020-passion-in-color-winners",
      programme: "art",
      title: "Passion in Color Winners Announced",
      title_es: "Anuncio de ganadores de Passion in Color",
      description: "Winners will be announced on the contest site.",
      description_es: "Los ganadores se anunciarán en el sitio del concurso.",
      link: link("artCompetition"),
      featured: 0,
    }),
  ];
}
