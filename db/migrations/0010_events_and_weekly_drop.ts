import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { dialectOf } from "../dialect";

/**
 * Events and The Weekly Drop's prize and winners move from the build into the database, so the
 * staff console can change them without a deploy. Seeded here, once, with what the content
 * modules held when this was written (copied, not imported: a later content edit must not change
 * what an old migration did), so the pages read the same right after it runs.
 */
export async function up(db: Kysely<any>) {
  const pg = dialectOf(db) === "postgres";
  const timestamp = pg ? "timestamptz" : "text";
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  await db.schema
    .createTable("events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("programme", "text", (c) => c.notNull().check(sql`programme in ('sport', 'art', 'music', 'entrepreneur', 'wildcard')`))
    // Null: the date is not set yet and the pages say "Coming Soon".
    .addColumn("starts_at", sql.raw(timestamp))
    .addColumn("ends_at", sql.raw(timestamp))
    .addColumn("place", "text")
    .addColumn("borough", "text", (c) => c.check(sql`borough in ('Harlem', 'Bronx', 'Brooklyn', 'Other')`))
    .addColumn("cost", "text")
    .addColumn("link", "text", (c) => c.check(sql`link like 'https://%'`))
    .addColumn("description", "text")
    // Null while it is a draft; drafts are never shown on the site.
    .addColumn("published_at", sql.raw(timestamp))
    .addColumn("created_at", sql.raw(timestamp), (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", sql.raw(timestamp), (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("events_programme_starts_idx").on("events").columns(["programme", "starts_at"]).execute();

  await db.schema
    .createTable("drop_settings")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    // JSON array of { title, description, icon }: this week's prize, one card per item.
    .addColumn("prize_items", "text", (c) => c.notNull())
    .addColumn("updated_at", sql.raw(timestamp), (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("drop_winners")
    .addColumn("id", "text", (c) => c.primaryKey())
    // The Monday the win was announced, a New York calendar day ("2026-11-16").
    .addColumn("announced", "text", (c) => c.notNull())
    .addColumn("artwork_title", "text", (c) => c.notNull())
    .addColumn("artist_first_name", "text", (c) => c.notNull())
    .addColumn("artist_last_initial", "text", (c) => c.notNull())
    .addColumn("age", "integer", (c) => c.notNull())
    .addColumn("borough", "text", (c) => c.notNull().check(sql`borough in ('Harlem', 'Bronx', 'Brooklyn', 'Other')`))
    .addColumn("image_url", "text")
    .addColumn("display_order", "integer", (c) => c.notNull())
    .addColumn("created_at", sql.raw(timestamp), (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", sql.raw(timestamp), (c) => c.notNull().defaultTo(now))
    .execute();

  // The sport page's Events Calendar: four events the spec gives as coming soon, without dates.
  const sportCalendar = ["3v3 Street Ball Jam", "Girls' Hoops Skills Combine", "Captains' Leadership Workshop", "Family Day on the Court"];
  const seededAt = Date.now();
  await db
    .insertInto("events")
    .values(
      sportCalendar.map((title, i) => {
        // One millisecond apart: undated events are listed in the order they were created.
        const at = new Date(seededAt + i).toISOString();
        return { id: randomUUID(), title, programme: "sport", published_at: at, created_at: at, updated_at: at };
      }),
    )
    .execute();

  // The spec's prize for The Weekly Drop.
  const prize = [
    { title: "Drawing Tablet", description: "A pressure-sensitive tablet to take your digital work further.", icon: "Tablet" },
    {
      title: "6-Month Creative Software Subscription",
      description: "Six months of professional creative software for drawing, design and editing.",
      icon: "Laptop",
    },
    { title: "Art Supplies Kit", description: "Professional art supplies worth $200.", icon: "Brush" },
  ];
  await db
    .insertInto("drop_settings")
    .values({ id: 1, prize_items: JSON.stringify(prize) })
    .execute();

  const winners = [
    ["2026-11-16", "Concrete Bloom", "Jasmine", "K", 16, "Bronx"],
    ["2026-11-09", "Uptown Static", "Malik", "D", 17, "Harlem"],
    ["2026-11-02", "Grandma's Kitchen, 5am", "Rosa", "M", 14, "Brooklyn"],
  ] as const;
  await db
    .insertInto("drop_winners")
    .values(
      winners.map(([announced, artwork_title, artist_first_name, artist_last_initial, age, borough], i) => ({
        id: randomUUID(),
        announced,
        artwork_title,
        artist_first_name,
        artist_last_initial,
        age,
        borough,
        display_order: i + 1,
      })),
    )
    .execute();
}

export async function down(db: Kysely<any>) {
  for (const table of ["drop_winners", "drop_settings", "events"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
