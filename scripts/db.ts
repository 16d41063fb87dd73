/**
 * Database commands, with the same DATABASE_URL / DATA_DIR as the server:
 *   npm run db:migrate                  apply pending migrations and exit (`npm start` does it too)
 *   npm run db:backup [FILE]            consistent snapshot of the SQLite database, while the site runs
 *   npm run db:restore FILE [--force]   replace the SQLite database with a checked backup
 */
import path from "node:path";
import { type Env, parseEnv } from "../app/platform/env.server";
import { BackupError, backupSqlite, defaultBackupFile, restoreSqlite, type TableCounts } from "../db/backup";
import { connect, migrateToLatest } from "../db/connect";
import { runningServerPid } from "../db/data-dir";

const usage = `Usage:
  npm run db:migrate
  npm run db:backup [FILE]              default: DATA_DIR/backups/wyp-<time>.sqlite
  npm run db:restore FILE [--force]     --force: replace even though a server seems to use DATA_DIR`;

// PostgreSQL has its own tools, which also work while the site runs.
const postgresHelp = `With DATABASE_URL (PostgreSQL), use PostgreSQL's own tools:
  back up:  pg_dump --format=custom --file=wyp.dump "$DATABASE_URL"
  restore:  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" wyp.dump   (with the servers stopped)`;

const [command, ...args] = process.argv.slice(2);

let env: Env;
try {
  env = parseEnv(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

try {
  if (command === "migrate") await migrate();
  else if (command === "backup") backup(args);
  else if (command === "restore") await restore(args);
  else {
    console.error(usage);
    process.exitCode = 2;
  }
} catch (error) {
  if (error instanceof BackupError) console.error(error.message);
  else console.error(`${command} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}

async function migrate() {
  const db = connect({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const applied = await migrateToLatest(db);
    console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Already up to date.");
  } catch (error) {
    console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}

function backup(files: string[]) {
  if (env.DATABASE_URL) throw new BackupError(postgresHelp);
  const file = files[0] ?? defaultBackupFile(env.DATA_DIR);
  const counts = backupSqlite(env.DATA_DIR, file);
  console.log(`Backed up to ${path.resolve(file)}: ${describe(counts)}.`);
}

async function restore(options: string[]) {
  if (env.DATABASE_URL) throw new BackupError(postgresHelp);
  const force = options.includes("--force");
  const [file] = options.filter((option) => option !== "--force");
  if (!file) throw new BackupError(`Which backup? ${usage}`);
  const pid = runningServerPid(env.DATA_DIR);
  if (pid && !force) {
    throw new BackupError(
      `A server (pid ${pid}) is using ${path.resolve(env.DATA_DIR)}; stop it first. If it does not use this folder, add --force.`,
    );
  }
  const report = await restoreSqlite(env.DATA_DIR, file);
  if (report.previous) console.log(`The database it replaces is kept in ${report.previous}.`);
  if (report.migrated.length) console.log(`Migrated: ${report.migrated.join(", ")}.`);
  console.log(`Restored ${path.resolve(file)}: ${describe(report.counts)}.`);
}

function describe(counts: TableCounts) {
  return `${counts.leads} leads, ${counts.webhook_deliveries} webhook deliveries, ${counts.gallery_items} gallery items, ${counts.gallery_likes} likes`;
}
