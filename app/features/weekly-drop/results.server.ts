// The Weekly Drop's results: each week's winner announced on Monday at noon (New York), added to
// Recent Winners and the gallery, and, when staff withhold a win, handed to the next entry.
import { sql } from "kysely";
import type { Db } from "../../../db/connect";
import type { WeeklyDropEntryRow } from "../../../db/schema";
import { recordAudit } from "~/platform/audit-log.server";
import type { PublicWeeklyDropEntry } from "./entries";
import type { PublicWeekResults, ResultsView } from "./results";
import { publicEntryOf } from "./entries.server";
import { addItem, removeItem } from "~/features/gallery/admin.server";
import { databaseNow } from "~/platform/database-now.server";
import { errorSummary, logger as defaultLogger } from "~/platform/logger.server";
import { contentCache } from "~/platform/content-cache.server";
import { type WeeklyDropWeek, weeklyDropPhaseAt, lastAnnouncedWeekAt, weekTimes } from "./cycle";
import { insertWinnerRow } from "./prize-and-winners.server";
import { runPeriodically } from "~/platform/periodic.server";
import { shownToEveryone } from "./shown-entries.server";
import { ADULT_AGE } from "./entry-rules";

/**
 * An entry of a week with its votes, in the order of the result: most votes, then the earlier
 * submission. `shown`: anyone may see it (approved, a minor's with a guardian's consent).
 */
export type RankedEntry = WeeklyDropEntryRow & { votes: number; shown: boolean };

/** Every entry of a week (any status) with its vote count, ranked as the announcement ranks them. */
export async function rankedEntries(db: Db, week: WeeklyDropWeek): Promise<RankedEntry[]> {
  const rows = await db
    .selectFrom("drop_entries")
    .selectAll("drop_entries")
    .select((eb) =>
      eb
        .selectFrom("drop_votes")
        .select(sql<number>`count(*)`.as("n"))
        .whereRef("drop_votes.entry_id", "=", "drop_entries.id")
        .as("votes"),
    )
    .select((eb) => shownToEveryone(eb).as("shown"))
    .where("week", "=", week)
    .execute();
  return rows
    .map((row) => ({ ...row, votes: Number(row.votes ?? 0), shown: Boolean(row.shown) }))
    .sort((a, b) => b.votes - a.votes || compareSubmission(a, b));
}

/** Earlier submission first; the id settles two entries sent at the same instant. */
function compareSubmission(a: WeeklyDropEntryRow, b: WeeklyDropEntryRow) {
  const at = new Date(a.created_at).getTime() - new Date(b.created_at).getTime();
  return at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The entry that wins a week now: the first of the ranking anyone may see (withheld, rejected and
 * pending never do, nor a minor's without a guardian's consent: the win puts it in the gallery).
 */
async function currentWinner(db: Db, week: WeeklyDropWeek): Promise<RankedEntry | undefined> {
  return (await rankedEntries(db, week)).find((entry) => entry.shown);
}

/** "13-15" or "16-19": the age groups the gallery's works carry. */
export function ageGroupOf(age: number): string {
  return age <= 15 ? "13-15" : "16-19";
}

/** Adds a winning entry to Recent Winners and the gallery (open gallery pages hear the new work). */
async function publishWinner(trx: Db, week: WeeklyDropWeek, entry: WeeklyDropEntryRow) {
  const winner = await insertWinnerRow(
    trx,
    {
      announced: week,
      artworkTitle: entry.title,
      // The title the entrant gave, in whatever language they wrote it: the same on both pages.
      artworkTitleEs: entry.title,
      artistFirstName: entry.first_name,
      artistLastInitial: entry.last_initial,
      age: Number(entry.age),
      borough: entry.borough,
      place: entry.place,
    },
    { image_url: entry.image_url, entry_id: entry.id },
  );
  const item = await addItem(trx, {
    title: entry.title,
    description: entry.description,
    image_url: entry.image_url,
    artist_name: `${entry.first_name} ${entry.last_initial}.`,
    age_group: ageGroupOf(Number(entry.age)),
    drop_week: week,
  });
  return { drop_winner_id: winner.id, gallery_item_id: item.id };
}

/** Weeks whose announcement is due at `now`, that have entries and no result yet, oldest first. */
async function dueWeeks(db: Db, now: Date): Promise<WeeklyDropWeek[]> {
  const rows = await db
    .selectFrom("drop_entries")
    .select("week")
    .distinct()
    .where("week", "<=", lastAnnouncedWeekAt(now))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("drop_results").select("drop_results.week").whereRef("drop_results.week", "=", "drop_entries.week"))),
    )
    .orderBy("week")
    .execute();
  return rows.map((row) => row.week as WeeklyDropWeek).filter((week) => weekTimes(week).announcement.getTime() <= now.getTime());
}

