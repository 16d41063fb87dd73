// One Weekly Drop vote, from a request's few relevant parts to the answer; the host's endpoint
// table (server/endpoints.ts) turns it into the HTTP answer. A visitor has one vote per week and
// may move it until voting closes. It counts only in the voting window (the page clock) and only
// for an approved entry of that week (from the content cache): the vote itself is one upsert,
// written in batches like likes. Stuffing meets the likes' defences (ADR 0024).
import { sql } from "kysely";
import type { Db } from "../../../db/connect";
import { voteRefusals } from "~/features/weekly-drop/copy/voting.en";
import { countedWrite, errorReply, retryAfter, type WriteReply, type WriteRequest } from "~/platform/counted-write.server";
import { type CarriedNotice, takeNotice } from "~/platform/carried-notice.server";
import { weeklyDropVotePath, type PublicWeeklyDropEntry, WEEKLY_DROP_PATH } from "./entries";
import { approvedEntries } from "./entries.server";
import { artworkAltIn } from "./artwork-alt.server";
import { getDb } from "~/platform/db.server";
import { visitorIdOf } from "~/platform/visitor.server";
import { type Locale, localeOf, localePath } from "~/platform/locale";
import { locales } from "~/platform/translation";
import { logger } from "~/platform/logger.server";
import { datedPageHeaders, pageNow } from "~/platform/page-clock.server";
import { type WeeklyDropPhase, type WeeklyDropWeek, weeklyDropPhaseAt, formatDeadline } from "./cycle";
import { batchedWriters, bind, WritesOverloadedError } from "~/platform/write-batches.server";
import { weeklyDropVoting } from "~/features/weekly-drop/copy/voting";

const MAX_ID_LENGTH = 200;

/** The contest page in each language: the only places a vote without JavaScript returns to. */
const weeklyDropPages = locales.map((locale) => localePath(locale, WEEKLY_DROP_PATH));

/**
 * Where a vote without JavaScript returns to: the voting section of the contest page it was posted
 * from (the form's `returnTo`, English or Spanish), the English page for anything else.
 */
export function voteReturnPath(returnTo: unknown): string {
  const page = weeklyDropPages.find((path) => path === returnTo) ?? WEEKLY_DROP_PATH;
  return `${page}#${weeklyDropVoting.en.sectionId}`;
}

/** What a script is told: never a count while voting is open (no bandwagon). */
export type VoteResult = { entryId: string; week: WeeklyDropWeek; moved: boolean };

/** "new": a first vote this week; "moved": from another entry; "same": it was on this entry already. */
export type VoteOutcome = "new" | "moved" | "same";

export type VoteReply = WriteReply<VoteResult | { error: string; reason: VoteRefusalReason }> & { outcome?: VoteOutcome };

const reply: (...args: Parameters<typeof errorReply>) => VoteReply = errorReply;

/** Why a vote did not count, by name: the JSON answer carries it beside the English text. */
export type VoteRefusalReason = keyof typeof voteRefusals;

/**
 * A refusal of ours: `error` in English (the endpoint is not a page and has no language of its
 * own) and `reason`, so a page in another language shows its own words for it (components/voting.tsx).
 */
function refuse(status: number, reason: VoteRefusalReason, headers?: Record<string, string>): VoteReply {
  const answer = reply(status, voteRefusals[reason], headers);
  return { ...answer, body: { ...answer.body, reason } };
}

/** Outside the voting days: when voting opens, or that it closed and when the winner comes. */
export function votingShutMessage({ phase, times }: WeeklyDropPhase, locale: Locale): string {
  const text = weeklyDropVoting[locale];
  return phase === "counting"
    ? text.closed(formatDeadline(times.announcement, locale))
    : text.opens(formatDeadline(times.votingOpens, locale));
}

export async function voteForEntry(input: WriteRequest): Promise<VoteReply> {
  const { id } = input;
  if (!id || id.length > MAX_ID_LENGTH) return refuse(404, "notFound");
  const current = weeklyDropPhaseAt(pageNow());
  // In English, without a reason: the Spanish page shows its own "voting is closed" notice.
  if (current.phase !== "voting") return reply(409, votingShutMessage(current, "en"));
  const { week } = current.times;
  const db = getDb();
  const entry = (await approvedEntries(db, week)).find((candidate) => candidate.id === id);
  if (!entry) return refuse(404, "notFound");

  let outcome: Awaited<ReturnType<typeof countedWrite<VoteOutcome>>>;
  try {
    outcome = await countedWrite({
      ...input,
      rate: "votes",
      target: id,
      quotas: { young: "entry-votes-new", everyone: "entry-votes" },
      write: (visitor) => castVote(db, week, id, visitor.id),
      counted: (result) => result !== "same",
    });
  } catch (error) {
    if (error instanceof WritesOverloadedError) return refuse(503, "busy", retryAfter(5));
    throw error;
  }
  if (!outcome.ok) return refuse(429, outcome.refusal, retryAfter(outcome.retryAfter));
  return {
    status: 200,
    headers: { "Cache-Control": "no-store" },
    setCookie: outcome.setCookie,
    outcome: outcome.result,
    body: { entryId: id, week, moved: outcome.result === "moved" },
  };
}

/** The entry this visitor's vote is on this week, if any: what the page marks "Your vote". */
export async function currentVote(db: Db, week: WeeklyDropWeek, visitorId: string): Promise<string | null> {
  // By the primary key (week, visitor_id).
  const row = await db
    .selectFrom("drop_votes")
    .select("entry_id")
    .where((eb) => eb.and({ week, visitor_id: visitorId }))
    .executeTakeFirst();
  return row?.entry_id ?? null;
}

