import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { Migrator } from "kysely";
import { connect, type Db, migrateToLatest } from "../../db/connect";
import { migrations } from "../../db/migrations/index";

export type DialectName = "sqlite" | "postgres";

/** The dialects this run can test: SQLite always, PostgreSQL when the global setup has one. */
export function testDialects(): DialectName[] {
  return inject("postgresUrl") ? ["sqlite", "postgres"] : ["sqlite"];
}

export type TestDatabase = {
  dialect: DialectName;
  db: Db;
  dataDir: string;
  /** For PostgreSQL: the URL of this test's own database (for a server or a second client). */
  databaseUrl?: string;
  destroy(): Promise<void>;
};

/** A fresh, empty database of its own (a new SQLite file, or a new PostgreSQL database). */
export async function createDatabaseUrl(dialect: DialectName): Promise<{ dataDir: string; databaseUrl?: string; drop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wyp-test-"));
  if (dialect === "sqlite") {
    return { dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const adminUrl = inject("postgresUrl");
  if (!adminUrl) throw new Error("no PostgreSQL in this run");
  const name = `wyp_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A migrated database for a data-layer test. */
export async function createTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  const target = await createDatabaseUrl(dialect);
  const db = connect({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  await migrateToLatest(db);
  return {
    dialect,
    db,
    dataDir: target.dataDir,
    databaseUrl: target.databaseUrl,
    async destroy() {
      await db.destroy();
      await target.drop();
    },
  };
}

/**
 * A fresh database migrated up to `migration` (its name in db/migrations/index.ts), with the
 * migrator to go on from there: for a test of what one migration does to existing rows.
 */
export async function createDatabaseAt(dialect: DialectName, migration: string) {
  const target = await createDatabaseUrl(dialect);
  const db = connect({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(migration);
  if (error) throw error;
  return {
    db,
    migrator,
    async destroy() {
      await db.destroy();
      await target.drop();
    },
  };
}
