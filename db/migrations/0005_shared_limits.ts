import { type Kysely, sql } from "kysely";
import { dialectOf } from "../dialect";

/**
 * PostgreSQL only: the limits every instance shares (docs/decisions/0016). SQLite serves one
 * process, whose limits stay in its memory.
 * - rate_limit_windows: one fixed window per limit and hashed address; wyp_take_quota takes or
 *   gives back uses for a whole batch of requests in one round trip.
 * - live_instances and stream_slots: each instance's open event streams per hashed address;
 *   an instance that stops beating (killed) stops counting.
 * Unlogged: counters need no crash safety (a crash empties them, which only forgives), and
 * skipping the WAL makes each batch cheaper.
 */
export async function up(db: Kysely<any>) {
  if (dialectOf(db) !== "postgres") return;
  await sql`
    create unlogged table rate_limit_windows (
      key text primary key,
      count integer not null,
      reset_at bigint not null
    )`.execute(db);
  // Keys are locked in the order given; callers sort them so two batches never deadlock.
  // A negative n gives back uses taken in the window that ends at resets[i] (not a later one).
  await sql`
    create function wyp_take_quota(keys text[], ns integer[], limits integer[], windows bigint[], resets bigint[])
    returns table (idx integer, granted integer, reset_at bigint, now_ms bigint)
    language plpgsql as $$
    declare
      i integer;
      current_count integer;
      current_reset bigint;
    begin
      now_ms := floor(extract(epoch from clock_timestamp()) * 1000);
      for i in 1 .. coalesce(array_length(keys, 1), 0) loop
        idx := i;
        if ns[i] < 0 then
          update rate_limit_windows w set count = greatest(0, w.count + ns[i])
            where w.key = keys[i] and w.reset_at = resets[i];
          granted := 0;
          reset_at := resets[i];
          return next;
          continue;
        end if;
        insert into rate_limit_windows as w (key, count, reset_at) values (keys[i], 0, now_ms + windows[i])
          on conflict (key) do nothing;
        select w.count, w.reset_at into current_count, current_reset from rate_limit_windows w where w.key = keys[i] for update;
        if current_reset <= now_ms then
          current_count := 0;
          current_reset := now_ms + windows[i];
        end if;
        granted := greatest(0, least(ns[i], limits[i] - current_count));
        update rate_limit_windows w set count = current_count + granted, reset_at = current_reset where w.key = keys[i];
        reset_at := current_reset;
        return next;
      end loop;
    end
    $$`.execute(db);

  await sql`create unlogged table live_instances (id text primary key, seen_at bigint not null)`.execute(db);
  await sql`
    create unlogged table stream_slots (
      instance text not null,
      key text not null,
      open integer not null,
      primary key (key, instance)
    )`.execute(db);
  // The transaction-scoped lock on the address makes count-then-add atomic across instances.
  await sql`
    create function wyp_take_stream(p_instance text, p_key text, p_cap integer, p_stale_ms bigint)
    returns boolean
    language plpgsql as $$
    declare
      now_ms bigint := floor(extract(epoch from clock_timestamp()) * 1000);
      taken integer;
    begin
      perform pg_advisory_xact_lock(hashtext('wyp_streams'), hashtext(p_key));
      select coalesce(sum(s.open), 0) into taken from stream_slots s
        join live_instances l on l.id = s.instance
        where s.key = p_key and l.seen_at > now_ms - p_stale_ms;
      if taken >= p_cap then
        return false;
      end if;
      insert into stream_slots (instance, key, open) values (p_instance, p_key, 1)
        on conflict (key, instance) do update set open = stream_slots.open + 1;
      return true;
    end
    $$`.execute(db);
}

export async function down(db: Kysely<any>) {
  if (dialectOf(db) !== "postgres") return;
  await sql`drop function wyp_take_stream(text, text, integer, bigint)`.execute(db);
  await sql`drop table stream_slots`.execute(db);
  await sql`drop table live_instances`.execute(db);
  await sql`drop function wyp_take_quota(text[], integer[], integer[], bigint[], bigint[])`.execute(db);
  await sql`drop table rate_limit_windows`.execute(db);
}
