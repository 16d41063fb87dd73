// Migration 0023 on a database with the seeded rows, some of them already changed by staff: the
// seeded texts get their Spanish, staff's own words are left as they are, a "Free" cost reads
// "Gratis" and a cost without words reads the same; going back and forth again works (issue 47).
import type { Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createDatabaseAt, testDialects } from "../../tests/support/databases";

describe.each(testDialects())("migration 0023 (Spanish texts) on %s", (dialect) => {
  let database: Awaited<ReturnType<typeof createDatabaseAt>> | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  it("gives the seeded events, prize and winners their Spanish and leaves staff's words alone", async () => {
    database = await createDatabaseAt(dialect, "0022_mailed_links");
    const { db, migrator } = database;
    const untyped = db as unknown as Kysely<any>;
    const event = (id: string, title: string, cost: string | null, title_es: string | null = null) => ({
      id,
      title,
      title_es,
      cost,
      programme: "sport",
      published_at: "2026-11-20T12:00:00.000Z",
    });
    await untyped
      .insertInto("events")
      .values([
        event("free", "Open Run", "Free"),
        event("paid", "Clinic", "$10"),
        event("words", "Gala", "Donation welcome"),
        // Staff already gave this seeded title their own Spanish.
        event("renamed", "Family Day on the Court", null, "Día de la familia (staff)"),
      ])
      .execute();
    // Staff changed the second prize card; the other two are still the spec's.
    const [tablet, software, kit] = JSON.parse(
      (await untyped.selectFrom("drop_settings").select("prize_items").executeTakeFirstOrThrow()).prize_items as string,
    ) as { title: string; description: string; icon: string }[];
    const changed = { ...software!, description: "A year of software." };
    await untyped
      .updateTable("drop_settings")
      .set({ prize_items: JSON.stringify([tablet, changed, kit]) })
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const events = await untyped.selectFrom("events").select(["id", "title", "title_es", "cost_es", "description_es"]).execute();
    const byTitle = (title: string) => events.filter((row) => row.title === title).map((row) => row.title_es as string);
    expect(byTitle("3v3 Street Ball Jam")).toEqual(["Jam de baloncesto callejero 3 contra 3"]);
    expect(byTitle("Girls' Hoops Skills Combine")).toEqual(["Evaluación de habilidades de baloncesto para chicas"]);
    expect(byTitle("Captains' Leadership Workshop")).toEqual(["Taller de liderazgo para capitanas"]);
    expect(byTitle("Family Day on the Court").sort()).toEqual(["Día de la familia (staff)", "Día familiar en la cancha"]);
    const costOf = (id: string) => events.find((row) => row.id === id)?.cost_es;
    expect([costOf("free"), costOf("paid"), costOf("words")]).toEqual(["Gratis", "$10", null]);
    expect(events.find((row) => row.id === "0020-passion-in-color")?.description_es).toBe(
      "De 5 a 18 años: muéstranos qué significa el color para ti. Se reciben obras hasta el 9 de noviembre de 2026.",
    );

    const prize = JSON.parse(
      (await untyped.selectFrom("drop_settings").select("prize_items").executeTakeFirstOrThrow()).prize_items as string,
    ) as Record<string, string>[];
    expect(prize.map((item) => item.title_es ?? null)).toEqual(["Tableta de dibujo", null, "Kit de materiales de arte"]);
    expect(prize[1]).toEqual(changed);

    const winners = await untyped.selectFrom("drop_winners").select(["artwork_title", "artwork_title_es"]).orderBy("announced").execute();
    expect(winners.map((row) => row.artwork_title_es)).toEqual([
      "La cocina de la abuela, 5 de la mañana",
      "Estática en Uptown",
      "Flor de concreto",
    ]);

    expect((await migrator.migrateTo("0022_mailed_links")).error).toBeUndefined();
    const back = await untyped.selectFrom("events").select(["title", "title_es"]).where("title", "=", "3v3 Street Ball Jam").execute();
    expect(back.map((row) => row.title_es)).toEqual([null]);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
