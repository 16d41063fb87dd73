// The Current Events cards as events, run on a database that already has an event and a published
// Site content version with staff's own tournament link: the existing event keeps everything and
// is not featured, the code's dated items arrive as published events with their New York days as
// UTC instants, Spanish texts and links (staff's where they changed one); going back removes them.
import type { Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createDatabaseAt, testDialects } from "../../tests/support/databases";

describe.each(testDialects())("migration 0020 (event cards) on %s", (dialect) => {
  let database: Awaited<ReturnType<typeof createDatabaseAt>> | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  it("adds Spanish texts and featured, and seeds the code's cards as published events", async () => {
    database = await createDatabaseAt(dialect, "0019_site_content");
    const { db, migrator } = database;
    const untyped = db as unknown as Kysely<any>;
    await untyped
      .insertInto("events")
      .values({
        id: "mine",
        title: "Sketch night",
        programme: "art",
        starts_at: "2026-12-05T19:00:00.000Z",
        published_at: "2026-11-20T12:00:00.000Z",
      })
      .execute();
    await untyped
      .insertInto("site_content_versions")
      .values({
        id: "v1",
        body: JSON.stringify({ links: { sportSchedule: "https://brackets.example.org/queenme" } }),
        published_at: "2026-11-24T12:00:00.000Z",
      })
      .execute();

    const before = (await db.selectFrom("events").select("id").execute()).map((row) => row.id);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const mine = await db.selectFrom("events").selectAll().where("id", "=", "mine").executeTakeFirstOrThrow();
    expect(mine).toMatchObject({ title: "Sketch night", title_es: null, description_es: null, featured: 0 });
    expect(mine.published_at).not.toBeNull();

    const seeded = await db
      .selectFrom("events")
      .select([
        "programme",
        "title",
        "title_es",
        "description",
        "description_es",
        "starts_at",
        "ends_at",
        "link",
        "featured",
        "published_at",
      ])
      .where("id", "not in", before)
      .orderBy("created_at")
      .execute();
    expect(seeded.map(({ published_at: _, description: _d, description_es: _e, ...row }) => row)).toEqual([
      {
        programme: "sport",
        title: "QueenMe Classic Tournament",
        title_es: "Torneo QueenMe Classic",
        // From 00:00 on Nov 7 to 00:00 after Dec 13, New York time (EST).
        starts_at: "2026-11-07T05:00:00.000Z",
        ends_at: "2026-12-14T05:00:00.000Z",
        // Staff's published address, not the default.
        link: "https://brackets.example.org/queenme",
        featured: 1,
      },
      {
        programme: "sport",
        title: "Weekly Training Sessions",
        title_es: "Prácticas semanales",
        starts_at: null,
        ends_at: null,
        link: null,
        featured: 1,
      },
      {
        programme: "sport",
        title: "Skills Development Clinic",
        title_es: "Clínica de desarrollo de habilidades",
        starts_at: null,
        ends_at: null,
        link: null,
        featured: 1,
      },
      {
        programme: "art",
        title: "Passion in Color Contest",
        title_es: "Concurso Passion in Color",
        // Submissions close at the end of Nov 9 (EST); Oct 1 is in daylight time (EDT).
        starts_at: "2026-10-01T04:00:00.000Z",
        ends_at: "2026-11-10T05:00:00.000Z",
        link: "https://whatsyourpassion.org/passion-in-color",
        featured: 1,
      },
      {
        programme: "art",
        title: "Master Class Series",
        title_es: "Serie de clases magistrales",
        starts_at: "2026-09-12T04:00:00.000Z",
        ends_at: "2026-12-13T05:00:00.000Z",
        link: "https://whatsyourpassion.org/master-class",
        featured: 1,
      },
      {
        programme: "art",
        title: "Passion in Color Winners Announced",
        title_es: "Anuncio de ganadores de Passion in Color",
        starts_at: null,
        ends_at: null,
        link: "https://whatsyourpassion.org/passion-in-color",
        featured: 0,
      },
    ]);
    expect(seeded.every((row) => row.published_at !== null && row.description && row.description_es)).toBe(true);
    expect(seeded.find((row) => row.title === "Weekly Training Sessions")?.description_es).toBe(
      "Sesiones regulares para mejorar tus habilidades, tu condición física y la química del equipo.",
    );

    // Only 0 and 1 are taken as featured.
    await expect(untyped.insertInto("events").values({ id: "x", title: "X", programme: "art", featured: 2 }).execute()).rejects.toThrow();

    // Down: the seeded events and the new columns go; the events that were there stay.
    expect((await migrator.migrateTo("0019_site_content")).error).toBeUndefined();
    expect((await untyped.selectFrom("events").select("id").execute()).map((row) => row.id).sort()).toEqual([...before].sort());
    await expect(untyped.selectFrom("events").select("featured").execute()).rejects.toThrow();
  });

  it("links to the default addresses when staff changed none", async () => {
    database = await createDatabaseAt(dialect, "0019_site_content");
    const { db, migrator } = database;
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    // (The sport calendar's events seeded by migration 0010 have no link.)
    const links = await db.selectFrom("events").select(["title", "link"]).where("link", "is not", null).orderBy("created_at").execute();
    expect(links).toEqual([
      { title: "QueenMe Classic Tournament", link: "https://whatsyourpassion.org/tournament-schedule" },
      { title: "Passion in Color Contest", link: "https://whatsyourpassion.org/passion-in-color" },
      { title: "Master Class Series", link: "https://whatsyourpassion.org/master-class" },
      { title: "Passion in Color Winners Announced", link: "https://whatsyourpassion.org/passion-in-color" },
    ]);
  });
});
