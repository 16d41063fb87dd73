import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, testDialects, type TestDatabase } from "../../tests/support/databases";
import { startWebhookReceiver, waitFor } from "../../tests/support/webhook-receiver";
import { maxAttempts, retryDelay, startLeadDelivery, type DeliverySettings } from "./lead-delivery.server";
import { storeLead } from "./leads.server";

const mentor = {
  source: "art",
  firstName: "Maya",
  lastName: "Reyes",
  email: "maya@example.org",
  phone: "+1 212 555 0100",
  program: "gallery",
} as const;

function captureLog() {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const at = (level: string) => (fields: Record<string, unknown>, message: string) => void lines.push({ level, fields, message });
  return { lines, log: { info: at("info"), warn: at("warn"), error: at("error") } as never };
}

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

  it("posts the spec's JSON body with kind, source and time, and marks the row delivered", async () => {
    const id = await storeLead(database.db, "mentor", mentor);
    start();
    await waitFor(() => receiver.delivered().size === 1, 5_000, "the delivery");
    const [request] = receiver.received;
    const row = await database.db.selectFrom("webhook_deliveries").selectAll().where("lead_id", "=", id!).executeTakeFirstOrThrow();
    expect(request.body).toEqual({ ...mentor, kind: "mentor", submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(request.idempotencyKey).toBe(row.idempotency_key);
    await waitFor(
      async () => (await database.db.selectFrom("webhook_deliveries").select("status").executeTakeFirst())?.status === "delivered",
      2_000,
      "status delivered",
    );
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
    start({ batchSize: 7 });
    start({ batchSize: 7 });
    await waitFor(() => receiver.delivered().size === 60, 10_000, "60 deliveries");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received.length).toBe(60);
  });
});
