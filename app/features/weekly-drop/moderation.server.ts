// Moderating Weekly Drop entries (/staff/weekly-drop/entries): the weeks and their counts, a week's queue,
// one entry, and the three changes a moderator makes (approve, reject with a reason, edit the public
// fields). Every change is audited with ids and field names only, and drops the cached approved
// list so the page and votes see it at once. The entrant's email is never shown here: a moderator
// learns only how many other entries of the week were sent with the same one.
import type { Db } from "../../../db/connect";
import type { WeeklyDropEntryRow, WeeklyDropEntryStatus, GuardianConsentMethod } from "../../../db/schema";
import { recordAudit } from "~/platform/audit-log.server";
import { entriesChanged, removeImagesNoLongerShown } from "./entries.server";
import { type EntryPublicFields, publicFieldNames } from "./entry-form";
import { srcSetFor } from "~/platform/media.server";
import type { StaffUser } from "~/platform/staff-user";
import type { WeeklyDropWeek } from "./cycle";
import { ADULT_AGE, awaitsGuardianConsent } from "./entry-rules";

export type StatusCounts = Record<WeeklyDropEntryStatus, number>;

/** An entry as a moderator sees it: everything but the entrant's email. */
export type ModeratedEntry = {
  id: string;
  week: WeeklyDropWeek;
  title: string;
  description: string;
  firstName: string;
  lastInitial: string;
  age: number;
  borough: EntryPublicFields["borough"];
  /** The neighbourhood the entrant typed, if any: staff only. */
  place: string | null;
  imageUrl: string;
  imageSrcSet: string | null;
  status: WeeklyDropEntryStatus;
  reviewReason: string | null;
  reviewedAt: string | null;
  submittedAt: string;
  /** Other entries this week sent with the same email: one entry per person, so a moderator keeps one. */
  sameEmail: number;
  /** Under ADULT_AGE: the parent or guardian named, and their consent once a staff member recorded it. */
  guardian: {
    name: string | null;
    contact: string | null;
    consent: { method: GuardianConsentMethod; by: string | null; at: string } | null;
  } | null;
};

const columns = [
  "id",
  "week",
  "title",
  "description",
  "first_name",
  "last_initial",
  "age",
  "borough",
  "place",
  "image_url",
  "status",
  "review_reason",
  "reviewed_at",
  "created_at",
  "guardian_name",
  "guardian_contact",
  "guardian_consent_method",
  "guardian_consent_at",
] as const;

type Row = Pick<WeeklyDropEntryRow, (typeof columns)[number]> & { same_email: string | number | bigint | null; consent_by: string | null };

const iso = (value: string | Date) => new Date(value).toISOString();

function moderatedOf(row: Row): ModeratedEntry {
  return {
    id: row.id,
    week: row.week as WeeklyDropWeek,
    title: row.title,
    description: row.description,
    firstName: row.first_name,
    lastInitial: row.last_initial,
    age: Number(row.age),
    borough: row.borough,
    place: row.place,
    imageUrl: row.image_url,
    // Empty: a rejected entry's photo, deleted within a day of the rejection.
    imageSrcSet: srcSetFor(row.image_url) ?? null,
    status: row.status,
    reviewReason: row.review_reason,
    reviewedAt: row.reviewed_at === null ? null : iso(row.reviewed_at),
    submittedAt: iso(row.created_at),
    sameEmail: Number(row.same_email),
    guardian:
      Number(row.age) < ADULT_AGE
        ? {
            name: row.guardian_name,
            contact: row.guardian_contact,
            consent:
              row.guardian_consent_method && row.guardian_consent_at
                ? { method: row.guardian_consent_method, by: row.consent_by, at: iso(row.guardian_consent_at) }
                : null,
          }
        : null,
  };
}

/** The entries, with how many others share each one's week and email (the email itself stays in the database). */
function selectModerated(db: Db) {
  return db
    .selectFrom("drop_entries")
    .leftJoin("staff_users as consenter", "consenter.id", "drop_entries.guardian_consent_by")
    .select(columns.map((column) => `drop_entries.${column}` as const))
    .select("consenter.email as consent_by")
    .select((eb) =>
      eb
        .selectFrom("drop_entries as other")
        .select(eb.fn.countAll<string | number | bigint>().as("n"))
        .whereRef("other.week", "=", "drop_entries.week")
        .whereRef("other.email", "=", "drop_entries.email")
        .whereRef("other.id", "<>", "drop_entries.id")
        .as("same_email"),
    );
}