/**
 * Announces one week, unless a result exists. The result row is inserted first: its primary key
 * makes a second instance (or a second call) wait for the first and then find the week settled.
 * True when this call settled it.
 */
export async function settleWeek(db: Db, week: WeeklyDropWeek): Promise<boolean> {
  const settled = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("drop_results")
      .values({ week, winner_entry_id: null, announced_at: databaseNow(trx), updated_at: databaseNow(trx) })
      .onConflict((oc) => oc.column("week").doNothing())
      .returning("week")
      .executeTakeFirst();
    if (!claimed) return null;
    const winner = await currentWinner(trx, week);
    const added = winner ? await publishWinner(trx, week, winner) : { drop_winner_id: null, gallery_item_id: null };
    await trx
      .updateTable("drop_results")
      .set({ winner_entry_id: winner?.id ?? null, ...added })
      .where("week", "=", week)
      .execute();
    await recordAudit(trx, {
      actor: null,
      action: "drop-announce",
      target: week,
      detail: { week, winnerEntryId: winner?.id ?? null, votes: winner?.votes ?? 0 },
    });
    return true;
  });
  if (settled) contentCache.invalidate();
  return settled === true;
}

/** Settles every week due at `now` (see settleWeek); returns the weeks this call settled. */
export async function settleDueWeeks(db: Db, now: Date): Promise<WeeklyDropWeek[]> {
  const done: WeeklyDropWeek[] = [];
  for (const week of await dueWeeks(db, now)) {
    if (await settleWeek(db, week)) done.push(week);
  }
  return done;
}

/** Whether the latest due week still waits for its result (the page then settles it before rendering). */
export async function latestWeekUnsettled(db: Db, now: Date): Promise<boolean> {
  const week = lastAnnouncedWeekAt(now);
  const [entry, result] = await Promise.all([
    db.selectFrom("drop_entries").select("id").where("week", "=", week).executeTakeFirst(),
    db.selectFrom("drop_results").select("week").where("week", "=", week).executeTakeFirst(),
  ]);
  return Boolean(entry) && !result;
}

export const SETTLE_INTERVAL_MS = 60_000;

type Logger = Pick<typeof defaultLogger, "info" | "error">;

/** Settles due weeks now and then every minute until stopped (registered with the host's services). */
export function startResultsAnnouncer(db: Db, now: () => Date, log: Logger = defaultLogger) {
  return runPeriodically(
    SETTLE_INTERVAL_MS,
    async () => {
      const weeks = await settleDueWeeks(db, now());
      if (weeks.length) log.info({ weeks }, "weekly drop results announced");
    },
    (error) => log.error({ err: errorSummary(error) }, "weekly drop announcement failed; trying again in a minute"),
  );
}

export type WeekResult = {
  week: WeeklyDropWeek;
  winnerEntryId: string | null;
  announcedAt: string;
  winnerContactedAt: string | null;
  prizeSentAt: string | null;
};

