import type { Kysely } from "kysely";

/**
 * Every text staff or a migration put on a public page gets its Spanish (issue 47). New columns:
 * `events.cost_es` and `drop_winners.artwork_title_es` (null: the Spanish page shows the English).
 * The prize's cards keep living in `drop_settings.prize_items`, each card now with `title_es` and
 * `description_es` beside its English. Then the rows earlier migrations seeded get their Spanish,
 * only where they still say what was seeded (staff's own words are never touched): the sport
 * calendar's four events (0010), the art contest's description (0020, whose Spanish said
 * "envíos"), the spec's prize and the three demo winners (0010). A cost of "Free" reads "Gratis";
 * a cost without words ("$10") reads the same in Spanish. The texts are copied here, not imported.
 */
export async function up(db: Kysely<any>) {
  await db.schema.alterTable("events").addColumn("cost_es", "text").execute();
  await db.schema.alterTable("drop_winners").addColumn("artwork_title_es", "text").execute();

  for (const [title, title_es] of Object.entries(seededEventTitles)) {
    await db.updateTable("events").set({ title_es }).where("title", "=", title).where("title_es", "is", null).execute();
  }
  await db
    .updateTable("events")
    .set({ description_es: contestDescription.now })
    .where("id", "=", contestDescription.id)
    .where("description_es", "=", contestDescription.before)
    .execute();
  await translateCosts(db);
  await translateSeededPrize(db);
  for (const [artwork_title, artwork_title_es] of Object.entries(seededWinnerTitles)) {
    await db
      .updateTable("drop_winners")
      .set({ artwork_title_es })
      .where("artwork_title", "=", artwork_title)
      .where("artwork_title_es", "is", null)
      .execute();
  }
}

export async function down(db: Kysely<any>) {
  await db
    .updateTable("events")
    .set({ description_es: contestDescription.before })
    .where("id", "=", contestDescription.id)
    .where("description_es", "=", contestDescription.now)
    .execute();
  for (const [title, title_es] of Object.entries(seededEventTitles)) {
    await db.updateTable("events").set({ title_es: null }).where("title", "=", title).where("title_es", "=", title_es).execute();
  }
  const settings = await db.selectFrom("drop_settings").select("prize_items").where("id", "=", 1).executeTakeFirst();
  const items = parsed(settings?.prize_items);
  if (items) {
    const english = items.map(({ title_es: _title, description_es: _description, ...item }) => item);
    await db
      .updateTable("drop_settings")
      .set({ prize_items: JSON.stringify(english) })
      .where("id", "=", 1)
      .execute();
  }
  await db.schema.alterTable("drop_winners").dropColumn("artwork_title_es").execute();
  await db.schema.alterTable("events").dropColumn("cost_es").execute();
}

/** The sport page's Events Calendar as migration 0010 seeded it, without Spanish titles. */
const seededEventTitles: Record<string, string> = {
  "3v3 Street Ball Jam": "Jam de baloncesto callejero 3 contra 3",
  "Girls' Hoops Skills Combine": "Evaluación de habilidades de baloncesto para chicas",
  "Captains' Leadership Workshop": "Taller de liderazgo para capitanas",
  "Family Day on the Court": "Día familiar en la cancha",
};

const contestDescription = {
  id: "0020-passion-in-color",
  before: "De 5 a 18 años: muéstranos qué significa el color para ti. Los envíos cierran el 9 nov. 2026.",
  now: "De 5 a 18 años: muéstranos qué significa el color para ti. Se reciben obras hasta el 9 de noviembre de 2026.",
};

/** Each event's cost in Spanish where it can be said for staff: "Free", or a cost without words. */
async function translateCosts(db: Kysely<any>) {
  const rows = await db.selectFrom("events").select(["id", "cost"]).where("cost", "is not", null).where("cost_es", "is", null).execute();
  for (const row of rows as { id: string; cost: string }[]) {
    const cost_es = /^\s*free\s*$/i.test(row.cost) ? "Gratis" : /\p{L}/u.test(row.cost) ? null : row.cost;
    if (cost_es !== null) await db.updateTable("events").set({ cost_es }).where("id", "=", row.id).execute();
  }
}

/** The spec's prize cards (migration 0010) in Spanish, by their English title and description. */
const seededPrize: Record<string, { description: string; title_es: string; description_es: string }> = {
  "Drawing Tablet": {
    description: "A pressure-sensitive tablet to take your digital work further.",
    title_es: "Tableta de dibujo",
    description_es: "Una tableta sensible a la presión para llevar tu arte digital más lejos.",
  },
  "6-Month Creative Software Subscription": {
    description: "Six months of professional creative software for drawing, design and editing.",
    title_es: "Suscripción de 6 meses a software creativo",
    description_es: "Seis meses de software creativo profesional para dibujar, diseñar y editar.",
  },
  "Art Supplies Kit": {
    description: "Professional art supplies worth $200.",
    title_es: "Kit de materiales de arte",
    description_es: "Materiales de arte profesionales con un valor de $200.",
  },
};

type StoredPrizeItem = { title?: unknown; description?: unknown; title_es?: unknown; description_es?: unknown };

function parsed(text: string | undefined): StoredPrizeItem[] | null {
  try {
    const value: unknown = text ? JSON.parse(text) : null;
    return Array.isArray(value) ? (value as StoredPrizeItem[]) : null;
  } catch {
    return null;
  }
}

/** Adds the Spanish to each card that still has the spec's English title and description. */
async function translateSeededPrize(db: Kysely<any>) {
  const settings = await db.selectFrom("drop_settings").select("prize_items").where("id", "=", 1).executeTakeFirst();
  const items = parsed(settings?.prize_items);
  if (!items) return;
  const translated = items.map((item) => {
    const seeded = typeof item.title === "string" && Object.hasOwn(seededPrize, item.title) ? seededPrize[item.title] : undefined;
    if (!seeded || item.description !== seeded.description || item.title_es !== undefined) return item;
    return { ...item, title_es: seeded.title_es, description_es: seeded.description_es };
  });
  await db
    .updateTable("drop_settings")
    .set({ prize_items: JSON.stringify(translated) })
    .where("id", "=", 1)
    .execute();
}

/** The demo winners' artwork titles (migration 0010) as the Spanish page names them. */
const seededWinnerTitles: Record<string, string> = {
  "Concrete Bloom": "Flor de concreto",
  "Uptown Static": "Estática en Uptown",
  "Grandma's Kitchen, 5am": "La cocina de la abuela, 5 de la mañana",
};
