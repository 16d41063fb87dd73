// Migration 0022 on a database that already has mail: the bodies of mail sent or given up (which
// held working links) are emptied, and mail still waiting is kept to be sent (issue 42).
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

  it("empties the bodies of mail already sent or given up and keeps mail still to send", async () => {
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

    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const bodies = await db.selectFrom("mail_outbox").select(["id", "body"]).orderBy("id").execute();
    expect(bodies.map(({ id, body }) => [id, body.includes("/staff/setup/")])).toEqual([
      ["failed", false],
      ["sent", false],
      ["waiting", true],
    ]);

    expect((await migrator.migrateTo("0021_insights")).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