const noCounts = (): StatusCounts => ({ pending: 0, approved: 0, rejected: 0, withheld: 0 });

/** Every week that has entries, newest first, with its counts by status. */
export async function weeksWithEntries(db: Db): Promise<{ week: WeeklyDropWeek; counts: StatusCounts }[]> {
  const rows = await db
    .selectFrom("drop_entries")
    .select(({ fn }) => ["week", "status", fn.countAll<string | number>().as("n")])
    .groupBy(["week", "status"])
    .execute();
  const weeks = new Map<string, StatusCounts>();
  for (const row of rows) {
    const counts = weeks.get(row.week) ?? noCounts();
    counts[row.status] = Number(row.n);
    weeks.set(row.week, counts);
  }
  return [...weeks].sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0)).map(([week, counts]) => ({ week: week as WeeklyDropWeek, counts }));
}

/** Weeks with entries waiting for moderation and how many, oldest week first (the home page's to-do list). */
export async function pendingEntriesByWeek(db: Db): Promise<{ week: WeeklyDropWeek; pending: number }[]> {
  const rows = await db
    .selectFrom("drop_entries")
    .select(({ fn }) => ["week", fn.countAll<string | number>().as("n")])
    .where("status", "=", "pending")
    .groupBy("week")
    .orderBy("week")
    .execute();
  return rows.map((row) => ({ week: row.week as WeeklyDropWeek, pending: Number(row.n) }));
}

/** A week's entries: pending first (oldest first, the order they are to be checked), then the rest by time. */
export async function weekQueue(db: Db, week: WeeklyDropWeek): Promise<ModeratedEntry[]> {
  const rows = await selectModerated(db)
    .where("drop_entries.week", "=", week)
    .orderBy((eb) => eb.case().when("drop_entries.status", "=", "pending").then(0).else(1).end())
    .orderBy("drop_entries.created_at")
    .orderBy("drop_entries.id")
    .execute();
  return rows.map(moderatedOf);
}

export async function moderatedEntry(db: Db, id: string): Promise<ModeratedEntry | undefined> {
  const row = await selectModerated(db).where("drop_entries.id", "=", id).executeTakeFirst();
  return row && moderatedOf(row);
}

/** The columns of an entry's public fields (the form's names are the page's, the columns the table's). */
export function entryColumnsOf(fields: EntryPublicFields) {
  return {
    title: fields.title,
    description: fields.description,
    first_name: fields.firstName,
    last_initial: fields.lastInitial,
    age: fields.age,
    borough: fields.borough,
    place: fields.place,
  };
}

/**
 * What became of a moderator's change: done, no such entry, not possible in its status, refused
 * for want of a guardian's consent, or (an edit) saved with the entry sent back to waiting for one.
 */
export type ModerationResult = "done" | "not-found" | "not-allowed" | "needs-guardian-consent" | "back-to-pending";

/** A result already decided (withheld) is the results area's to change, not the queue's. */
const reviewable: WeeklyDropEntryStatus[] = ["pending", "approved", "rejected"];

/** A guardian's consent as staff record it: who said yes, how to reach them, and how they said it. */
export type GuardianConsent = { name: string; contact: string; method: GuardianConsentMethod };

/**
 * Records that a parent or guardian of an entrant under ADULT_AGE agreed to the entry being shown:
 * who (their name and contact, which the entrant gave or staff wrote), how it was confirmed, by
 * whom and when (audited, without the guardian's details). Only then can the entry be approved.
 */