const isoOrNull = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/** A week's result, or undefined before it is announced. */
export async function readResult(db: Db, week: WeeklyDropWeek): Promise<WeekResult | undefined> {
  const row = await db.selectFrom("drop_results").selectAll().where("week", "=", week).executeTakeFirst();
  return (
    row && {
      week: row.week as WeeklyDropWeek,
      winnerEntryId: row.winner_entry_id,
      announcedAt: new Date(row.announced_at).toISOString(),
      winnerContactedAt: isoOrNull(row.winner_contacted_at),
      prizeSentAt: isoOrNull(row.prize_sent_at),
    }
  );
}

export class WithholdError extends Error {
  constructor(readonly reason: "no-result" | "not-winner") {
    super(reason === "no-result" ? "the week has no announced result" : "that entry is not the week's winner (any more)");
  }
}

/**
 * Withholds a week's win: the winning entry becomes 'withheld' (the reason kept), its Recent
 * Winners row and gallery work go, and the next entry of the ranking wins in their place (or
 * nobody, when none is left). `entryId` is the winner the staff member saw: a second submit of
 * the same form must not withhold the next winner too. Returns the new winner's id.
 */
export async function withholdResult(
  db: Db,
  input: { week: WeeklyDropWeek; entryId: string; reason: string; actor: { id: string; email: string } },
): Promise<{ next: string | null }> {
  const next = await db.transaction().execute(async (trx) => {
    const result = await trx.selectFrom("drop_results").selectAll().where("week", "=", input.week).executeTakeFirst();
    if (!result) throw new WithholdError("no-result");
    // The conditional update locks the row on PostgreSQL; a concurrent withhold finds another winner and stops.
    const taken = await trx
      .updateTable("drop_results")
      // The next winner has not been contacted, whatever was done for this one.
      .set({
        winner_entry_id: null,
        drop_winner_id: null,
        gallery_item_id: null,
        winner_contacted_at: null,
        prize_sent_at: null,
        updated_at: databaseNow(trx),
      })
      .where("week", "=", input.week)
      .where("winner_entry_id", "=", input.entryId)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) throw new WithholdError("not-winner");
    await trx
      .updateTable("drop_entries")
      .set({
        status: "withheld",
        review_reason: input.reason,
        reviewed_by: input.actor.email,
        reviewed_at: databaseNow(trx),
        updated_at: databaseNow(trx),
      })
      .where("id", "=", input.entryId)
      .execute();
    if (result.drop_winner_id) await trx.deleteFrom("drop_winners").where("id", "=", result.drop_winner_id).execute();
    // The image stays: the entry (now withheld) still shows it to staff, and the next winner has its own.
    if (result.gallery_item_id) await removeItem(trx, result.gallery_item_id).catch(() => undefined);
    const winner = await currentWinner(trx, input.week);
    if (winner) {
      const added = await publishWinner(trx, input.week, winner);
      await trx
        .updateTable("drop_results")
        .set({ winner_entry_id: winner.id, ...added })
        .where("week", "=", input.week)
        .execute();
    }
    await recordAudit(trx, {
      actor: input.actor,
      action: "drop-withhold",
      target: input.week,
      detail: { week: input.week, withheldEntryId: input.entryId, nextEntryId: winner?.id ?? null, reason: input.reason },
    });
    return winner?.id ?? null;
  });
  contentCache.invalidate();
  return { next };
}

/** After a win is announced, staff contact the winner, then send the prize: each step is marked once. */
export type WinnerStep = "contacted" | "prize-sent";

export class WinnerStepError extends Error {
  constructor(readonly reason: "not-winner" | "not-contacted") {
    super(reason === "not-winner" ? "that entry is not the week's winner (any more)" : "the winner has not been contacted yet");
  }
}

const stepColumns = { contacted: "winner_contacted_at", "prize-sent": "prize_sent_at" } as const;

/**
 * Marks a step of the winner's prize done (audited). `entryId` is the winner the staff member saw,
 * so a form opened before a withhold cannot mark the next winner. The prize is sent only after the
 * winner was contacted. False when the step was already marked (nothing changes, nothing audited).
 */
