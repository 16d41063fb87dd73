// The outbox worker: POSTs each stored lead to LEAD_WEBHOOK_URL, signed, until the webhook takes
// it. Rows are claimed with a lease (and SKIP LOCKED on PostgreSQL), so several instances can run
// it and a crashed one's rows are picked up again; the database is the queue, so a restart
// resumes where the last process stopped. Deliveries run side by side up to a cap, each with its
// own timeout, so a slow answer to one lead never holds up the next ones.
import { randomUUID } from "node:crypto";
import { setMaxListeners } from "node:events";
import http from "node:http";
import https from "node:https";
import { sql } from "kysely";
import type { Lead, WebhookAttempt } from "../../../db/schema";
import { dialectOf } from "../../../db/dialect";
import type { Db } from "~/platform/db.server";
import { errorSummary, logger as defaultLogger } from "~/platform/logger.server";
import { signedHeaders, webhookKey } from "~/platform/webhook-signature.server";
import { ClaimerLock, claimerAlive } from "./claimer-lock.server";
import { DeliveredMarks } from "./delivered-marks.server";
import { failureReason, postJson } from "./webhook-post.server";

export type DeliverySettings = {
  url: string;
  /** `whsec_` + base64: the key every delivery is signed with (Standard Webhooks). */
  secret: string;
  pollMs: number;
  /** First retry delay; doubles per attempt. */
  baseMs: number;
  /** Longest delay between attempts. */
  maxMs: number;
  /** Retry for at least this long before giving up. */
  giveUpAfterMs: number;
  timeoutMs?: number;
  /** Deliveries in flight at once. */
  concurrency?: number;
};

type Logger = Pick<typeof defaultLogger, "info" | "warn" | "error">;

const TIMEOUT_MS = 10_000;
const CONCURRENCY = 16;
// The answer that pauses a webhook until an operator resumes it: the receiver says it is gone for good.
const GONE = 410;
// Longer than one attempt can take, so a live worker never loses its claim mid-request.
const LEASE_MS = 60_000;
// Jitter keeps at least this share of each delay, so the give-up span below is a lower bound.
const MIN_JITTER = 0.75;

