import { type Kysely, sql } from "kysely";
import { dialectOf } from "../dialect";

/**
 * The database keeps gallery_items.likes equal to the item's gallery_likes rows: a trigger adds
 * one for every like row inserted, in the same statement. A like is then a single
 * `insert ... on conflict do nothing` (atomic on its own, whatever the concurrency), and any
 * writer, not only the app, keeps the count right.
 * Rows that existed before this migration were counted by the app in the same transaction, so
 * the counts are already equal.
 */
export async function up(db: Kysely<any>) {
  if (dialectOf(db) === "postgres") {
    await sql`
      create or replace function gallery_likes_count() returns trigger language plpgsql as $$
      begin
        update gallery_items set likes = likes + 1, updated_at = clock_timestamp() where id = new.item_id;
        return null;
      end
      $$`.execute(db);
    await sql`
      create trigger gallery_likes_count after insert on gallery_likes
      for each row execute function gallery_likes_count()`.execute(db);
    return;
  }
  await sql`
    create trigger gallery_likes_count after insert on gallery_likes
    begin
      update gallery_items set likes = likes + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') where id = new.item_id;
    end`.execute(db);
}

export async function down(db: Kysely<any>) {
  if (dialectOf(db) === "postgres") {
    await sql`drop trigger if exists gallery_likes_count on gallery_likes`.execute(db);
    await sql`drop function if exists gallery_likes_count()`.execute(db);
  } else {
    await sql`drop trigger if exists gallery_likes_count`.execute(db);
  }
}
