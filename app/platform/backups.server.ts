// Backups in DATA_DIR/backups age out after the privacy notice's period, which the host's hourly
// pass (app/retention.server.ts) passes in from the notice's own text.
import fs from "node:fs";
import path from "node:path";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where `npm run db:backup` writes by default; files here are deleted after the notice's period. */
export function backupsDir(dataDir: string) {
  return path.join(dataDir, "backups");
}

/** Deletes backups in DATA_DIR/backups older than `keepDays`; returns their names. */
export function deleteExpiredBackups(dataDir: string, keepDays: number, now = new Date()) {
  const folder = backupsDir(dataDir);
  const cutoff = now.getTime() - keepDays * DAY_MS;
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(folder, { withFileTypes: true });
  } catch {
    return [];
  }
  const deleted: string[] = [];
  for (const entry of entries) {
    const file = path.join(folder, entry.name);
    if (entry.isFile() && fs.statSync(file).mtimeMs < cutoff) {
      fs.rmSync(file);
      deleted.push(entry.name);
    }
  }
  return deleted;
}