/** An entry on the ballot: the entry, and where a vote for it is posted (the page's scripts need no address table). */
export type BallotEntry = PublicWeeklyDropEntry & { votePath: string; /** Its image described in the page's language. */ alt: string };

/** What the page's voting section shows this visitor. */
export type VotingSection =
  | {
      open: true;
      /** Each with the address a vote for it is posted to. */
      entries: BallotEntry[];
      /** The page a vote without JavaScript comes back to: this one, in its language. */
      returnTo: string;
      /** The entry with this visitor's vote. */ myVote: string | null;
      notice: CarriedNotice | null;
    }
  | { open: false; /** When voting opens, or that it closed. */ line: string; notice: CarriedNotice | null };

/**
 * The page's voting section for this request, and the headers its answer needs: a visitor's own
 * vote (or a notice meant for them) makes the page theirs, so no shared cache may keep it.
 */
export async function votingSectionFor(request: Request): Promise<{ section: VotingSection; headers: Headers }> {
  const { notice, headers } = takeNotice(request);
  const visitorId = visitorIdOf(request);
  headers.set("Cache-Control", visitorId || notice ? "private, no-store" : datedPageHeaders["Cache-Control"]);
  headers.set("Vary", "Cookie");
  const current = weeklyDropPhaseAt(pageNow());
  if (current.phase !== "voting") {
    const locale = localeOf(new URL(request.url).pathname);
    return { section: { open: false, line: votingShutMessage(current, locale), notice }, headers };
  }
  const db = getDb();
  const { week } = current.times;
  const [entries, myVote] = await Promise.all([
    approvedEntries(db, week),
    // The marker is a nicety: without it the entries and their Vote buttons still work.
    visitorId
      ? currentVote(db, week, visitorId).catch((error: unknown) => {
          logger.warn({ err: error }, "the visitor's vote could not be read");
          return null;
        })
      : null,
  ]);
  const locale = localeOf(new URL(request.url).pathname);
  const altOf = artworkAltIn(locale);
  const withPaths = entries.map((entry) => ({ ...entry, votePath: weeklyDropVotePath(entry.id), alt: altOf(entry.title, entry) }));
  const returnTo = localePath(locale, WEEKLY_DROP_PATH);
  return { section: { open: true, entries: withPaths, returnTo, myVote, notice }, headers };
}

type VoteJob = { week: WeeklyDropWeek; entryId: string; visitorId: string; at: string };

/**
 * Records a visitor's vote for the week: one upsert on (week, visitor), which rewrites the entry
 * only when it changes. The row it returns says whether the vote was new or moved; no row means
 * it was on this entry already.
 */
export function castVote(db: Db, week: WeeklyDropWeek, entryId: string, visitorId: string): Promise<VoteOutcome> {
  return voteWriterFor(db).add({ week, entryId, visitorId, at: distinctNow() });
}

let lastMs = 0;
let inSameMs = 0;

/**
 * Now, to the microsecond and never the same twice in this process: a new row is told from a
 * moved one by created_at = updated_at, and a double click's two votes can share a millisecond.
 */
function distinctNow(): string {
  const now = Date.now();
  if (now > lastMs) [lastMs, inSameMs] = [now, 0];
  else if (++inSameMs > 999) [lastMs, inSameMs] = [lastMs + 1, 0];
  return `${new Date(lastMs).toISOString().slice(0, -1)}${String(inSameMs).padStart(3, "0")}Z`;
}

const voteWriterFor = batchedWriters((db: Db) => {
  const upsert = compileVoteUpsert(db);
  return {
    overloaded: () => new WritesOverloadedError("too many votes waiting"),
    write: (votes: VoteJob[]) => writeVotes(db, upsert, votes),
  };
});

/** One transaction, the rows in key order so two PostgreSQL instances lock them in the same order. */
function writeVotes(db: Db, upsert: ReturnType<typeof compileVoteUpsert>, votes: VoteJob[]): Promise<VoteOutcome[]> {
  const key = (vote: VoteJob) => `${vote.week}\u0000${vote.visitorId}`;
  const order = votes.map((_, i) => i).sort((a, b) => (key(votes[a]) < key(votes[b]) ? -1 : key(votes[a]) > key(votes[b]) ? 1 : 0));
  return db.transaction().execute(async (trx) => {
    const outcomes: VoteOutcome[] = [];
    for (const i of order) {
      const vote = votes[i];
      const { rows } = await trx.executeQuery<{ fresh: unknown }>(
        bind(upsert, { [WEEK]: vote.week, [ENTRY_ID]: vote.entryId, [VISITOR_ID]: vote.visitorId, [AT]: vote.at }),
      );
      // SQLite answers 1/0, PostgreSQL true/false.
      outcomes[i] = rows.length === 0 ? "same" : rows[0].fresh === true || Number(rows[0].fresh) === 1 ? "new" : "moved";
    }
    return outcomes;
  });
}

const WEEK = "\u0000week";
const ENTRY_ID = "\u0000entry-id";
const VISITOR_ID = "\u0000visitor-id";
const AT = "\u0000at";

// A new row has created_at = updated_at; a moved one keeps its first created_at.
function compileVoteUpsert(db: Db) {
  return db
    .insertInto("drop_votes")
    .values({ week: WEEK, visitor_id: VISITOR_ID, entry_id: ENTRY_ID, created_at: AT, updated_at: AT })
    .onConflict((oc) =>
      oc
        .columns(["week", "visitor_id"])
        .doUpdateSet((eb) => ({ entry_id: eb.ref("excluded.entry_id"), updated_at: eb.ref("excluded.updated_at") }))
        .where((eb) => eb("drop_votes.entry_id", "<>", eb.ref("excluded.entry_id"))),
    )
    .returning(sql<unknown>`drop_votes.created_at = drop_votes.updated_at`.as("fresh"))
    .compile();
}
