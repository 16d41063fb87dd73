import { type Kysely, sql } from "kysely";
import { dialectOf } from "../dialect";

/**
 * A week's winner followed through (issue 30): when staff contacted the winner, and when they
 * marked the prize sent. Both belong to the week's current winner: withholding the win clears
 * them, since the next winner has not been contacted. Empty on every result before this.
 */
export async function up(db: Kysely<any>) {
  const timestamp = dialectOf(db) === "postgres" ? "timestamptz" : "text";
  await db.schema.alterTable("drop_results").addColumn("winner_contacted_at", sql.raw(timestamp)).execute();
  await db.schema.alterTable("drop_results").addColumn("prize_sent_at", sql.raw(timestamp)).execute();
}

export async function down(db: Kysely<any>) {
  for (const column of ["prize_sent_at", "winner_contacted_at"]) {
    await db.schema.alterTable("drop_results").dropColumn(column).execute();
  }
}
