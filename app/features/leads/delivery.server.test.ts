import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CLAIMER_LOCK_SPACE } from "~/features/leads/claimer-lock.server";
import { maxAttempts, retryDelay, retryFailedDeliveries, startLeadDelivery, type DeliverySettings } from "~/features/leads/delivery.server";
import { storeLead } from "~/features/leads/store.server";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/support/databases";
import { mentorSignUp } from "../../../tests/support/leads";
import { documentedWebhookVerifier, runOperatorCommand } from "../../../tests/integration/operator";
import { captureLog, startWebhookReceiver, testWebhookSecret, waitFor } from "../../../tests/support/webhook-receiver";

const mentor = mentorSignUp("art", { phone: "+1 212 555 0100", program: "gallery" });

describe("retry schedule", () => {
  const defaults = { baseMs: 2_000, maxMs: 3_600_000, giveUpAfterMs: 24 * 3_600_000 };

  it("retries first within 5 s, doubles, never waits more than an hour", () => {
    expect(retryDelay(1, defaults, () => 1)).toBeLessThanOrEqual(5_000);
    expect(retryDelay(2, defaults, () => 1)).toBe(4_000);
    expect(retryDelay(40, defaults, () => 1)).toBe(3_600_000);
    expect(retryDelay(40, defaults, () => 0)).toBeLessThan(3_600_000);
  });

  it("keeps retrying for at least 24 hours even with the shortest jitter", () => {
    const attempts = maxAttempts(defaults);
    let shortest = 0;
    for (let n = 1; n < attempts; n++) shortest += retryDelay(n, defaults, () => 0);
    expect(shortest).toBeGreaterThanOrEqual(24 * 3_600_000);
  });
});

// The signature check of docs/operations/leads.md, as a receiver would paste it.
let verify: Awaited<ReturnType<typeof documentedWebhookVerifier>>;
beforeAll(async () => {
  verify = await documentedWebhookVerifier();
});

