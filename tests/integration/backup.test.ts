// npm run db:backup and db:restore as an operator uses them: a snapshot taken while visitors
// sign up, restored once the server is stopped, and only a real WYP database accepted.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Migrator, sql } from "kysely";
import Sqlite from "libsql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeLead } from "~/features/leads/store.server";
import { sqlitePath } from "../../db/connect";
import { migrations } from "../../db/migrations/index";
import { createTestDatabase, testDialects, type TestDatabase } from "../support/databases";
import { startServer, type TestServer } from "../support/fixtures";
import { waitFor } from "../support/webhook-receiver";
import { runOperatorCommand } from "./operator";
import { keepSigningUp, postSignUp } from "./visitors";

/** Leads and outbox rows of a SQLite file, read as they are on disk. */
function rowsOf(file: string) {
  const database = new Sqlite(file, { readonly: true });
  try {
    const leads = database
      .prepare("select id, kind, source, first_name, last_name, email, phone, details, created_at from leads order by id")
      .all();
    const deliveries = database.prepare("select lead_id, idempotency_key from webhook_deliveries order by lead_id").all();
    // libsql adds timing metadata to each row; only the columns matter here.
    const strip = (rows: unknown[]) =>
      rows.map((row) => ({ ...(row as Record<string, unknown>), _metadata: undefined }) as Record<string, unknown>);
    return { leads: strip(leads), deliveries: strip(deliveries) };
  } finally {
    database.close();
  }
}

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;
const scratch = () => fs.mkdtempSync(path.join(os.tmpdir(), "wyp-backup-test-"));

// These start the production server on the test build, which the global setup makes when it can
// run browser tests.
describe("a backup of the running site", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ env: { RATE_LIMIT_FORMS: "1000000", LOG_LEVEL: "warn" } });
  });
  afterAll(async () => server?.destroy());

  // Runs the operator CLI three times and restarts the server: a minute on a busy machine.
  it("is one consistent snapshot taken while visitors sign up, and restores as it was", { timeout: 120_000 }, async () => {
    for (let batch = 0; batch < 10; batch++) {
      const statuses = await Promise.all(Array.from({ length: 20 }, (_, i) => postSignUp(server.baseUrl, batch * 20 + i)));
      expect(statuses.every((status) => status === 200)).toBe(true);
    }
    const load = keepSigningUp(server.baseUrl, 6, 1_000);
    await waitFor(() => load.answered() >= 50, 20_000, "sign-ups under way");
    const file = path.join(scratch(), "snapshot.sqlite");
    const backup = await runOperatorCommand("scripts/db.ts", ["backup", file], server);
    const statuses = await load.stop();

    expect(backup.code, backup.stderr).toBe(0);
    expect([...statuses.values()].filter((status) => status !== 200)).toEqual([]);
    expect(modeOf(file)).toBe(0o600);
    const snapshot = rowsOf(file);
    const live = rowsOf(sqlitePath(server.dataDir));
    expect(backup.stdout).toContain(
      `Backed up to ${file}: ${snapshot.leads.length} leads, ${snapshot.deliveries.length} webhook deliveries`,
    );
    // Consistent: each lead with its outbox row (written in one transaction), each row as it is live.
    expect(snapshot.deliveries.map((row) => row.lead_id)).toEqual(snapshot.leads.map((row) => row.id));
    expect(snapshot.leads.length).toBeGreaterThanOrEqual(250);
    expect(live.leads.length).toBeGreaterThan(snapshot.leads.length);
    const liveById = new Map(live.leads.map((row) => [row.id, row]));
    for (const row of snapshot.leads) expect(liveById.get(row.id)).toEqual(row);

    // Not while the server runs on that folder...
    const refused = await runOperatorCommand("scripts/db.ts", ["restore", file], server);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^A server \(pid \d+\) is using .*; stop it first\. If it does not use this folder, add --force\.$/m);
    expect(rowsOf(sqlitePath(server.dataDir)).leads).toHaveLength(live.leads.length);

    // ...but once it is stopped; the replaced database is kept, and the server starts on the snapshot.
    await server.stop();
    const restored = await runOperatorCommand("scripts/db.ts", ["restore", file], server);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain(`Restored ${file}: ${snapshot.leads.length} leads`);
    const previous = /kept in (\S+-before-restore\.sqlite)\./.exec(restored.stdout)?.[1];
    expect(previous && rowsOf(previous).leads).toHaveLength(live.leads.length);
    await server.restart();
    expect(rowsOf(sqlitePath(server.dataDir))).toEqual(snapshot);
    expect(await postSignUp(server.baseUrl, 99_999)).toBe(200);
  });

  it("keeps DATA_DIR private: the folder and its folders 0700, every file 0600", () => {
    const seen: string[] = [];
    const walk = (dir: string) => {
      expect(modeOf(dir), dir).toBe(0o700);
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        seen.push(path.relative(server.dataDir, full));
        if (entry.isDirectory()) walk(full);
        else expect(modeOf(full), full).toBe(0o600);
      }
    };
    walk(server.dataDir);
    expect(seen).toEqual(expect.arrayContaining(["wyp.sqlite", "wyp.sqlite-wal", ".app-secret", "media", "backups", "server.pid"]));
    expect(seen.filter((name) => name.startsWith("media/")).length).toBeGreaterThan(10);
  });
});

