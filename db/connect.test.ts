import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialects } from "../tests/support/databases";
import { sql } from "kysely";
import { migrateToLatest, ping } from "./connect";

describe.each(testDialects())("database on %s", (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.destroy());

  it("migrates to the whole data model and answers a ping", async () => {
    database = await createTestDatabase(dialect);
    expect(await ping(database.db)).toBe(true);
    expect(await migrateToLatest(database.db)).toEqual([]); // already at the latest
    const tables = (await database.db.introspection.getTables()).map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining(["gallery_items", "gallery_likes", "leads", "webhook_deliveries"]));
    const gallery = (await database.db.introspection.getTables()).find((t) => t.name === "gallery_items");
    expect(gallery?.columns.map((c) => c.name)).toEqual(
      expect.arrayContaining(["id", "title", "description", "image_url", "artist_name", "age_group", "likes", "display_order"]),
    );
  });

  it("keeps one newsletter row per address and refuses negative likes", async () => {
    database = await createTestDatabase(dialect);
    const lead = {
      kind: "newsletter" as const,
      source: "footer",
      email: "a@example.com",
      details: "{}",
      first_name: null,
      last_name: null,
      phone: null,
    };
    await database.db
      .insertInto("leads")
      .values({ id: "1", ...lead })
      .execute();
    await expect(
      database.db
        .insertInto("leads")
        .values({ id: "2", ...lead })
        .execute(),
    ).rejects.toThrow();
    await expect(
      database.db
        .insertInto("gallery_items")
        .values({
          id: "x",
          title: null,
          description: null,
          image_url: null,
          artist_name: null,
          age_group: null,
          display_order: null,
          likes: -1,
        })
        .execute(),
    ).rejects.toThrow();
  });
});

describe.runIf(testDialects().includes("postgres"))("a PostgreSQL connection lost while checked out", () => {
  let database: TestDatabase;
  afterEach(async () => database?.destroy());

  // A failover or restart ends every backend at once; one held by a transaction between two queries
  // used to be an unhandled 'error' event that ended the server process.
  it("fails that transaction's next query instead of crashing the process", async () => {
    database = await createTestDatabase("postgres");
    const admin = await createTestDatabase("postgres");
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let backend = 0;
      const inTransaction = database.db.transaction().execute(async (trx) => {
        backend = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!.pid;
        await held;
        await sql`select 1`.execute(trx);
      });
      await expect.poll(() => backend).not.toBe(0);
      await sql`select pg_terminate_backend(${backend})`.execute(admin.db);
      // Gone on the server's side before the transaction goes on.
      await expect
        .poll(async () =>
          Number(
            (await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where pid = ${backend}`.execute(admin.db)).rows[0]!.n,
          ),
        )
        .toBe(0);
      release();
      await expect(inTransaction).rejects.toThrow();
      expect(await ping(database.db)).toBe(true);
    } finally {
      await admin.destroy();
    }
  });
});