describe.each(testDialects())("lead delivery worker on %s", (dialect) => {
  let database: TestDatabase;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const stops: Array<() => Promise<void>> = [];

  beforeEach(async () => {
    [database, receiver] = await Promise.all([createTestDatabase(dialect), startWebhookReceiver()]);
  });
  afterEach(async () => {
    await Promise.all(stops.splice(0).map((stop) => stop()));
    await receiver.close().catch(() => {});
    await database.destroy();
  });

  const settings = (overrides: Partial<DeliverySettings> = {}): DeliverySettings => ({
    url: receiver.url,
    secret: testWebhookSecret,
    pollMs: 50,
    baseMs: 100,
    maxMs: 400,
    giveUpAfterMs: 60_000,
    ...overrides,
  });
  const start = (overrides?: Partial<DeliverySettings>, log?: never) => {
    const worker = startLeadDelivery(database.db, settings(overrides), log ?? captureLog().log);
    stops.push(() => worker.stop());
    return worker;
  };

  it("posts the spec's JSON body with kind, source, language and time, and marks the row delivered", async () => {
    const id = await storeLead(database.db, "mentor", mentor);
    start();
    await waitFor(() => receiver.delivered().size === 1, 5_000, "the delivery");
    const [request] = receiver.received;
    const row = await database.db.selectFrom("webhook_deliveries").selectAll().where("lead_id", "=", id!).executeTakeFirstOrThrow();
    expect(request.body).toEqual({ ...mentor, kind: "mentor", locale: "en", submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(request.idempotencyKey).toBe(row.idempotency_key);
    await waitFor(
      async () => (await database.db.selectFrom("webhook_deliveries").select("status").executeTakeFirst())?.status === "delivered",
      2_000,
      "status delivered",
    );
  });

  it("tells the webhook a Spanish sign-up's language, so the team answers in Spanish", async () => {
    await storeLead(database.db, "newsletter", { source: "footer", email: "familia@example.org" }, "es");
    start();
    await waitFor(() => receiver.delivered().size === 1, 5_000, "the delivery");
    expect(receiver.received[0].body).toMatchObject({ email: "familia@example.org", kind: "newsletter", locale: "es" });
  });

  it("stores a lead with its queued delivery, and a repeated newsletter address once, with one delivery", async () => {
    const id = await storeLead(database.db, "mentor", mentor);
    const queued = await database.db.selectFrom("webhook_deliveries").selectAll().where("lead_id", "=", id!).executeTakeFirstOrThrow();
    expect(queued).toMatchObject({ status: "pending", attempts: 0 });
    const stored = await database.db.selectFrom("leads").select("created_at").where("id", "=", id!).executeTakeFirstOrThrow();
    expect(queued.next_attempt_at).toBe(stored.created_at);

    expect(await storeLead(database.db, "newsletter", { source: "footer", email: "twice@example.org" })).toEqual(expect.any(String));
    expect(await storeLead(database.db, "newsletter", { source: "art", email: "twice@example.org" })).toBeUndefined();
    const leads = await database.db.selectFrom("leads").select("id").where("email", "=", "twice@example.org").execute();
    expect(leads).toHaveLength(1);
    const deliveries = await database.db.selectFrom("webhook_deliveries").select("lead_id").execute();
    expect(deliveries.map((row) => row.lead_id).sort()).toEqual([id, leads[0].id].sort());
  });

  it("retries a failing webhook with the same Idempotency-Key and honours Retry-After", async () => {
    receiver.answer(503, { "Retry-After": "1" });
    await storeLead(database.db, "crown", { source: "sport", firstName: "Ana", lastName: "B", email: "ana@example.org" });
    start();
    await waitFor(() => receiver.received.length === 2, 5_000, "a second attempt");
    const gap = Date.now();
    receiver.answer(200);
    await waitFor(() => receiver.delivered().size === 1, 5_000, "the delivery after recovery");
    const keys = new Set(receiver.received.map((r) => r.idempotencyKey));
    expect(keys.size).toBe(1);
    // Retry-After: 1 is longer than this schedule's 100-400 ms, so attempts are at least ~1 s apart.
    expect(receiver.received.length).toBeLessThanOrEqual(3);
    expect(Date.now() - gap).toBeGreaterThan(500);
  });

  it("gives up after its span, marks the delivery failed and logs only the lead id and status", async () => {
    receiver.answer(500);
    const id = await storeLead(database.db, "mentor", mentor);
    const { lines, log } = captureLog();
    start({ baseMs: 20, maxMs: 40, giveUpAfterMs: 150 }, log);
    await waitFor(
      async () => (await database.db.selectFrom("webhook_deliveries").select("status").executeTakeFirst())?.status === "failed",
      5_000,
      "status failed",
    );
    const failure = lines.find((line) => line.level === "error");
    expect(failure?.fields).toMatchObject({ leadId: id, status: 500 });
    expect(JSON.stringify(lines)).not.toMatch(/maya|reyes|555/i);
  });

  it("never delivers a lead twice when two workers run side by side", async () => {
    for (let i = 0; i < 60; i++) await storeLead(database.db, "newsletter", { source: "footer", email: `n${i}@example.org` });
    start({ concurrency: 7 });
    start({ concurrency: 7 });
    await waitFor(() => receiver.delivered().size === 60, 10_000, "60 deliveries");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received.length).toBe(60);
  });

  // A killed instance's claims would otherwise wait out their 60 s lease (the fault suite's kill -9).
  it.runIf(dialect === "postgres")("sends at once a lead a killed worker had claimed, and never one a running worker holds", async () => {
    const db = database.db;
    const killed = await storeLead(db, "newsletter", { source: "footer", email: "killed@example.org" });
    const held = await storeLead(db, "newsletter", { source: "footer", email: "held@example.org" });
    const lease = new Date(Date.now() + 60_000).toISOString();
    const claim = (leadId: string | undefined, lockedBy: number) =>
      db.updateTable("webhook_deliveries").set({ locked_until: lease, locked_by: lockedBy }).where("lead_id", "=", leadId!).execute();
    // Another instance, running: it holds its number's lock on a connection of its own.
    await db.connection().execute(async (running) => {
      await sql`select pg_advisory_lock(${CLAIMER_LOCK_SPACE}, 4242)`.execute(running);
      try {
        await claim(held, 4242);
        await claim(killed, 4343);
        start();
        await waitFor(() => receiver.delivered().size === 1, 5_000, "the killed worker's lead");
        // A lead stored after: once it is sent, the worker has claimed since, and passed the held one by.
        await storeLead(db, "newsletter", { source: "footer", email: "later@example.org" });
        await waitFor(() => receiver.delivered().size === 2, 5_000, "the later lead");
        expect(receiver.received.map((request) => request.body.email)).toEqual(["killed@example.org", "later@example.org"]);
        const row = await db.selectFrom("webhook_deliveries").selectAll().where("lead_id", "=", held!).executeTakeFirstOrThrow();
        expect(row).toMatchObject({ status: "pending", locked_by: 4242 });
      } finally {
        await sql`select pg_advisory_unlock(${CLAIMER_LOCK_SPACE}, 4242)`.execute(running);
      }
    });
  });

  const deliveryRows = () => database.db.selectFrom("webhook_deliveries").selectAll().execute();
  const newsletter = (email: string) => ({ source: "footer", email }) as const;

  it("signs every delivery so the documented check accepts it, and only as it was sent", async () => {
    await storeLead(database.db, "mentor", mentor);
    start();
    await waitFor(() => receiver.delivered().size === 1, 5_000, "the delivery");
    const [{ headers, raw }] = receiver.received;
    const [row] = await deliveryRows();

    expect(verify(testWebhookSecret, headers, raw)).toBe(true);
    expect(headers["webhook-id"]).toBe(row.idempotency_key);
    expect(headers["idempotency-key"]).toBe(row.idempotency_key);
    expect(headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    // A changed body, another secret, another id or a replay after the tolerance all fail.
    expect(verify(testWebhookSecret, headers, raw.replace("Maya", "Mara"))).toBe(false);
    expect(verify(`whsec_${randomBytes(32).toString("base64")}`, headers, raw)).toBe(false);
    expect(verify(testWebhookSecret, { ...headers, "webhook-id": "another" }, raw)).toBe(false);
    const sentAt = Number(headers["webhook-timestamp"]);
    expect(Math.abs(sentAt - Date.now() / 1000)).toBeLessThan(60);
    expect(verify(testWebhookSecret, headers, raw, -1)).toBe(false);
  });

  it("signs each retry afresh under the same webhook-id", async () => {
    receiver.answer(503);
    await storeLead(database.db, "newsletter", newsletter("ana@example.org"));
    start();
    await waitFor(() => receiver.received.length >= 2, 5_000, "a retry");
    receiver.answer(200);
    await waitFor(() => receiver.delivered().size === 1, 5_000, "the delivery after recovery");
    expect(new Set(receiver.received.map((request) => request.headers["webhook-id"])).size).toBe(1);
    for (const request of receiver.received) expect(verify(testWebhookSecret, request.headers, request.raw)).toBe(true);
  });

  it("pauses on 410 Gone, keeps the leads through a restart, and resumes when the operator says so", async () => {
    receiver.answer(410);
    await storeLead(database.db, "newsletter", newsletter("first@example.org"));
    const { lines, log } = captureLog();
    const worker = start({}, log);
    await waitFor(() => receiver.received.length === 1, 5_000, "the first attempt");

    // More leads, wake-ups and a restarted worker: nothing more goes to the gone URL.
    for (const email of ["b@example.org", "c@example.org", "d@example.org"]) await storeLead(database.db, "newsletter", newsletter(email));
    worker.wake();
    await worker.stop();
    const restarted = captureLog();
    start({}, restarted.log);
    await waitFor(() => restarted.lines.some((line) => line.level === "warn"), 5_000, "the warning at start");
    await new Promise((resolve) => setTimeout(resolve, 500)); // ten polls of 50 ms
    expect(receiver.received).toHaveLength(1);
    expect((await deliveryRows()).map((row) => [row.status, row.attempts])).toEqual(Array(4).fill(["pending", 0]));
    const paused = lines.find((line) => line.level === "error");
    expect(paused?.message).toContain("npm run leads -- resume");
    expect(paused?.fields).toMatchObject({ status: 410, webhook: receiver.url });
    expect(JSON.stringify([...lines, ...restarted.lines])).not.toContain("@example.org");

    const stats = await runOperatorCommand("scripts/leads.ts", ["stats"], database);
    expect(stats.stdout).toContain(`Webhook PAUSED since`);
    expect(stats.stdout).toContain(`${receiver.url} answered 410; leads are kept. Resume with: npm run leads -- resume`);
    expect(stats.stdout).toMatch(/pending\s+4/);

    receiver.answer(200);
    const resumed = await runOperatorCommand("scripts/leads.ts", ["resume"], database);
    expect(resumed.stdout).toContain(`Resumed ${receiver.url}`);
    await waitFor(() => receiver.delivered().size === 4, 5_000, "the four queued leads");
    expect((await runOperatorCommand("scripts/leads.ts", ["stats"], database)).stdout).not.toContain("PAUSED");
    const keysByEmail = new Map<unknown, Set<unknown>>();
    for (const request of receiver.received) {
      keysByEmail.set(request.body.email, (keysByEmail.get(request.body.email) ?? new Set()).add(request.headers["webhook-id"]));
    }
    expect([...keysByEmail.values()].map((keys) => keys.size)).toEqual([1, 1, 1, 1]);
  });

  it("logs every attempt with its answer and duration, and the failed one can be retried alone", async () => {
    receiver.answer(500);
    const failing = await storeLead(database.db, "mentor", mentor);
    const other = await storeLead(database.db, "newsletter", newsletter("other@example.org"));
    start({ baseMs: 20, maxMs: 40, giveUpAfterMs: 100 });
    await waitFor(async () => (await deliveryRows()).every((row) => row.status === "failed"), 5_000, "both failed");
    const attempts = await database.db.selectFrom("webhook_attempts").selectAll().where("lead_id", "=", failing!).orderBy("at").execute();
    const row = (await deliveryRows()).find((delivery) => delivery.lead_id === failing);
    expect(attempts).toHaveLength(row!.attempts);
    expect(attempts.every((attempt) => attempt.status === 500 && attempt.error === "HTTP 500" && attempt.duration_ms >= 0)).toBe(true);

    receiver.answer(200);
    expect(await retryFailedDeliveries(database.db, failing)).toBe(1);
    await waitFor(() => receiver.delivered().size === 1, 5_000, "the retried delivery");
    await waitFor(
      async () => (await deliveryRows()).find((delivery) => delivery.lead_id === failing)?.status === "delivered",
      2_000,
      "marked delivered",
    );
    const after = await database.db
      .selectFrom("webhook_attempts")
      .selectAll()
      .where("lead_id", "=", failing!)
      .orderBy("at", "desc")
      .execute();
    expect(after[0]).toMatchObject({ status: 200, error: null });
    expect((await deliveryRows()).find((delivery) => delivery.lead_id === other)?.status).toBe("failed");
  });

  it("keeps delivering new leads while the receiver hangs on one", async () => {
    receiver.stall((body) => body.email === "slow@example.org");
    await storeLead(database.db, "newsletter", newsletter("slow@example.org"));
    const worker = start({ timeoutMs: 120_000, concurrency: 4 });
    await waitFor(() => receiver.stalled.length === 1, 5_000, "the hung request");

    for (let i = 0; i < 10; i++) await storeLead(database.db, "newsletter", newsletter(`quick${i}@example.org`));
    worker.wake();
    await waitFor(() => receiver.delivered().size === 10, 10_000, "ten deliveries past the hung one");
    await waitFor(
      async () => (await deliveryRows()).filter((row) => row.status === "delivered").length === 10,
      5_000,
      "ten rows marked delivered",
    );
    expect(receiver.stalled).toHaveLength(1);
    expect((await deliveryRows()).filter((row) => row.status === "pending")).toHaveLength(1);
  });
});