describe("npm run db:restore checks what it is given", () => {
  let database: TestDatabase;
  let lead: string;
  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    lead = (await storeLead(database.db, "newsletter", { source: "footer", email: "kept@example.org" }))!;
  });
  afterAll(() => database?.destroy());

  const restore = (...args: string[]) => runOperatorCommand("scripts/db.ts", ["restore", ...args], database);
  const stillThere = async () => (await database.db.selectFrom("leads").select("id").execute()).map((row) => row.id);

  it("refuses a file that is not a WYP database of this version, and changes nothing", async () => {
    const dir = scratch();
    fs.writeFileSync(path.join(dir, "notes.txt"), "not a database");
    const other = new Sqlite(path.join(dir, "other.sqlite"));
    other.exec("create table things (id integer)");
    other.close();
    const newer = path.join(dir, "newer.sqlite");
    await sql`vacuum into ${newer}`.execute(database.db);
    const edited = new Sqlite(newer);
    edited.prepare("insert into kysely_migration (name, timestamp) values ('9999_from_the_future', '2030-01-01')").run();
    edited.close();

    const answers = {
      "notes.txt": "is not a SQLite database.",
      "other.sqlite": "is not a WYP database: it has no kysely_migration, gallery_items, gallery_likes, leads, webhook_deliveries table.",
      "newer.sqlite": "has migrations this version does not have (9999_from_the_future): restore it with the version that made it.",
    };
    for (const [name, message] of Object.entries(answers)) {
      const result = await restore(path.join(dir, name));
      expect(result.code, name).toBe(1);
      expect(result.stderr.trim()).toBe(`${path.join(dir, name)} ${message}`);
    }
    expect(await stillThere()).toEqual([lead]);
  });

  it("restores an older version's backup and applies the migrations it lacks", async () => {
    const older = await createTestDatabase("sqlite");
    try {
      await storeLead(older.db, "newsletter", { source: "footer", email: "older@example.org" });
      await new Migrator({ db: older.db, provider: { getMigrations: async () => migrations } }).migrateDown();
      const file = path.join(scratch(), "older.sqlite");
      await sql`vacuum into ${file}`.execute(older.db);
      await database.db.destroy();

      const result = await restore(file);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain(`Migrated: ${Object.keys(migrations).at(-1)}.`);
      expect(rowsOf(sqlitePath(database.dataDir)).leads.map((row) => row.email)).toEqual(["older@example.org"]);
    } finally {
      await older.destroy();
    }
  });

  it("takes --force when server.pid names a live server.js that does not use the folder", async () => {
    const file = path.join(scratch(), "again.sqlite");
    expect((await runOperatorCommand("scripts/db.ts", ["backup", file], database)).code).toBe(0);
    const stranger = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)", "server.js"], { stdio: "ignore" });
    try {
      fs.writeFileSync(path.join(database.dataDir, "server.pid"), `${stranger.pid}\n`);
      const refused = await restore(file);
      expect(refused.stderr).toContain(`A server (pid ${stranger.pid}) is using`);
      const forced = await restore(file, "--force");
      expect(forced.code, forced.stderr).toBe(0);
    } finally {
      stranger.kill();
    }
  });
});

describe.runIf(testDialects().includes("postgres"))("npm run db:backup with PostgreSQL", () => {
  it("explains pg_dump and pg_restore instead of pretending to back up", async () => {
    const database = await createTestDatabase("postgres");
    try {
      const result = await runOperatorCommand("scripts/db.ts", ["backup"], database);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('pg_dump --format=custom --file=wyp.dump "$DATABASE_URL"');
      expect(result.stderr).toContain("pg_restore --clean --if-exists --no-owner");
    } finally {
      await database.destroy();
    }
  });
});
