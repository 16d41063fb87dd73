// Fault: the server is killed (SIGKILL: no shutdown, no flush) in the middle of a burst of
// sign-ups, then started again. Every sign-up it answered 200 must reach the webhook.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "../../db/connect";
import { type AppProcess, launchApp } from "../support/app-process";
import { createDatabaseUrl, testDialects } from "../support/databases";
import { TEST_BUILD_DIR } from "../support/environment";
import { freePort } from "../support/postgres-cluster";
import { startWebhookReceiver, testWebhookSecret, waitFor } from "../support/webhook-receiver";
import { keepSigningUp, signUpEmail } from "../integration/visitors";

const BURST = 600;
const KILL_AFTER = 200;

describe.each(testDialects())("kill -9 in a burst of sign-ups on %s", (dialect) => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let target: Awaited<ReturnType<typeof createDatabaseUrl>>;
  let app: AppProcess | undefined;
  let start: () => Promise<AppProcess>;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    target = await createDatabaseUrl(dialect);
    const port = await freePort();
    const env = {
      WYP_BUILD_DIR: TEST_BUILD_DIR,
      DATABASE_URL: target.databaseUrl ?? "",
      LEAD_WEBHOOK_URL: receiver.url,
      LEAD_WEBHOOK_SECRET: testWebhookSecret,
      RATE_LIMIT_FORMS: "1000000",
      SEED_DEMO: "false",
      LOG_LEVEL: "error",
    };
    start = () => launchApp({ env, label: "faults-kill", port, dataDir: target.dataDir });
  });
  afterAll(async () => {
    await app?.stop();
    await receiver?.close().catch(() => {});
    await target?.drop();
  });

  it("delivers every sign-up it answered, after a restart", async () => {
    app = await start();
    const burst = keepSigningUp(app.baseUrl, 30, 0, BURST);
    await waitFor(() => burst.answered() >= KILL_AFTER, 60_000, `${KILL_AFTER} answers`);
    process.kill(app.pid(), "SIGKILL");
    const statuses = await burst.stop();
    const deliveredBeforeRestart = receiver.delivered().size;

    const restarted = performance.now();
    app = await start();
    const answered = [...statuses].filter(([, status]) => status === 200).map(([n]) => signUpEmail(n));
    const deliveredEmails = () => new Set(receiver.received.filter((r) => r.status < 300).map((r) => r.body.email));
    // On PostgreSQL the killed process's claims are free again once their 60 s lease ends.
    await waitFor(() => answered.every((email) => deliveredEmails().has(email)), 120_000, "every answered sign-up delivered");
    const convergeMs = performance.now() - restarted;

    const db = connect({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
    const stored = await db.selectFrom("leads").select("email").execute();
    await waitFor(() => stored.every((lead) => deliveredEmails().has(lead.email)), 120_000, "every stored lead delivered");
    await db.destroy();
    const keysByEmail = new Map<unknown, Set<string>>();
    for (const request of receiver.received) {
      keysByEmail.set(request.body.email, (keysByEmail.get(request.body.email) ?? new Set()).add(request.idempotencyKey));
    }

    const figures = {
      "sign-ups sent before the kill": statuses.size,
      "answered 200": answered.length,
      "no answer (cut by the kill)": [...statuses.values()].filter((status) => status === 0).length,
      "stored leads": stored.length,
      "delivered before the kill": deliveredBeforeRestart,
      "answered but not delivered": answered.filter((email) => !deliveredEmails().has(email)).length,
      "stored without an answer, delivered too": stored.length - answered.length,
      "deliveries repeated (at-least-once)": receiver.received.filter((r) => r.status < 300).length - deliveredEmails().size,
      "leads with more than one key": [...keysByEmail.values()].filter((keys) => keys.size !== 1).length,
      "ms from restart until every answered sign-up was delivered": Math.round(convergeMs),
    };
    for (const [figure, value] of Object.entries(figures)) console.log(`[faults] kill -9 on ${dialect}: ${figure}: ${value}`);

    expect(answered.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(figures["answered but not delivered"]).toBe(0);
    expect(stored.length).toBeGreaterThanOrEqual(answered.length);
    expect(figures["leads with more than one key"]).toBe(0);
  });
});
