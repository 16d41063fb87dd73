// The database's own clock, for rows several features stamp (gallery works, events, the Weekly
// Drop's winners): one definition for both dialects (issue 43 moved it out of the gallery).
import { sql } from "kysely";
import { type Db, dialectOf } from "../../db/connect";

/**
 * The database's clock at the moment the statement runs. On PostgreSQL clock_timestamp(), not
 * now(): now() is the transaction's start, so a like that waited for the row lock would carry an
 * older time than the one it follows, and clients keep the newest version of a row.
 */
export function databaseNow(db: Db) {
  return dialectOf(db) === "postgres" ? sql<string>`clock_timestamp()` : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
}