export async function markWinnerStep(
  db: Db,
  input: { week: WeeklyDropWeek; entryId: string; step: WinnerStep; actor: { id: string; email: string } },
): Promise<boolean> {
  const column = stepColumns[input.step];
  return db.transaction().execute(async (trx) => {
    // The conditional update locks the row on PostgreSQL, so two clicks audit one change.
    let update = trx
      .updateTable("drop_results")
      .set({ [column]: databaseNow(trx), updated_at: databaseNow(trx) })
      .where("week", "=", input.week)
      .where("winner_entry_id", "=", input.entryId)
      .where(column, "is", null);
    if (input.step === "prize-sent") update = update.where("winner_contacted_at", "is not", null);
    const marked = Number((await update.executeTakeFirst()).numUpdatedRows) > 0;
    if (!marked) {
      const row = await trx
        .selectFrom("drop_results")
        .select(["winner_entry_id", "winner_contacted_at", column])
        .where("week", "=", input.week)
        .executeTakeFirst();
      if (!row || row.winner_entry_id !== input.entryId) throw new WinnerStepError("not-winner");
      if (input.step === "prize-sent" && row.winner_contacted_at === null) throw new WinnerStepError("not-contacted");
      return false;
    }
    await recordAudit(trx, {
      actor: input.actor,
      action: input.step === "contacted" ? "drop-winner-contacted" : "drop-prize-sent",
      target: input.week,
      detail: { week: input.week, entryId: input.entryId },
    });
    return true;
  });
}

/** A winner whose prize is not done yet: to contact, or contacted and the prize still to send. */
export type WinnerToDo = { week: WeeklyDropWeek; title: string; step: "contact" | "send-prize" };

/** Every announced winner not yet contacted or whose prize is not yet sent, oldest week first. */
export async function winnersToFollowUp(db: Db): Promise<WinnerToDo[]> {
  const rows = await db
    .selectFrom("drop_results")
    .innerJoin("drop_entries", "drop_entries.id", "drop_results.winner_entry_id")
    .select(["drop_results.week", "drop_entries.title", "drop_results.winner_contacted_at"])
    .where((eb) => eb.or([eb("drop_results.winner_contacted_at", "is", null), eb("drop_results.prize_sent_at", "is", null)]))
    .orderBy("drop_results.week")
    .execute();
  return rows.map((row) => ({
    week: row.week as WeeklyDropWeek,
    title: row.title,
    step: row.winner_contacted_at === null ? "contact" : "send-prize",
  }));
}

/** A week on the console's results list. */
export type WeekSummary = {
  week: WeeklyDropWeek;
  entries: number;
  votes: number;
  winner: { id: string; title: string } | null;
  settled: boolean;
};

/** Every week with entries or a result, newest first. */
export async function listWeekSummaries(db: Db): Promise<WeekSummary[]> {
  const [entryCounts, voteCounts, results] = await Promise.all([
    db
      .selectFrom("drop_entries")
      .select(["week", sql<number>`count(*)`.as("n")])
      .groupBy("week")
      .execute(),
    db
      .selectFrom("drop_votes")
      .select(["week", sql<number>`count(*)`.as("n")])
      .groupBy("week")
      .execute(),
    db
      .selectFrom("drop_results")
      .leftJoin("drop_entries", "drop_entries.id", "drop_results.winner_entry_id")
      .select(["drop_results.week", "drop_results.winner_entry_id", "drop_entries.title"])
      .execute(),
  ]);
  const weeks = new Set<string>([...entryCounts.map((r) => r.week), ...results.map((r) => r.week)]);
  const count = (rows: { week: string; n: number }[], week: string) => Number(rows.find((r) => r.week === week)?.n ?? 0);
  return [...weeks]
    .sort((a, b) => (a < b ? 1 : -1))
    .map((week) => {
      const result = results.find((r) => r.week === week);
      return {
        week: week as WeeklyDropWeek,
        entries: count(entryCounts, week),
        votes: count(voteCounts, week),
        winner: result?.winner_entry_id ? { id: result.winner_entry_id, title: result.title ?? "" } : null,
        settled: Boolean(result),
      };
    });
}

