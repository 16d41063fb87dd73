// The outbox worker: POSTs each stored lead to LEAD_WEBHOOK_URL until the webhook takes it.
// Rows are claimed with a short lease (and SKIP LOCKED on PostgreSQL), so several instances can
// run it and a crashed one's rows are picked up again; the database is the queue, so a restart
// resumes where the last process stopped.
import { sql } from "kysely";
import type { Lead } from "../../db/schema";
import { dialectOf } from "../../db/dialect";
import type { Db } from "./db.server";
import { logger as defaultLogger } from "./logger.server";

export type DeliverySettings = {
  url: string;
  pollMs: number;
  /** First retry delay; doubles per attempt. */
  baseMs: number;
  /** Longest delay between attempts. */
  maxMs: number;
  /** Retry for at least this long before giving up. */
  giveUpAfterMs: number;
  timeoutMs?: number;
  batchSize?: number;
};

type Logger = Pick<typeof defaultLogger, "info" | "warn" | "error">;

const TIMEOUT_MS = 10_000;
const BATCH_SIZE = 25;
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

/** The JSON the webhook receives: the spec's fields, plus kind, source, time and the kind's own fields. */
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
    submittedAt: lead.created_at,
  };
}

type Claimed = { lead_id: string; idempotency_key: string; attempts: number };

export type LeadDeliveryWorker = { wake(): void; stop(): Promise<void> };

let active: LeadDeliveryWorker | undefined;

/** Starts a delivery at once after a lead is stored, instead of at the next poll. */
export function wakeLeadDelivery() {
  active?.wake();
}

export function startLeadDelivery(db: Db, settings: DeliverySettings, log: Logger = defaultLogger): LeadDeliveryWorker {
  const timeoutMs = settings.timeoutMs ?? TIMEOUT_MS;
  const batchSize = settings.batchSize ?? BATCH_SIZE;
  const giveUpAt = maxAttempts(settings);
  const postgres = dialectOf(db) === "postgres";
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wokenWhileRunning = false;

  async function claim(): Promise<Claimed[]> {
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
        limit ${batchSize}
        ${skipLocked}
      )
      returning lead_id, idempotency_key, attempts`.execute(db);
    return result.rows;
  }

  async function deliver(row: Claimed, lead: Lead | undefined) {
    let status: number | null = null;
    let problem: string;
    let retryAfterMs: number | undefined;
    if (!lead) {
      problem = "lead missing";
    } else {
      try {
        const response = await fetch(settings.url, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Idempotency-Key": row.idempotency_key, "User-Agent": "wyp-site-lead-delivery" },
          body: JSON.stringify(webhookBody(lead)),
          signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), stopping.signal]),
          redirect: "error",
        });
        status = response.status;
        await response.body?.cancel().catch(() => {});
        if (response.ok) {
          const at = new Date().toISOString();
          await db
            .updateTable("webhook_deliveries")
            .set({ status: "delivered", attempts: row.attempts + 1, last_status: status, last_error: null, delivered_at: at, locked_until: null, updated_at: at })
            .where("lead_id", "=", row.lead_id)
            .execute();
          return;
        }
        problem = `HTTP ${status}`;
        retryAfterMs = parseRetryAfter(response.headers.get("retry-after"));
      } catch (error) {
        if (stopping.signal.aborted) {
          // Shutting down: not an attempt; the next process (or instance) takes the row at once.
          await db.updateTable("webhook_deliveries").set({ locked_until: null }).where("lead_id", "=", row.lead_id).execute();
          return;
        }
        problem = failureReason(error, timeoutMs);
      }
    }
    const attempts = row.attempts + 1;
    const at = new Date();
    if (attempts >= giveUpAt) {
      await db
        .updateTable("webhook_deliveries")
        .set({ status: "failed", attempts, last_status: status, last_error: problem, locked_until: null, updated_at: at.toISOString() })
        .where("lead_id", "=", row.lead_id)
        .execute();
      log.error({ leadId: row.lead_id, status: status ?? problem, attempts }, "lead delivery failed; giving up (npm run leads -- retry-failed)");
      return;
    }
    const wait = Math.max(retryDelay(attempts, settings), Math.min(retryAfterMs ?? 0, settings.giveUpAfterMs));
    await db
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
    log.warn({ leadId: row.lead_id, status: status ?? problem, attempts, retryInMs: wait }, "lead delivery will be retried");
  }

  /** Delivers one batch; returns how many rows it claimed. */
  async function runBatch() {
    const rows = await claim();
    if (!rows.length) return 0;
    const leads = await db.selectFrom("leads").selectAll().where("id", "in", rows.map((row) => row.lead_id)).execute();
    const byId = new Map(leads.map((lead) => [lead.id, lead]));
    await Promise.all(rows.map((row) => deliver(row, byId.get(row.lead_id))));
    return rows.length;
  }

  async function cycle() {
    do {
      wokenWhileRunning = false;
      while (!stopping.signal.aborted && (await runBatch()) === batchSize);
    } while (wokenWhileRunning && !stopping.signal.aborted);
  }

  function wake() {
    if (stopping.signal.aborted) return;
    if (running) {
      wokenWhileRunning = true;
      return;
    }
    clearTimeout(timer);
    running = cycle()
      .catch((error) => log.error({ err: { type: error?.name, code: error?.code } }, "lead delivery cycle failed; retrying at the next poll"))
      .finally(() => {
        running = undefined;
        if (!stopping.signal.aborted) timer = setTimeout(wake, settings.pollMs);
      });
  }

  const worker: LeadDeliveryWorker = {
    wake,
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await running;
      if (active === worker) active = undefined;
    },
  };
  active = worker;
  wake();
  return worker;
}

function failureReason(error: unknown, timeoutMs: number) {
  const named = error as { name?: string; cause?: { code?: string } };
  if (named?.name === "TimeoutError") return `timeout after ${timeoutMs / 1000} s`;
  return named?.cause?.code ?? named?.name ?? "network error";
}