/** The wait before the next attempt, after `attempts` attempts have failed. */
export function retryDelay(attempts: number, settings: Pick<DeliverySettings, "baseMs" | "maxMs">, random = Math.random) {
  const step = Math.min(settings.maxMs, settings.baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(step * (MIN_JITTER + (1 - MIN_JITTER) * random()));
}

/** How many attempts it takes for the shortest possible retry waits to add up to the give-up span. */
export function maxAttempts(settings: Pick<DeliverySettings, "baseMs" | "maxMs" | "giveUpAfterMs">) {
  let attempts = 1;
  let waited = 0;
  while (waited < settings.giveUpAfterMs) {
    waited += retryDelay(attempts, settings, () => 0);
    attempts += 1;
  }
  return attempts;
}

/** Retry-After as milliseconds: delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The JSON the webhook receives: the spec's fields, plus kind, source, language, time and the kind's own fields. */
export function webhookBody(lead: Lead) {
  const details = JSON.parse(lead.details) as Record<string, string>;
  return {
    ...(lead.first_name !== null && { firstName: lead.first_name }),
    ...(lead.last_name !== null && { lastName: lead.last_name }),
    email: lead.email,
    ...(lead.phone !== null && { phone: lead.phone }),
    ...details,
    kind: lead.kind,
    source: lead.source,
    locale: lead.locale,
    submittedAt: lead.created_at,
  };
}

type Claimed = { lead_id: string; idempotency_key: string; attempts: number };

/** The log row of one attempt: what the staff inbox shows under a lead's delivery. */
function attemptRecord(leadId: string, startedAt: number, status: number | null, error: string | null): WebhookAttempt {
  return { id: randomUUID(), lead_id: leadId, at: new Date(startedAt).toISOString(), status, error, duration_ms: Date.now() - startedAt };
}

/**
 * Queues failed deliveries again, from the first attempt: one lead's, or every failed one. Returns
 * how many were queued; a running worker sends them within its poll interval (the console also
 * wakes its own). The CLI's retry-failed and the staff inbox both use this.
 */
export async function retryFailedDeliveries(db: Db, leadId?: string) {
  const now = new Date().toISOString();
  let query = db
    .updateTable("webhook_deliveries")
    .set({ status: "pending", attempts: 0, next_attempt_at: now, locked_until: null, updated_at: now })
    .where("status", "=", "failed");
  if (leadId !== undefined) query = query.where("lead_id", "=", leadId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export type LeadDeliveryWorker = { wake(): void; stop(): Promise<void> };

let active: LeadDeliveryWorker | undefined;

/** Starts a delivery at once after a lead is stored, instead of at the next poll. */
export function wakeLeadDelivery() {
  active?.wake();
}

/** The webhook address as logs and the CLI show it: no credentials, no query string. */
export function webhookLabel(url: string) {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

/** Webhooks paused by a 410, oldest first. */
export function pausedWebhooks(db: Db) {
  return db.selectFrom("webhook_pauses").selectAll().orderBy("paused_at").execute();
}

/** Resumes every paused webhook; running servers send again within their poll interval. */
export async function resumeWebhooks(db: Db) {
  const resumed = await pausedWebhooks(db);
  await db.deleteFrom("webhook_pauses").execute();
  return resumed;
}

/**
 * Frees the claims of a process that is gone, so its leads go out at once instead of after the
 * lease. Only for SQLite at boot, where this server is the file's only deliverer; on PostgreSQL
 * other instances may hold live claims, and the lease frees a dead one's rows.
 */
export async function releaseClaims(db: Db) {
  const result = await db
    .updateTable("webhook_deliveries")
    .set({ locked_until: null })
    .where("status", "=", "pending")
    .where("locked_until", "is not", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function startLeadDelivery(db: Db, settings: DeliverySettings, log: Logger = defaultLogger): LeadDeliveryWorker {
  const worker = new DeliveryWorker(db, settings, log);
  const handle: LeadDeliveryWorker = {
    wake: () => worker.wake(),
    async stop() {
      await worker.stop();
      if (active === handle) active = undefined;
    },
  };
  active = handle;
  // Claims carry the worker's number from the first one on (the lock is taken, or failed once, first).
  void (worker.claimer?.start() ?? Promise.resolve()).then(() => worker.poll());
  return handle;
}

/** What one attempt ended with, when it did not deliver: the answer's status, or why there was none. */
type Failure = { status: number | null; problem: string; retryAfterMs?: number };

/** The outbox worker of one process: claims due rows, sends them side by side, records each outcome. */
class DeliveryWorker {
  private readonly key: Buffer;
  private readonly timeoutMs: number;
  private readonly concurrency: number;
  private readonly giveUpAt: number;
  private readonly postgres: boolean;
  private readonly target: URL;
  private readonly label: string;
  private readonly agent: http.Agent;
  private readonly stopping = new AbortController();
  private readonly marks: DeliveredMarks;
  /** PostgreSQL only: the lock that tells other instances this worker's claims are live. */
  readonly claimer: ClaimerLock | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  /** Delivered rows' marks not yet written. */
  private readonly marking = new Set<Promise<void>>();
  private paused = false;
  /** Whether due rows may be waiting beyond what the last claim took. */
  private mayHaveMore = true;
  private filling: Promise<void> | undefined;
  private fillAgain = false;
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly settings: DeliverySettings,
    private readonly log: Logger,
  ) {
    this.key = webhookKey(settings.secret) ?? notASecret();
    this.timeoutMs = settings.timeoutMs ?? TIMEOUT_MS;
    this.concurrency = settings.concurrency ?? CONCURRENCY;
    this.giveUpAt = maxAttempts(settings);
    this.postgres = dialectOf(db) === "postgres";
    this.target = new URL(settings.url);
    this.label = webhookLabel(settings.url);
    this.agent = new (this.target.protocol === "https:" ? https : http).Agent({ keepAlive: true, maxSockets: this.concurrency });
    this.marks = new DeliveredMarks(db);
    this.claimer = this.postgres ? new ClaimerLock(db, log) : undefined;
    // Each webhook request in flight listens for the stop.
    setMaxListeners(this.concurrency + 10, this.stopping.signal);
  }

  private async claim(limit: number): Promise<Claimed[]> {
    const now = new Date();
    const nowIso = now.toISOString();
    const lease = new Date(now.getTime() + LEASE_MS).toISOString();
    // SQLite runs one writer at a time, so its plain UPDATE is already an exclusive claim; there a
    // killed process's claims are freed when the server starts (releaseClaims).
    const skipLocked = this.postgres ? sql`for update skip locked` : sql``;
    // On PostgreSQL a claim is free before its lease runs out when the worker that made it is gone.
    const claimerGone = this.claimer ? sql`or (locked_by is not null and not ${claimerAlive})` : sql``;
    const result = await sql<Claimed>`
      update webhook_deliveries set locked_until = ${lease}, locked_by = ${this.claimer?.number ?? null}, updated_at = ${nowIso}
      where lead_id in (
        select lead_id from webhook_deliveries
        where status = 'pending' and next_attempt_at <= ${nowIso} and (locked_until is null or locked_until < ${nowIso} ${claimerGone})
        order by next_attempt_at
        limit ${limit}
        ${skipLocked}
      )
      returning lead_id, idempotency_key, attempts`.execute(this.db);
    return result.rows;
  }

  /**
   * Claims as many due rows as there are free slots and starts them; again while rows keep coming.
   * While deliveries are in flight it waits until half the slots are free: under a stream of
   * sign-ups, claiming for each freed slot cost one claiming UPDATE (a write, which on SQLite
   * queues behind the sign-ups' own inserts) and one read per lead; claiming half a window at a
   * time costs a few per second. An idle worker still claims a single new lead at once.
   */
  private async fill() {
    while (!this.stopping.signal.aborted && !this.paused) {
      const free = this.concurrency - this.inFlight.size;
      if (free <= 0 || (this.inFlight.size > 0 && free < Math.ceil(this.concurrency / 2))) return;
      const rows = await this.claim(free);
      this.mayHaveMore = rows.length === free;
      if (!rows.length) return;
      const leads = await this.db
        .selectFrom("leads")
        .selectAll()
        .where(
          "id",
          "in",
          rows.map((row) => row.lead_id),
        )
        .execute();
      const byId = new Map(leads.map((lead) => [lead.id, lead]));
      for (const row of rows) this.start(row, byId.get(row.lead_id));
      if (!this.mayHaveMore) return;
    }
  }

  private start(row: Claimed, lead: Lead | undefined) {
    const attempt: Promise<void> = this.deliver(row, lead)
      .catch((error) => this.log.error({ err: errorSummary(error), leadId: row.lead_id }, "lead delivery attempt could not be recorded"))
      .finally(() => {
        this.inFlight.delete(attempt);
        // A freed slot takes the next due row at once when there may be one.
        if (this.mayHaveMore) this.schedule();
      });
    this.inFlight.add(attempt);
  }

  /** Runs fill() once at a time; a call while it runs makes it run again after. */
  private schedule() {
    if (this.stopping.signal.aborted) return;
    if (this.filling) {
      this.fillAgain = true;
      return;
    }
    this.filling = (async () => {
      do {
        this.fillAgain = false;
        await this.fill();
      } while (this.fillAgain && !this.stopping.signal.aborted);
    })()
      .catch((error) => this.log.error({ err: errorSummary(error) }, "lead delivery cycle failed; retrying at the next poll"))
      .finally(() => (this.filling = undefined));
  }

  wake() {
    this.mayHaveMore = true;
    this.schedule();
  }

  /** Every poll: re-reads the pause (an operator may have resumed it) and looks for due rows. */
  poll() {
    if (this.stopping.signal.aborted) return;
    this.polling = this.readPause().finally(() => {
      this.polling = undefined;
      this.wake();
      if (!this.stopping.signal.aborted) this.timer = setTimeout(() => this.poll(), this.settings.pollMs);
    });
  }

  private async readPause() {
    try {
      const pause = await this.db.selectFrom("webhook_pauses").selectAll().where("url", "=", this.settings.url).executeTakeFirst();
      if (pause && !this.paused) this.log.warn({ webhook: this.label, status: pause.status, since: pause.paused_at }, PAUSED_MESSAGE);
      if (!pause && this.paused) this.log.info({ webhook: this.label }, "lead webhook resumed; delivering");
      this.paused = Boolean(pause);
    } catch (error) {
      this.log.error({ err: errorSummary(error) }, "could not read the lead webhook's pause; retrying at the next poll");
    }
  }

  /** One attempt at one row; records the outcome (delivered rows are marked in batches). */
  private async deliver(row: Claimed, lead: Lead | undefined) {
    const startedAt = Date.now();
    if (!lead) return this.recordFailure(row, startedAt, { status: null, problem: "lead missing" });
    let status: number;
    let retryAfter: string | null;
    try {
      const body = JSON.stringify(webhookBody(lead));
      const headers = { ...signedHeaders(this.key, row.idempotency_key, body), "Idempotency-Key": row.idempotency_key };
      ({ status, retryAfter } = await postJson(this.target, this.agent, body, headers, this.timeoutMs, this.stopping.signal));
    } catch (error) {
      // Shutting down: not an attempt; the next process (or instance) takes the row at once.
      if (this.stopping.signal.aborted) return this.release(row);
      return this.recordFailure(row, startedAt, { status: null, problem: failureReason(error, this.timeoutMs) });
    }
    if (status >= 200 && status < 300) return this.delivered(row, startedAt, status);
    if (status === GONE) return this.pause(row, status, attemptRecord(row.lead_id, startedAt, status, `HTTP ${status}`));
    return this.recordFailure(row, startedAt, { status, problem: `HTTP ${status}`, retryAfterMs: parseRetryAfter(retryAfter) });
  }

  /**
   * The slot is free once the webhook answered; the mark follows with the next batch (the row's
   * lease keeps it from being claimed again meanwhile).
   */
  private delivered(row: Claimed, startedAt: number, status: number) {
    const marked = this.marks
      .mark(row.lead_id, status, attemptRecord(row.lead_id, startedAt, status, null))
      .catch((error) => this.log.error({ err: errorSummary(error), leadId: row.lead_id }, "lead delivery could not be marked delivered"))
      .finally(() => this.marking.delete(marked));
    this.marking.add(marked);
  }

  /** A failed attempt: retried after its delay, or given up once the attempts span the give-up time. */
  private async recordFailure(row: Claimed, startedAt: number, { status, problem, retryAfterMs }: Failure) {
    const attempts = row.attempts + 1;
    const at = new Date();
    const givingUp = attempts >= this.giveUpAt;
    const wait = Math.max(retryDelay(attempts, this.settings), Math.min(retryAfterMs ?? 0, this.settings.giveUpAfterMs));
    const next = givingUp ? { status: "failed" as const } : { next_attempt_at: new Date(at.getTime() + wait).toISOString() };
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("webhook_deliveries")
        .set({ ...next, attempts, last_status: status, last_error: problem, locked_until: null, updated_at: at.toISOString() })
        .where("lead_id", "=", row.lead_id)
        .execute();
      await trx
        .insertInto("webhook_attempts")
        .values(attemptRecord(row.lead_id, startedAt, status, problem))
        .execute();
    });
    if (givingUp)
      this.log.error(
        { leadId: row.lead_id, status: status ?? problem, attempts },
        "lead delivery failed; giving up (npm run leads -- retry-failed)",
      );
    else this.log.warn({ leadId: row.lead_id, status: status ?? problem, attempts, retryInMs: wait }, "lead delivery will be retried");
  }

  /** Gives the row back untouched: it is sent first once deliveries go on. */
  private async release(row: Claimed) {
    await this.db.updateTable("webhook_deliveries").set({ locked_until: null }).where("lead_id", "=", row.lead_id).execute();
  }

  /** 410 Gone: stop sending to this URL, keep the queue, and say so once. */
  private async pause(row: Claimed, status: number, attempt: WebhookAttempt) {
    const wasPaused = this.paused;
    this.paused = true;
    await this.db
      .insertInto("webhook_pauses")
      .values({ url: this.settings.url, status, paused_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.column("url").doNothing())
      .execute();
    await this.db.insertInto("webhook_attempts").values(attempt).execute();
    await this.release(row);
    if (!wasPaused) this.log.error({ webhook: this.label, status, leadId: row.lead_id }, PAUSED_MESSAGE);
  }

  async stop() {
    this.stopping.abort();
    clearTimeout(this.timer);
    await this.polling;
    await this.filling;
    await Promise.allSettled([...this.inFlight]);
    await Promise.allSettled([...this.marking]);
    await this.claimer?.stop();
    this.agent.destroy();
  }
}

function notASecret(): never {
  throw new Error("the lead webhook secret is not a whsec_ secret");
}

const PAUSED_MESSAGE = "lead webhook answered 410 Gone: deliveries are paused, leads are kept (npm run leads -- resume)";
