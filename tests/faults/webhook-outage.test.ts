// Fault: the lead webhook is down (connections refused) while 500 visitors sign up, then comes
// back. Nothing may be lost, every lead is delivered, signed, under one key of its own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type Db } from "../../db/connect";
import { testDialects } from "../support/databases";
import { startServer, type TestServer } from "../support/fixtures";
import { startWebhookReceiver, testWebhookSecret, waitFor } from "../support/webhook-receiver";
import { documentedWebhookVerifier } from "../integration/operator";
import { keepSigningUp, signUpEmail } from "../integration/visitors";

const LEADS = 500;

describe.each(testDialects())("webhook down while %s takes 500 sign-ups", (dialect) => {
  let server: TestServer;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let db: Db;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    await receiver.refuse();
    server = await startServer({
      dialect,
      env: {
        LEAD_WEBHOOK_URL: receiver.url,
        LEAD_WEBHOOK_SECRET: testWebhookSecret,
        LEAD_RETRY_BASE_MS: "200",
        LEAD_RETRY_MAX_MS: "2000",
        LEAD_DELIVERY_POLL_MS: "200",
        RATE_LIMIT_FORMS: "1000000",
        SEED_DEMO: "false",
        LOG_LEVEL: "error",
      },
    });
    db = connect({ dataDir: server.dataDir, databaseUrl: server.databaseUrl });
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.destroy();
    await receiver?.close().catch(() => {});
  });

  it("loses none, delivers each once it is back, one key per lead", async () => {
    const verify = await documentedWebhookVerifier();
    const statuses = await keepSigningUp(server.baseUrl, 20, 0, LEADS).done;
    const answered = [...statuses.values()].filter((status) => status === 200).length;
    const rows = () => db.selectFrom("webhook_deliveries").select(["idempotency_key", "attempts", "status"]).execute();
    await waitFor(async () => (await rows()).every((row) => row.attempts > 0), 60_000, "an attempt at every lead during the outage");
    const attemptsDuringOutage = (await rows()).reduce((sum, row) => sum + row.attempts, 0);

    const back = performance.now();
    await receiver.listen();
    await waitFor(() => receiver.delivered().size === LEADS, 120_000, `${LEADS} deliveries after the webhook is back`);
    const drainMs = performance.now() - back;
    await waitFor(async () => (await rows()).every((row) => row.status === "delivered"), 30_000, "every row marked delivered");

    const stored = await rows();
    const keysByEmail = new Map<unknown, Set<string>>();
    for (const request of receiver.received) {
      keysByEmail.set(request.body.email, (keysByEmail.get(request.body.email) ?? new Set()).add(request.idempotencyKey));
    }
    const badSignatures = receiver.received.filter((request) => !verify(testWebhookSecret, request.headers, request.raw)).length;
    const lost = Array.from({ length: LEADS }, (_, n) => signUpEmail(n)).filter((email) => !keysByEmail.has(email));
    const figures = {
      "sign-ups sent": LEADS,
      "answered 200": answered,
      "stored leads": stored.length,
      "failed attempts during the outage": attemptsDuringOutage,
      "leads delivered": receiver.delivered().size,
      "requests received": receiver.received.length,
      "deliveries repeated (at-least-once)": receiver.received.length - receiver.delivered().size,
      "lost leads": lost.length,
      "leads with more than one key": [...keysByEmail.values()].filter((keys) => keys.size !== 1).length,
      "requests failing the documented signature check": badSignatures,
      "ms from the webhook's return to the last delivery": Math.round(drainMs),
    };
    for (const [figure, value] of Object.entries(figures)) console.log(`[faults] webhook outage on ${dialect}: ${figure}: ${value}`);

    expect(answered).toBe(LEADS);
    expect(stored).toHaveLength(LEADS);
    expect(lost).toEqual([]);
    expect(keysByEmail.size).toBe(LEADS);
    expect(figures["leads with more than one key"]).toBe(0);
    expect(new Set(stored.map((row) => row.idempotency_key))).toEqual(receiver.delivered());
    expect(badSignatures).toBe(0);
    expect(server.output()).not.toMatch(/"res":\{"status":5\d\d/);
  });
});
