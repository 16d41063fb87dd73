// Weekly Drop entries and votes written straight into a database, for the results tests: the
// submit form and the vote endpoint are tested in their own areas.
import type { Db } from "../../db/connect";
import type { WeeklyDropEntryStatus } from "../../db/schema";
import type { WeeklyDropWeek } from "../../app/features/weekly-drop/cycle";
import { ADULT_AGE } from "../../app/features/weekly-drop/entry-rules";

let sequence = 0;

export type TestEntry = {
  title: string;
  week: WeeklyDropWeek;
  /** When it was submitted: ties in the vote go to the earlier one. */
  createdAt: string;
  status?: WeeklyDropEntryStatus;
  age?: number;
  firstName?: string;
  image?: string;
  /** Under 18: whether a guardian's consent was recorded (by default once the entry left the queue, as moderation requires). */
  guardianConsent?: boolean;
};

/** An entry (approved unless told); returns its id and email. */
export async function addWeeklyDropEntry(db: Db, entry: TestEntry) {
  sequence += 1;
  const age = entry.age ?? 16;
  const status = entry.status ?? "approved";
  const minor = age < ADULT_AGE;
  const consented = minor && (entry.guardianConsent ?? status !== "pending");
  const id = `entry-${process.pid}-${String(sequence).padStart(3, "0")}`;
  const email = `artist${sequence}@example.org`;
  await db
    .insertInto("drop_entries")
    .values({
      id,
      week: entry.week,
      title: entry.title,
      description: `About ${entry.title}`,
      first_name: entry.firstName ?? "Jasmine",
      last_initial: "K",
      age,
      borough: "Bronx",
      email,
      image_url: entry.image ?? `/media/${id}.webp`,
      status,
      guardian_name: minor ? "Rosa Reyes" : null,
      guardian_contact: minor ? "718-555-0100" : null,
      guardian_consent_method: consented ? "phone" : null,
      guardian_consent_at: consented ? entry.createdAt : null,
      created_at: entry.createdAt,
      updated_at: entry.createdAt,
    })
    .execute();
  return { id, email };
}

/** `count` votes for an entry, each from its own visitor. */
export async function addWeeklyDropVotes(db: Db, week: WeeklyDropWeek, entryId: string, count: number) {
  if (count === 0) return;
  await db
    .insertInto("drop_votes")
    .values(Array.from({ length: count }, (_, i) => ({ week, visitor_id: `${entryId}-visitor-${i}`, entry_id: entryId })))
    .execute();
}
