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
/** How long a delivered row waits for others to be marked with it. */
const MARK_BATCH_MS = 10;
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
  const key = webhookKey(settings.secret) ?? notASecret();
  const timeoutMs = settings.timeoutMs ?? TIMEOUT_MS;
  const concurrency = settings.concurrency ?? CONCURRENCY;
  const giveUpAt = maxAttempts(settings);
  const postgres = dialectOf(db) === "postgres";
  const target = new URL(settings.url);
  const label = webhookLabel(settings.url);
  const agent = new (target.protocol === "https:" ? https : http).Agent({ keepAlive: true, maxSockets: concurrency });
  const stopping = new AbortController();
  // Each webhook request in flight listens for the stop.
  setMaxListeners(concurrency + 10, stopping.signal);

  const inFlight = new Set<Promise<void>>();
  /** Delivered rows' marks not yet written. */
  const marks = new Set<Promise<void>>();
  /** Delivered rows waiting for the UPDATE that marks them. */
  const toMark: Array<{ leadId: string; status: number; attempt: WebhookAttempt; resolve(): void; reject(error: unknown): void }> = [];
  let marking = false;
  let markTimer: NodeJS.Timeout | undefined;
  let paused = false;
  /** Whether due rows may be waiting beyond what the last claim took. */
  let mayHaveMore = true;
  let filling: Promise<void> | undefined;
  let fillAgain = false;
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;

  async function claim(limit: number): Promise<Claimed[]> {
    const now = new Date();
    const nowIso = now.toISOString();
    const lease = new Date(now.getTime() + LEASE_MS).toISOString();
    // SQLite runs one writer at a time, so its plain UPDATE is already an exclusive claim.
    const skipLocked = postgres ? sql`for update skip locked` : sql``;
    const result = await sql<Claimed>`
      update webhook_deliveries set locked_until = ${lease}, updated_at = ${nowIso}
      where lead_id in (
        select lead_id from webhook_deliveries
        where status = 'pending' and next_attempt_at <= ${nowIso} and (locked_until is null or locked_until < ${nowIso})
        order by next_attempt_at
        limit ${limit}
        ${skipLocked}
      )
      returning lead_id, idempotency_key, attempts`.execute(db);
    return result.rows;
  }

  /**
   * Claims as many due rows as there are free slots and starts them; again while rows keep coming.
   * While deliveries are in flight it waits until half the slots are free: under a stream of
   * sign-ups, claiming for each freed slot cost one claiming UPDATE (a write, which on SQLite
   * queues behind the sign-ups' own inserts) and one read per lead; claiming half a window at a
   * time costs a few per second. An idle worker still claims a single new lead at once.
   */
  async function fill() {
    while (!stopping.signal.aborted && !paused) {
      const free = concurrency - inFlight.size;
      if (free <= 0 || (inFlight.size > 0 && free < Math.ceil(concurrency / 2))) return;
      const rows = await claim(free);
      mayHaveMore = rows.length === free;
      if (!rows.length) return;
      const leads = await db
        .selectFrom("leads")
        .selectAll()
        .where(
          "id",
          "in",
          rows.map((row) => row.lead_id),
        )
        .execute();
      const byId = new Map(leads.map((lead) => [lead.id, lead]));
      for (const row of rows) {
        const attempt: Promise<void> = deliver(row, byId.get(row.lead_id))
          .catch((error) => log.error({ err: errorSummary(error), leadId: row.lead_id }, "lead delivery attempt could not be recorded"))
          .finally(() => {
            inFlight.delete(attempt);
            // A freed slot takes the next due row at once when there may be one.
            if (mayHaveMore) schedule();
          });
        inFlight.add(attempt);
      }
      if (!mayHaveMore) return;
    }
  }

  /** Runs fill() once at a time; a call while it runs makes it run again after. */
  function schedule() {
    if (stopping.signal.aborted) return;
    if (filling) {
      fillAgain = true;
      return;
    }
    filling = (async () => {
      do {
        fillAgain = false;
        await fill();
      } while (fillAgain && !stopping.signal.aborted);
    })()
      .catch((error) => log.error({ err: errorSummary(error) }, "lead delivery cycle failed; retrying at the next poll"))
      .finally(() => (filling = undefined));
  }

  function wake() {
    mayHaveMore = true;
    schedule();
  }

  /** Every poll: re-reads the pause (an operator may have resumed it) and looks for due rows. */
  function poll() {
    polling = readPause().finally(() => {
      polling = undefined;
      wake();
      if (!stopping.signal.aborted) timer = setTimeout(poll, settings.pollMs);
    });
  }

  async function readPause() {
    try {
      const pause = await db.selectFrom("webhook_pauses").selectAll().where("url", "=", settings.url).executeTakeFirst();
      if (pause && !paused) log.warn({ webhook: label, status: pause.status, since: pause.paused_at }, PAUSED_MESSAGE);
      if (!pause && paused) log.info({ webhook: label }, "lead webhook resumed; delivering");
      paused = Boolean(pause);
    } catch (error) {
      log.error({ err: errorSummary(error) }, "could not read the lead webhook's pause; retrying at the next poll");
    }
  }

  /** One attempt at one row; records the outcome (delivered rows are marked in batches). */
  async function deliver(row: Claimed, lead: Lead | undefined) {
    let status: number | null = null;
    let problem: string;
    let retryAfterMs: number | undefined;
    const startedAt = Date.now();
    if (!lead) {
      problem = "lead missing";
    } else {
      try {
        const body = JSON.stringify(webhookBody(lead));
        const headers = { ...signedHeaders(key, row.idempotency_key, body), "Idempotency-Key": row.idempotency_key };
        const response = await postJson(target, agent, body, headers, timeoutMs, stopping.signal);
        status = response.status;
        if (status >= 200 && status < 300) {
          // The slot is free once the webhook answered; the mark follows with the next batch
          // (the row's lease keeps it from being claimed again meanwhile).
          const marked = markDelivered(row.lead_id, status, attemptRecord(row.lead_id, startedAt, status, null))
            .catch((error) => log.error({ err: errorSummary(error), leadId: row.lead_id }, "lead delivery could not be marked delivered"))
            .finally(() => marks.delete(marked));
          marks.add(marked);
          return;
        }
        if (status === GONE) return pause(row, status, attemptRecord(row.lead_id, startedAt, status, `HTTP ${status}`));
        problem = `HTTP ${status}`;
        retryAfterMs = parseRetryAfter(response.retryAfter);
      } catch (error) {
        // Shutting down: not an attempt; the next process (or instance) takes the row at once.
        if (stopping.signal.aborted) return release(row);
        problem = failureReason(error, timeoutMs);
      }
    }
    const attempts = row.attempts + 1;
    const at = new Date();
    const attempt = attemptRecord(row.lead_id, startedAt, status, problem);
    if (attempts >= giveUpAt) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("webhook_deliveries")
          .set({ status: "failed", attempts, last_status: status, last_error: problem, locked_until: null, updated_at: at.toISOString() })
          .where("lead_id", "=", row.lead_id)
          .execute();
        await trx.insertInto("webhook_attempts").values(attempt).execute();
      });
      log.error(
        { leadId: row.lead_id, status: status ?? problem, attempts },
        "lead delivery failed; giving up (npm run leads -- retry-failed)",
      );
      return;
    }
    const wait = Math.max(retryDelay(attempts, settings), Math.min(retryAfterMs ?? 0, settings.giveUpAfterMs));
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("webhook_deliveries")
        .set({
          attempts,
          last_status: status,
          last_error: problem,
          next_attempt_at: new Date(at.getTime() + wait).toISOString(),
          locked_until: null,
          updated_at: at.toISOString(),
        })
        .where("lead_id", "=", row.lead_id)
        .execute();
      await trx.insertInto("webhook_attempts").values(attempt).execute();
    });
    log.warn({ leadId: row.lead_id, status: status ?? problem, attempts, retryInMs: wait }, "lead delivery will be retried");
  }

  /** Gives the row back untouched: it is sent first once deliveries go on. */
  async function release(row: Claimed) {
    await db.updateTable("webhook_deliveries").set({ locked_until: null }).where("lead_id", "=", row.lead_id).execute();
  }

  /** 410 Gone: stop sending to this URL, keep the queue, and say so once. */
  async function pause(row: Claimed, status: number, attempt: WebhookAttempt) {
    const wasPaused = paused;
    paused = true;
    await db
      .insertInto("webhook_pauses")
      .values({ url: settings.url, status, paused_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.column("url").doNothing())
      .execute();
    await db.insertInto("webhook_attempts").values(attempt).execute();
    await release(row);
    if (!wasPaused) log.error({ webhook: label, status, leadId: row.lead_id }, PAUSED_MESSAGE);
  }

  /**
   * Marks a delivered row; resolves once it is marked. Rows delivered within MARK_BATCH_MS of each
   * other, or while an UPDATE runs, are marked together: one transaction and one statement per
   * answered status, not one per row. Without the short wait every row was a batch of its own
   * (SQLite answers synchronously, so nothing else had arrived yet), and its two extra commits
   * per lead were most of what a sign-up cost the worker.
   */
  function markDelivered(leadId: string, status: number, attempt: WebhookAttempt) {
    return new Promise<void>((resolve, reject) => {
      toMark.push({ leadId, status, attempt, resolve, reject });
      if (!marking && !markTimer) markTimer = setTimeout(() => void markWaiting(), MARK_BATCH_MS);
    });
  }

  async function markWaiting() {
    markTimer = undefined;
    marking = true;
    while (toMark.length) {
      const batch = toMark.splice(0);
      try {
        const byStatus = new Map<number, string[]>();
        for (const row of batch) byStatus.set(row.status, [...(byStatus.get(row.status) ?? []), row.leadId]);
        const at = new Date().toISOString();
        await db.transaction().execute(async (trx) => {
          for (const [answered, ids] of byStatus) {
            await trx
              .updateTable("webhook_deliveries")
              .set((eb) => ({
                status: "delivered",
                attempts: eb("attempts", "+", 1),
                last_status: answered,
                last_error: null,
                delivered_at: at,
                locked_until: null,
                updated_at: at,
              }))
              .where("lead_id", "in", ids)
              .execute();
          }
          await trx
            .insertInto("webhook_attempts")
            .values(batch.map((row) => row.attempt))
            .execute();
        });
        for (const row of batch) row.resolve();
      } catch (error) {
        for (const row of batch) row.reject(error);
      }
    }
    // Set in the same step as the last check above, so no row can be left waiting.
    marking = false;
  }

  const worker: LeadDeliveryWorker = {
    wake,
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await polling;
      await filling;
      await Promise.allSettled([...inFlight]);
      await Promise.allSettled([...marks]);
      agent.destroy();
      if (active === worker) active = undefined;
    },
  };
  active = worker;
  poll();
  return worker;
}

