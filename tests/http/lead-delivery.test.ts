import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../support/databases";
import { useServer } from "../support/fixtures";
import { mentorPost } from "../support/leads";
import { startWebhookReceiver, testWebhookSecret, waitFor } from "../support/webhook-receiver";

// The real server and a local webhook: nothing a visitor submits may be lost to an outage.
describe.each(testDialects())("lead delivery through the server on %s", (dialect) => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let sent = 0;

  // Hooks run in order and their cleanups in reverse: the receiver is up before the server and
  // closes after it.
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver?.close().catch(() => {});
  });
  const site = useServer(() => ({
    dialect,
    env: {
      LEAD_WEBHOOK_URL: receiver.url,
      LEAD_WEBHOOK_SECRET: testWebhookSecret,
      LEAD_RETRY_BASE_MS: "200",
      LEAD_RETRY_MAX_MS: "1000",
      LEAD_DELIVERY_POLL_MS: "200",
      RATE_LIMIT_FORMS: "100000",
      SEED_DEMO: "false",
    },
  }));

  const submit = () => {
    sent += 1;
    return fetch(`${site.server.baseUrl}/resources/leads`, {
      method: "POST",
      body: new URLSearchParams(
        mentorPost("sport", {
          firstName: "Lead",
          lastName: `N${sent}`,
          email: `lead${sent}@example.org`,
          phone: "718-555-0199",
          program: "sport",
        }),
      ),
    });
  };
  const storedKeys = async () =>
    new Set((await site.db.selectFrom("webhook_deliveries").select("idempotency_key").execute()).map((row) => row.idempotency_key));

  it("loses nothing while the webhook answers 503, then refuses connections, across a restart; one key per lead", async () => {
    receiver.answer(503);
    const first = await Promise.all(Array.from({ length: 15 }, submit));
    expect(first.map((r) => r.status).every((status) => status === 200)).toBe(true);
    await waitFor(() => receiver.received.length >= 30, 15_000, "retries against the 503s");

    await receiver.refuse();
    await site.server.restart();
    const second = await Promise.all(Array.from({ length: 15 }, submit));
    expect(second.map((r) => r.status).every((status) => status === 200)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // attempts meet refused connections
    const failedAttempts = await site.db
      .selectFrom("webhook_deliveries")
      .select("last_error")
      .where("last_error", "is not", null)
      .execute();
    expect(failedAttempts.length).toBeGreaterThan(0);

    receiver.answer(200);
    await receiver.listen();
    await waitFor(() => receiver.delivered().size === 30, 20_000, "all 30 leads delivered after recovery");

    expect(await storedKeys()).toEqual(receiver.delivered());
    const keysByLead = new Map<string, Set<string>>();
    for (const request of receiver.received) {
      const email = String(request.body.email);
      keysByLead.set(email, (keysByLead.get(email) ?? new Set()).add(request.idempotencyKey));
    }
    expect(keysByLead.size).toBe(30);
    expect([...keysByLead.values()].every((keys) => keys.size === 1)).toBe(true);
    await waitFor(
      async () =>
        (await site.db.selectFrom("webhook_deliveries").select("lead_id").where("status", "!=", "delivered").execute()).length === 0,
      5_000,
      "every row marked delivered",
    );
  });

  it("takes 200 submissions at once: 200 rows, 200 deliveries, no 5xx", async () => {
    const before = receiver.delivered().size;
    const leadsBefore = (await site.db.selectFrom("leads").select("id").execute()).length;
    const responses = await Promise.all(Array.from({ length: 200 }, submit));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect((await site.db.selectFrom("leads").select("id").execute()).length).toBe(leadsBefore + 200);
    await waitFor(() => receiver.delivered().size === before + 200, 30_000, "200 deliveries");
    expect(site.server.output()).not.toMatch(/"res":\{"status":5\d\d/);
  });
});
