import { type Kysely, type RawBuilder, sql } from "kysely";
import { dialectOf } from "../dialect";

/**
 * The five boroughs (issue 30). The borough lists offered Harlem, Bronx, Brooklyn and Other:
 * Harlem is a neighbourhood of Manhattan, and Manhattan, Queens and Staten Island were missing.
 * Events, Weekly Drop entries and recent winners now take Manhattan, Bronx, Brooklyn, Queens or
 * Staten Island, and entries and winners get an optional `place` (the neighbourhood; events
 * already had one).
 *
 * Existing rows: Harlem becomes Manhattan with the place "Harlem" (an event's place gets
 * ", Harlem" after its venue unless it already names Harlem). Other becomes null, "not
 * recorded": the forms offered it as "Somewhere else in NYC", so such a row is in Manhattan,
 * Queens or Staten Island and no one can tell which; a made-up borough or an "outside the city"
 * value would state something false. Entries and winners therefore allow a null borough (the
 * byline names none, as Other did); the public entry form still requires one.
 *
 * PostgreSQL changes the constraints in place. SQLite cannot, so each table is made again from
 * its own stored definition (SQLite's documented procedure, as in 0013): foreign keys off (votes
 * and results point at entries and must not cascade), a new table, every row copied with its
 * borough mapped, the old one dropped, the new one renamed, its indexes made again, the keys
 * checked, foreign keys on.
 */
const OLD = "('Harlem', 'Bronx', 'Brooklyn', 'Other')";
const NEW = "('Manhattan', 'Bronx', 'Brooklyn', 'Queens', 'Staten Island')";
const tables = ["events", "drop_winners", "drop_entries"] as const;

export async function up(db: Kysely<any>) {
  for (const table of ["drop_winners", "drop_entries"]) {
    await db.schema.alterTable(table).addColumn("place", "text").execute();
    await sql`update ${sql.table(table)} set place = 'Harlem' where borough = 'Harlem'`.execute(db);
  }
  await sql`update events set place = case
      when place is null or trim(place) = '' then 'Harlem'
      when lower(place) like '%harlem%' then place
      else place || ', Harlem' end
    where borough = 'Harlem'`.execute(db);
  const mapped = () => sql`case borough when 'Harlem' then 'Manhattan' when 'Other' then null else borough end`;
  await changeBoroughColumns(db, { from: OLD, to: NEW, mapped, nullable: true });
}

export async function down(db: Kysely<any>) {
  // Back to four values: Manhattan in Harlem is Harlem again; the rest of Manhattan, Queens,
  // Staten Island and an unrecorded borough of an entry or a winner (never null before) are Other.
  const mapped = (table: string) => sql`case
      when borough = 'Manhattan' and lower(coalesce(place, '')) like '%harlem%' then 'Harlem'
      when borough in ('Manhattan', 'Queens', 'Staten Island') then 'Other'
      when borough is null then ${sql.raw(table === "events" ? "null" : "'Other'")}
      else borough end`;
  await changeBoroughColumns(db, { from: NEW, to: OLD, mapped, nullable: false });
  for (const table of ["drop_winners", "drop_entries"]) await db.schema.alterTable(table).dropColumn("place").execute();
}

type Change = { from: string; to: string; mapped: (table: string) => RawBuilder<unknown>; nullable: boolean };

async function changeBoroughColumns(db: Kysely<any>, change: Change) {
  if (dialectOf(db) === "postgres") {
    for (const table of tables) {
      const constraint = `${table}_borough_check`;
      await sql`alter table ${sql.table(table)} drop constraint ${sql.id(constraint)}`.execute(db);
      const entriesOrWinners = table !== "events";
      if (entriesOrWinners && change.nullable) await sql`alter table ${sql.table(table)} alter column borough drop not null`.execute(db);
      await sql`update ${sql.table(table)} set borough = ${change.mapped(table)}`.execute(db);
      if (entriesOrWinners && !change.nullable) await sql`alter table ${sql.table(table)} alter column borough set not null`.execute(db);
      await sql`alter table ${sql.table(table)} add constraint ${sql.id(constraint)} check (borough in ${sql.raw(change.to)})`.execute(db);
    }
    return;
  }
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    try {
      for (const table of tables) await rebuildSqliteTable(db, table, change);
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length > 0) throw new Error(`five boroughs: ${broken.rows.length} rows point at missing rows`);
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

/** Makes `table` again from its stored definition with the borough column changed, rows mapped. */
async function rebuildSqliteTable(db: Kysely<any>, table: string, change: Change) {
  const stored = await sql<{ type: string; sql: string | null }>`
    select type, sql from sqlite_master where tbl_name = ${table} and sql is not null`.execute(db);
  const definition = stored.rows.find((row) => row.type === "table")?.sql;
  const indexes = stored.rows.filter((row) => row.type === "index").map((row) => row.sql!);
  if (stored.rows.some((row) => row.type === "trigger")) throw new Error(`${table}: has triggers; this migration does not carry them`);
  const oldColumn = new RegExp(`"borough" text (not null )?check \\(borough in ${escape(change.from)}\\)`);
  if (!definition || !oldColumn.test(definition)) throw new Error(`${table}: the borough column is not as expected: ${definition}`);
  const keepsNotNull = table !== "events" && !change.nullable;
  const next = definition
    .replace(oldColumn, `"borough" text ${keepsNotNull ? "not null " : ""}check (borough in ${change.to})`)
    .replace(`CREATE TABLE "${table}"`, `CREATE TABLE "${table}_next"`);
  await sql.raw(next).execute(db);

  const columns = (await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db)).rows.map((c) => c.name);
  const selected = columns.map((name) => (name === "borough" ? change.mapped(table) : sql.ref(name)));
  await sql`insert into ${sql.table(`${table}_next`)} (${sql.join(columns.map((name) => sql.ref(name)))})
    select ${sql.join(selected)} from ${sql.table(table)}`.execute(db);
  await sql`drop table ${sql.table(table)}`.execute(db);
  await sql`alter table ${sql.table(`${table}_next`)} rename to ${sql.table(table)}`.execute(db);
  for (const index of indexes) await sql.raw(index).execute(db);
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
