// Migration 0022 on a database that already has mail and a reset asked for: the bodies of mail sent
// or given up (which held working links) are emptied, mail still waiting is kept to be sent, and
// the audit log no longer names the member as the one who asked for their reset (issue 42).
import { afterEach, describe, expect, it } from "vitest";
import { createDatabaseAt, testDialects } from "../../tests/support/databases";

const mail = (id: string, state: { sent_at?: string; failed_at?: string }) => ({
  id,
  to_email: "member@example.org",
  subject: "Reset your WYP console password",
  body: `To choose a new password, open this link: https://wyp.example.org/staff/setup/${id}-token-that-still-works`,
  next_attempt_at: "2026-11-20T10:00:00.000Z",
  created_at: "2026-11-20T10:00:00.000Z",
  ...state,
});

describe.each(testDialects())("migration 0022 (mailed links) on %s", (dialect) => {
  let database: Awaited<ReturnType<typeof createDatabaseAt>> | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  it("empties the bodies of mail already sent or given up, keeps mail still to send, and unblames reset requests", async () => {
    database = await createDatabaseAt(dialect, "0021_insights");
    const { db, migrator } = database;
    await db
      .insertInto("mail_outbox")
      .values([
        mail("sent", { sent_at: "2026-11-20T10:00:05.000Z" }),
        mail("failed", { failed_at: "2026-11-22T10:00:00.000Z" }),
        mail("waiting", {}),
      ])
      .execute();
    await db
      .insertInto("audit_log")
      .values([
        { id: "a1", actor_id: "u1", actor_email: "member@example.org", action: "password-reset-requested", target: "u1" },
        { id: "a2", actor_id: "u1", actor_email: "member@example.org", action: "sign-in", target: null },
      ])
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const bodies = await db.selectFrom("mail_outbox").select(["id", "body"]).orderBy("id").execute();
    expect(bodies.map(({ id, body }) => [id, body.includes("/staff/setup/")])).toEqual([
      ["failed", false],
      ["sent", false],
      ["waiting", true],
    ]);
    expect(await db.selectFrom("audit_log").select(["id", "actor_id", "actor_email", "target"]).orderBy("id").execute()).toEqual([
      { id: "a1", actor_id: null, actor_email: null, target: "u1" },
      { id: "a2", actor_id: "u1", actor_email: "member@example.org", target: null },
    ]);

    expect((await migrator.migrateTo("0021_insights")).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