export async function readPublicResults(db: Db, week: WeeklyDropWeek): Promise<PublicWeekResults | null> {
  const [result, ranked] = await Promise.all([readResult(db, week), rankedEntries(db, week)]);
  if (!result) return null;
  const shown = ranked.filter((entry) => entry.shown).map((entry) => ({ ...publicEntryOf(entry), votes: entry.votes }));
  return { week, winner: shown.find((entry) => entry.id === result.winnerEntryId) ?? null, ranked: shown };
}

/** The same from the content cache: every change to a result or an entry drops it. */
export function publicResults(db: Db, week: WeeklyDropWeek): Promise<PublicWeekResults | null> {
  return contentCache.get(`weekly-drop-results:${week}`, () => readPublicResults(db, week));
}

/** The last week this process found settled or without entries: nothing can change that, so no query asks again. */
let checkedWeek: WeeklyDropWeek | undefined;

/**
 * Settles the latest due week before a page shows it, so the page is right at 12:00:00 even
 * between the announcer's ticks.
 */
export async function settleBeforeShowing(db: Db, now: Date) {
  const week = lastAnnouncedWeekAt(now);
  if (checkedWeek === week) return;
  if (await latestWeekUnsettled(db, now)) await settleDueWeeks(db, now);
  checkedWeek = week;
}

/** The results part of /art/weekly-prize at `now` (see ResultsView), settling the due week first. */
export async function resultsViewAt(db: Db, now: Date): Promise<ResultsView> {
  const { phase } = weeklyDropPhaseAt(now);
  if (phase === "counting") return { kind: "counting" };
  if (phase === "voting") return null;
  await settleBeforeShowing(db, now);
  const results = await publicResults(db, lastAnnouncedWeekAt(now));
  return results && { kind: "results", results };
}

/** A week as the console shows it: the tally, the result, and the winner's contact (the one place it is shown). */
export type WeekDetail = {
  week: WeeklyDropWeek;
  announcedAt: string | null;
  tally: {
    id: string;
    title: string;
    byline: PublicWeeklyDropEntry;
    status: WeeklyDropEntryRow["status"];
    votes: number;
    submittedAt: string;
  }[];
  winner: {
    id: string;
    title: string;
    votes: number;
    firstName: string;
    lastInitial: string;
    email: string;
    /** Under ADULT_AGE: the parent or guardian whose consent is on record, the first to reach about the prize. */
    guardian: { name: string; contact: string } | null;
    contactedAt: string | null;
    prizeSentAt: string | null;
  } | null;
};

/** A minor winner's parent or guardian, when their consent is on record (a win needs it). */
function guardianToReach(entry: WeeklyDropEntryRow): { name: string; contact: string } | null {
  if (entry.age >= ADULT_AGE || !entry.guardian_consent_at || !entry.guardian_name || !entry.guardian_contact) return null;
  return { name: entry.guardian_name, contact: entry.guardian_contact };
}

export async function readWeekDetail(db: Db, week: WeeklyDropWeek): Promise<WeekDetail | undefined> {
  const [result, ranked] = await Promise.all([readResult(db, week), rankedEntries(db, week)]);
  if (!result && ranked.length === 0) return undefined;
  const won = ranked.find((entry) => entry.id === result?.winnerEntryId);
  return {
    week,
    announcedAt: result?.announcedAt ?? null,
    // Emails stay behind except the winner's.
    tally: ranked.map((entry) => ({
      id: entry.id,
      title: entry.title,
      byline: publicEntryOf(entry),
      status: entry.status,
      votes: entry.votes,
      submittedAt: new Date(entry.created_at).toISOString(),
    })),
    winner: won
      ? {
          id: won.id,
          title: won.title,
          votes: won.votes,
          firstName: won.first_name,
          lastInitial: won.last_initial,
          email: won.email,
          guardian: guardianToReach(won),
          contactedAt: result?.winnerContactedAt ?? null,
          prizeSentAt: result?.prizeSentAt ?? null,
        }
      : null,
  };
}
