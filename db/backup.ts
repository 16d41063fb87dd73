// Backups of the SQLite database: `npm run db:backup` and `npm run db:restore` (scripts/db.ts).
// Copying wyp.sqlite alone misses what is still in its write-ahead log; VACUUM INTO writes one
// consistent snapshot instead, from a read transaction, so the running site keeps writing.
import fs from "node:fs";
import path from "node:path";
import Sqlite from "libsql";
import { connect, migrateToLatest, sqlitePath } from "./connect";
import { createPrivateFile, DATA_FILE_MODE, privateFolder } from "./data-dir";
import { migrations } from "./migrations/index";

/** The tables a WYP database has, whose rows a backup report counts. */
const TABLES = ["gallery_items", "gallery_likes", "leads", "webhook_deliveries"] as const;
const SQLITE_HEADER = "SQLite format 3\0";

export type TableCounts = Record<(typeof TABLES)[number], number>;

export class BackupError extends Error {}

/** DATA_DIR/backups/wyp-<UTC time>.sqlite: where a backup goes when no file is named. */
export function defaultBackupFile(dataDir: string, now = new Date()) {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "-");
  return path.join(privateFolder(path.join(dataDir, "backups")), `wyp-${stamp}.sqlite`);
}

/**
 * Writes a consistent snapshot of DATA_DIR's database to `file` (readable by this account only),
 * through a temporary name so a half-written backup never carries the final name.
 */
export function backupSqlite(dataDir: string, file: string): TableCounts {
  const source = sqlitePath(dataDir);
  if (!fs.existsSync(source)) throw new BackupError(`No database at ${source}: nothing to back up (is DATA_DIR right?).`);
  if (fs.existsSync(file)) throw new BackupError(`${file} exists; name a new file.`);
  if (!fs.existsSync(path.dirname(path.resolve(file))))
    throw new BackupError(`The folder ${path.dirname(path.resolve(file))} does not exist.`);
  const partial = `${file}.partial`;
  fs.rmSync(partial, { force: true });
  createPrivateFile(partial);
  const database = openSqlite(source);
  try {
    database.prepare("vacuum into ?").run(partial);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    database.close();
  }
  fs.renameSync(partial, file);
  return inspectWypDatabase(file).counts;
}

/**
 * What a file must be to be restored: a SQLite database that passes its integrity check, has
 * the WYP tables, and whose applied migrations are this version's (all of them, or the first
 * ones: the rest are applied right after the restore). Throws a BackupError saying what is wrong.
 */
export function inspectWypDatabase(file: string, name = file): { counts: TableCounts; applied: string[]; pending: string[] } {
  const header = Buffer.alloc(SQLITE_HEADER.length);
  const fd = fs.openSync(file, "r");
  fs.readSync(fd, header, 0, header.length, 0);
  fs.closeSync(fd);
  if (header.toString("latin1") !== SQLITE_HEADER) throw new BackupError(`${name} is not a SQLite database.`);
  const database = openSqlite(file);
  try {
    const integrity = database.prepare("pragma integrity_check").pluck().all() as string[];
    if (integrity.join() !== "ok") throw new BackupError(`${name} is damaged: ${integrity.slice(0, 3).join("; ")}`);
    const tables = new Set((database.prepare("select name from sqlite_master where type = 'table'").pluck().all() as string[]).map(String));
    const missing = ["kysely_migration", ...TABLES].filter((table) => !tables.has(table));
    if (missing.length) throw new BackupError(`${name} is not a WYP database: it has no ${missing.join(", ")} table.`);
    const applied = database.prepare("select name from kysely_migration order by name").pluck().all() as string[];
    const known = Object.keys(migrations);
    const unexpected = applied.filter((name, i) => known[i] !== name);
    if (unexpected.length) {
      throw new BackupError(
        `${name} has migrations this version does not have (${unexpected.join(", ")}): restore it with the version that made it.`,
      );
    }
    return { counts: tableCounts(database), applied, pending: known.slice(applied.length) };
  } finally {
    database.close();
  }
}

export type RestoreReport = { counts: TableCounts; migrated: string[]; previous?: string };

/**
 * Replaces DATA_DIR's database with a checked copy of `file`. The database it replaces is first
 * backed up into DATA_DIR/backups. The caller makes sure no server is using the folder.
 */
export async function restoreSqlite(dataDir: string, file: string): Promise<RestoreReport> {
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist.`);
  // Its log would not come along with the copy.
  if (fs.existsSync(`${file}-wal`)) {
    throw new BackupError(
      `${file} has a write-ahead log beside it: it is a live database or a plain copy of one; make a backup with npm run db:backup.`,
    );
  }
  const target = sqlitePath(dataDir);
  const incoming = `${target}.restoring`;
  fs.rmSync(incoming, { force: true });
  fs.copyFileSync(file, incoming);
  fs.chmodSync(incoming, DATA_FILE_MODE);
  try {
    // The copy is checked, so what is restored is exactly what passed.
    inspectWypDatabase(incoming, file);
  } catch (error) {
    fs.rmSync(incoming, { force: true });
    throw error;
  }
  let previous: string | undefined;
  if (fs.existsSync(target)) {
    previous = defaultBackupFile(dataDir).replace(/\.sqlite$/, "-before-restore.sqlite");
    backupSqlite(dataDir, previous);
  }
  // The old log must go before the new file arrives: SQLite would replay it onto the new file.
  for (const suffix of ["-wal", "-shm", "-journal"]) fs.rmSync(`${target}${suffix}`, { force: true });
  fs.renameSync(incoming, target);
  const db = connect({ dataDir });
  let migrated: string[];
  try {
    migrated = await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  const database = openSqlite(target);
  try {
    return { counts: tableCounts(database), migrated, previous };
  } finally {
    database.close();
  }
}

function openSqlite(file: string) {
  const database = new Sqlite(file);
  database.pragma("busy_timeout = 5000");
  return database;
}

function tableCounts(database: Sqlite.Database): TableCounts {
  const counts = {} as TableCounts;
  // (libsql's pluck() does not apply to get(), so the count is read by name.)
  for (const table of TABLES) counts[table] = (database.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  return counts;
}
