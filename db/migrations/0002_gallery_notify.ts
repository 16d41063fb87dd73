import { type Kysely, sql } from "kysely";
import { dialectOf } from "../dialect";

/** The PostgreSQL channel every instance LISTENs on for gallery changes. */
export const GALLERY_CHANNEL = "gallery_changes";

/**
 * Every change to gallery_items, whoever makes it (the app, the operator CLI, plain SQL), is
 * announced so open pages update live:
 * - PostgreSQL: a trigger pg_notify's the whole row (or only its id when the row is larger than
 *   NOTIFY's 8000-byte payload limit; listeners then read it).
 * - SQLite: there is no NOTIFY, so a trigger appends to the gallery_changes log, which each
 *   server polls cheaply (see docs/decisions/0005-gallery-live-updates.md).
 */
export async function up(db: Kysely<any>) {
  // Listing one visitor's likes (the page shows which items they liked) must not scan the table.
  await db.schema.createIndex("gallery_likes_visitor_idx").on("gallery_likes").column("visitor_id").execute();

  if (dialectOf(db) === "postgres") {
    await sql`
      create or replace function gallery_items_notify() returns trigger language plpgsql as $$
      declare
        changed record;
        payload text;
      begin
        if tg_op = 'DELETE' then changed := old; else changed := new; end if;
        payload := json_build_object(
          'op', lower(tg_op),
          'id', changed.id,
          'row', case when tg_op = 'DELETE' then null else row_to_json(changed) end
        )::text;
        if octet_length(payload) > 7900 then
          payload := json_build_object('op', lower(tg_op), 'id', changed.id)::text;
        end if;
        perform pg_notify(${sql.lit(GALLERY_CHANNEL)}, payload);
        return null;
      end
      $$`.execute(db);
    await sql`
      create trigger gallery_items_notify after insert or update or delete on gallery_items
      for each row execute function gallery_items_notify()`.execute(db);
    return;
  }

  // AUTOINCREMENT: a sequence number is never reused after old rows are pruned, so a poller that
  // remembers the last one it saw cannot miss a change.
  await sql`
    create table gallery_changes (
      seq integer primary key autoincrement,
      item_id text not null,
      op text not null check (op in ('insert', 'update', 'delete')),
      created_at text not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);
  for (const op of ["insert", "update", "delete"] as const) {
    const row = op === "delete" ? "old" : "new";
    await sql`
      create trigger ${sql.raw(`gallery_items_log_${op}`)} after ${sql.raw(op)} on gallery_items
      begin
        insert into gallery_changes (item_id, op) values (${sql.raw(`${row}.id`)}, ${sql.lit(op)});
      end`.execute(db);
  }
}

export async function down(db: Kysely<any>) {
  if (dialectOf(db) === "postgres") {
    await sql`drop trigger if exists gallery_items_notify on gallery_items`.execute(db);
    await sql`drop function if exists gallery_items_notify()`.execute(db);
  } else {
    for (const op of ["insert", "update", "delete"]) await sql`drop trigger if exists ${sql.raw(`gallery_items_log_${op}`)}`.execute(db);
    await sql`drop table if exists gallery_changes`.execute(db);
  }
  await db.schema.dropIndex("gallery_likes_visitor_idx").ifExists().execute();
}