export async function recordGuardianConsent(db: Db, staff: StaffUser, id: string, consent: GuardianConsent): Promise<ModerationResult> {
  const before = await db
    .selectFrom("drop_entries")
    .select(["status", "age", "guardian_name", "guardian_contact"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!before) return "not-found";
  if (Number(before.age) >= ADULT_AGE || !reviewable.includes(before.status)) return "not-allowed";
  const now = new Date().toISOString();
  await db
    .updateTable("drop_entries")
    .set({
      guardian_name: consent.name,
      guardian_contact: consent.contact,
      guardian_consent_method: consent.method,
      guardian_consent_by: staff.id,
      guardian_consent_at: now,
      updated_at: now,
    })
    .where("id", "=", id)
    .execute();
  const changed = [
    ...(before.guardian_name === consent.name ? [] : ["guardianName"]),
    ...(before.guardian_contact === consent.contact ? [] : ["guardianContact"]),
  ];
  await recordAudit(db, {
    actor: staff,
    action: "drop-entry-guardian-consent",
    target: id,
    detail: changed.length ? { method: consent.method, fields: changed } : { method: consent.method },
  });
  // An approved entry that waited only for this is now public.
  entriesChanged();
  return "done";
}

async function review(
  db: Db,
  staff: StaffUser,
  id: string,
  status: "approved" | "rejected",
  reason: string | null,
): Promise<ModerationResult> {
  const before = await db
    .selectFrom("drop_entries")
    .select(["status", "image_url", "age", "guardian_consent_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!before) return "not-found";
  if (!reviewable.includes(before.status)) return "not-allowed";
  // The Terms' promise: a minor's work is shown only with a parent's or guardian's consent.
  if (status === "approved" && awaitsGuardianConsent(Number(before.age), before.guardian_consent_at)) return "needs-guardian-consent";
  // A rejected entry whose photo was deleted (retention) has nothing left to show.
  if (status === "approved" && before.image_url === "") return "not-allowed";
  const now = new Date().toISOString();
  await db
    .updateTable("drop_entries")
    .set({ status, review_reason: reason, reviewed_by: staff.id, reviewed_at: now, updated_at: now })
    .where("id", "=", id)
    .execute();
  await recordAudit(db, {
    actor: staff,
    action: status === "approved" ? "drop-entry-approve" : "drop-entry-reject",
    target: id,
    detail: { from: before.status },
  });
  entriesChanged();
  return "done";
}

/** Makes the entry public (voting, results). */
export function approveEntry(db: Db, staff: StaffUser, id: string) {
  return review(db, staff, id, "approved", null);
}

/** Keeps the entry off the site; the reason is for staff and shown only on its console page. */
export function rejectEntry(db: Db, staff: StaffUser, id: string, reason: string) {
  return review(db, staff, id, "rejected", reason);
}

/**
 * Deletes an entry for good, as the entrant's confirmation page and /privacy promise on request:
 * its row with its email and guardian's details, its votes (cascade), and its photo files unless a
 * gallery work or winner card still shows the same file; a result it won keeps no winner. The audit
 * names the entry's id and week, nothing of the entrant.
 */
export async function deleteEntry(db: Db, dataDir: string, staff: StaffUser, id: string): Promise<ModerationResult> {
  const entry = await db.selectFrom("drop_entries").select(["week", "image_url", "status"]).where("id", "=", id).executeTakeFirst();
  if (!entry) return "not-found";
  await db.deleteFrom("drop_entries").where("id", "=", id).execute();
  if (entry.image_url) await removeImagesNoLongerShown(db, dataDir, [entry.image_url]);
  await recordAudit(db, { actor: staff, action: "drop-entry-delete", target: id, detail: { week: entry.week, status: entry.status } });
  entriesChanged();
  return "done";
}

/**
 * Saves a moderator's edit of the public fields; the audit names the fields that changed. An edit
 * that makes an approved entry a minor's without a guardian's consent sends it back to waiting:
 * approving it again then asks for the consent, as for any minor's entry (issue 42, row 2).
 */
export async function editEntry(db: Db, staff: StaffUser, id: string, fields: EntryPublicFields): Promise<ModerationResult> {
  const before = await moderatedEntry(db, id);
  if (!before) return "not-found";
  const changed = publicFieldNames.filter((name) => before[name] !== fields[name]);
  if (changed.length === 0) return "done";
  // A consent recorded while the entrant's age read under 18 still holds: it is the same entrant.
  const consent = await db.selectFrom("drop_entries").select("guardian_consent_at").where("id", "=", id).executeTakeFirst();
  const backToPending = before.status === "approved" && awaitsGuardianConsent(fields.age, consent?.guardian_consent_at ?? null);
  await db
    .updateTable("drop_entries")
    .set({
      ...entryColumnsOf(fields),
      ...(backToPending ? { status: "pending" as const, reviewed_by: null, reviewed_at: null } : {}),
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", id)
    .execute();
  await recordAudit(db, {
    actor: staff,
    action: "drop-entry-edit",
    target: id,
    detail: backToPending ? { fields: changed, status: "pending" } : { fields: changed },
  });
  entriesChanged();
  return backToPending ? "back-to-pending" : "done";
}
