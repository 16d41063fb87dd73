import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Sqlite from "libsql";
import { afterEach, describe, expect, it } from "vitest";
import { connect, migrateToLatest, sqlitePath } from "./connect";
import { checkpointOffTheEventLoop } from "./wal-checkpoints";

const folders: string[] = [];
const scratch = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "wyp-checkpoints-"));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** Leads in the database file alone, as a copy without its log would show them. */
function leadsInFileAlone(dataDir: string) {
  const copy = path.join(scratch(), "copy.sqlite");
  fs.copyFileSync(sqlitePath(dataDir), copy);
  const database = new Sqlite(copy, { readonly: true });
  try {
    return (database.prepare("select count(*) as n from leads").get() as { n: number }).n;
  } catch {
    return 0; // the table itself is still only in the log
  } finally {
    database.close();
  }
}

const autoCheckpointPages = (database: Sqlite.Database) =>
  (database.pragma("wal_autocheckpoint") as Array<{ wal_autocheckpoint: number }>)[0].wal_autocheckpoint;

async function until(check: () => boolean, ms = 5_000) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50));
  return check();
}

describe("SQLite checkpoints off the event loop", () => {
  it("copies committed writes into the database file soon after, though no commit checkpoints", async () => {
    const dataDir = scratch();
    const db = connect({ dataDir });
    try {
      await migrateToLatest(db);
      const values = Array.from({ length: 20 }, (_, i) => ({
        id: `lead-${i}`,
        kind: "mentor" as const,
        source: "home",
        email: `${i}@example.org`,
        details: "{}",
      }));
      await db.insertInto("leads").values(values).execute();
      // Far below the 1,000 log pages at which a commit would have checkpointed by itself.
      expect(await until(() => leadsInFileAlone(dataDir) === 20)).toBe(true);
    } finally {
      await db.destroy();
    }
  });

  it("leaves every write in the database file and the log empty once the database is closed", async () => {
    const dataDir = scratch();
    const db = connect({ dataDir });
    await migrateToLatest(db);
    await db.insertInto("leads").values({ id: "one", kind: "mentor", source: "home", email: "one@example.org", details: "{}" }).execute();
    await db.destroy();
    expect(leadsInFileAlone(dataDir)).toBe(1);
    expect(fs.statSync(`${sqlitePath(dataDir)}-wal`, { throwIfNoEntry: false })?.size ?? 0).toBe(0);
  });

  it("gives the connection its automatic checkpoints back when the worker cannot run", async () => {
    const file = path.join(scratch(), "wyp.sqlite");
    const database = new Sqlite(file);
    database.pragma("journal_mode = WAL");
    const failures: unknown[] = [];
    const checkpoints = checkpointOffTheEventLoop(database, path.join(scratch(), "missing", "wyp.sqlite"), (error) => failures.push(error));
    try {
      expect(autoCheckpointPages(database)).toBe(0);
      expect(await until(() => failures.length > 0)).toBe(true);
      expect(autoCheckpointPages(database)).toBe(1000);
    } finally {
      checkpoints.stop();
      database.close();
    }
  });
});
