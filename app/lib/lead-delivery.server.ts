// The outbox worker: POSTs each stored lead to LEAD_WEBHOOK_URL until the webhook takes it.
// Rows are claimed with a short lease (and SKIP LOCKED on PostgreSQL), so several instances can
// run it and a crashed one's rows are picked up again; the database is the queue, so a restart
// resumes where the last process stopped.
import { setMaxListeners } from "node:events";
import http from "node:http";
import https from "node:https";
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
  // Each webhook request in flight listens for the stop (a whole batch at once).
  setMaxListeners(batchSize + 10, stopping.signal);
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

  const target = new URL(settings.url);
  const agent = new (target.protocol === "https:" ? https : http).Agent({ keepAlive: true, maxSockets: batchSize });

  /** Attempts one delivery; returns the webhook's 2xx status when it took the lead (the row is then marked with its batch). */
  async function deliver(row: Claimed, lead: Lead | undefined): Promise<number | undefined> {
    let status: number | null = null;
    let problem: string;
    let retryAfterMs: number | undefined;
    if (!lead) {
      problem = "lead missing";
    } else {
      try {
        const response = await postJson(target, agent, JSON.stringify(webhookBody(lead)), row.idempotency_key, timeoutMs, stopping.signal);
        status = response.status;
        if (status >= 200 && status < 300) return status;
        problem = `HTTP ${status}`;
        retryAfterMs = parseRetryAfter(response.retryAfter);
      } catch (error) {
        if (stopping.signal.aborted) {
          // Shutting down: not an attempt; the next process (or instance) takes the row at once.
          await db.updateTable("webhook_deliveries").set({ locked_until: null }).where("lead_id", "=", row.lead_id).execute();
          return undefined;
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
      log.error(
        { leadId: row.lead_id, status: status ?? problem, attempts },
        "lead delivery failed; giving up (npm run leads -- retry-failed)",
      );
      return undefined;
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
    return undefined;
  }

  /** Marks a batch's delivered rows: one statement per status the webhook answered (usually one). */
  async function markDelivered(rows: Claimed[], statuses: Array<number | undefined>) {
    const byStatus = new Map<number, string[]>();
    rows.forEach((row, i) => {
      const status = statuses[i];
      if (status !== undefined) byStatus.set(status, [...(byStatus.get(status) ?? []), row.lead_id]);
    });
    const at = new Date().toISOString();
    for (const [status, ids] of byStatus) {
      await db
        .updateTable("webhook_deliveries")
        .set((eb) => ({
          status: "delivered",
          attempts: eb("attempts", "+", 1),
          last_status: status,
          last_error: null,
          delivered_at: at,
          locked_until: null,
          updated_at: at,
        }))
        .where("lead_id", "in", ids)
        .execute();
    }
  }

  /** Delivers one batch; returns how many rows it claimed. */
  async function runBatch() {
    const rows = await claim();
    if (!rows.length) return 0;
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
    const statuses = await Promise.all(rows.map((row) => deliver(row, byId.get(row.lead_id))));
    await markDelivered(rows, statuses);
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
      .catch((error) =>
        log.error({ err: { type: error?.name, code: error?.code } }, "lead delivery cycle failed; retrying at the next poll"),
      )
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
      agent.destroy();
      if (active === worker) active = undefined;
    },
  };
  active = worker;
  wake();
  return worker;
}

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
function postJson(url: URL, agent: http.Agent, body: string, idempotencyKey: string, timeoutMs: number, signal: AbortSignal) {
  return new Promise<{ status: number; retryAfter: string | null }>((resolve, reject) => {
    const headers = {
      "Content-Type": "application/json",
      "Content-Length": Buffer.byteLength(body),
      "Idempotency-Key": idempotencyKey,
      "User-Agent": "wyp-site-lead-delivery",
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