function notASecret(): never {
  throw new Error("the lead webhook secret is not a whsec_ secret");
}

const PAUSED_MESSAGE = "lead webhook answered 410 Gone: deliveries are paused, leads are kept (npm run leads -- resume)";

function failureReason(error: unknown, timeoutMs: number) {
  const named = error as { name?: string; code?: string };
  if (named?.name === "TimeoutError") return `timeout after ${timeoutMs / 1000} s`;
  return named?.code ?? named?.name ?? "network error";
}

/**
 * One webhook POST over a kept-alive connection (node:http: a fraction of fetch's cost per
 * request, measured with bench:leads). Redirects are not followed: a 3xx is a failed attempt.
 * Resolves with the status and Retry-After once the answer's body is read and thrown away.
 */
function postJson(url: URL, agent: http.Agent, body: string, signed: Record<string, string>, timeoutMs: number, signal: AbortSignal) {
  return new Promise<{ status: number; retryAfter: string | null }>((resolve, reject) => {
    const headers = {
      "Content-Type": "application/json",
      "Content-Length": Buffer.byteLength(body),
      "User-Agent": "wyp-site-lead-delivery",
      ...signed,
    };
    const request = (url.protocol === "https:" ? https : http).request(url, { method: "POST", headers, agent, signal }, (response) => {
      const retryAfter = response.headers["retry-after"] ?? null;
      response.on("error", fail);
      response.on("end", () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, retryAfter });
      });
      response.resume();
    });
    const timer = setTimeout(
      () => request.destroy(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { name: "TimeoutError" })),
      timeoutMs,
    );
    function fail(error: Error) {
      clearTimeout(timer);
      reject(error);
    }
    request.on("error", fail);
    request.end(body);
  });
}
