// Helpers for the Weekly Drop vote tests and scripts: a week's entries written straight into the
// database (as moderation would leave them), votes sent from chosen loopback addresses, and the
// votes as the database holds them.
import { randomUUID } from "node:crypto";
import type { Db } from "../../db/connect";
import type { WeeklyDropEntryStatus } from "../../db/schema";
import { weeklyDropVotePath } from "../../app/features/weekly-drop/entries";
import { ADULT_AGE } from "../../app/features/weekly-drop/entry-rules";
import type { WeeklyDropWeek } from "../../app/features/weekly-drop/cycle";
import { requestFrom } from "./gallery";

/** Saturday Nov 28 2026, 10:00 in New York: the voting days of the week announced Monday Nov 30. */
export const VOTING_SATURDAY = "2026-11-28T15:00:00Z";
export const VOTING_WEEK: WeeklyDropWeek = "2026-11-30";

export type SeededEntry = { id: string; title: string; status: WeeklyDropEntryStatus };

/**
 * Entries of `week` in the given statuses, submitted a minute apart in this order. An entrant under
 * 18 names a guardian, whose consent is recorded once the entry left the queue, as moderation
 * requires (`guardianConsent: false` for a row that skipped it).
 */
export async function seedEntries(
  db: Db,
  entries: Array<{ title: string; status: WeeklyDropEntryStatus; imageUrl?: string; age?: number; guardianConsent?: boolean }>,
  week = VOTING_WEEK,
): Promise<SeededEntry[]> {
  const seeded: SeededEntry[] = [];
  for (const [index, entry] of entries.entries()) {
    const id = randomUUID();
    const at = new Date(Date.UTC(2026, 10, 26, 15, index)).toISOString();
    const age = entry.age ?? 15;
    const minor = age < ADULT_AGE;
    const consented = minor && (entry.guardianConsent ?? entry.status !== "pending");
    await db
      .insertInto("drop_entries")
      .values({
        id,
        week,
        title: entry.title,
        description: `A piece called ${entry.title}.`,
        first_name: "Maya",
        last_initial: "R",
        age,
        borough: "Bronx",
        email: `entrant-${index}-${id.slice(0, 8)}@example.org`,
        image_url: entry.imageUrl ?? "/gallery-placeholder.svg",
        status: entry.status,
        guardian_name: minor ? "Rosa Reyes" : null,
        guardian_contact: minor ? "718-555-0100" : null,
        guardian_consent_method: consented ? "phone" : null,
        guardian_consent_at: consented ? at : null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    seeded.push({ id, title: entry.title, status: entry.status });
  }
  return seeded;
}

/** One JSON vote from a loopback address (any 127.x.y.z), with a visitor cookie or none. */
export function voteFrom(localAddress: string, baseUrl: string, entryId: string, cookie?: string) {
  return requestFrom(localAddress, `${baseUrl}${weeklyDropVotePath(entryId)}`, {
    method: "POST",
    headers: { Accept: "application/json", ...(cookie ? { Cookie: cookie } : {}) },
  });
}

/** The `name=value` part of the visitor cookie a reply set. */
export function visitorCookieOf(reply: { headers: { "set-cookie"?: string[] } }): string | undefined {
  return reply.headers["set-cookie"]?.find((cookie) => /wyp_visitor=/.test(cookie))?.split(";")[0];
}

/** Every vote of the week as stored: one row per visitor. */
export async function votesOf(db: Db, week = VOTING_WEEK) {
  return db.selectFrom("drop_votes").select(["visitor_id", "entry_id"]).where("week", "=", week).execute();
}

/** Votes per entry id, counted by the database. */
export async function votesPerEntry(db: Db, week = VOTING_WEEK): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("drop_votes")
    .select((eb) => ["entry_id", eb.fn.countAll<number>().as("n")])
    .where("week", "=", week)
    .groupBy("entry_id")
    .execute();
  return new Map(rows.map((row) => [row.entry_id, Number(row.n)]));
}
