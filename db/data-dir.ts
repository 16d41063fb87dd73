// DATA_DIR holds people's sign-ups (the SQLite file and its backups) and the app secret, so only
// the account that runs the site may read it: the folder is 0700 and every file in it 0600.
import fs from "node:fs";
import path from "node:path";

export const DATA_DIR_MODE = 0o700;
export const DATA_FILE_MODE = 0o600;

/** What the site keeps in DATA_DIR; anything else there (an operator's own files) is left alone. */
const OWN_FILES = ["wyp.sqlite", "wyp.sqlite-wal", "wyp.sqlite-shm", "wyp.sqlite-journal", ".app-secret", "server.pid"];
const OWN_FOLDERS = ["media", "backups"];

/**
 * Creates DATA_DIR if needed and tightens the modes of the folder and of what the site keeps in
 * it. Returns what it could not tighten (owned by another account), for the caller to report.
 */
export function secureDataDir(dataDir: string) {
  fs.mkdirSync(dataDir, { recursive: true, mode: DATA_DIR_MODE });
  const loose: string[] = [];
  const tighten = (target: string, mode: number) => {
    const result = chmodIfPresent(target, mode);
    if (result === "not ours") loose.push(target);
    return result === "done";
  };
  tighten(dataDir, DATA_DIR_MODE);
  for (const name of OWN_FILES) tighten(path.join(dataDir, name), DATA_FILE_MODE);
  for (const name of OWN_FOLDERS) {
    const folder = path.join(dataDir, name);
    if (!tighten(folder, DATA_DIR_MODE)) continue;
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (entry.isFile()) tighten(path.join(folder, entry.name), DATA_FILE_MODE);
    }
  }
  return loose;
}

/** A private folder inside DATA_DIR (backups/), created 0700. */
export function privateFolder(folder: string) {
  fs.mkdirSync(folder, { recursive: true, mode: DATA_DIR_MODE });
  fs.chmodSync(folder, DATA_DIR_MODE);
  return folder;
}

/**
 * Creates an empty file readable by this account only, failing if it exists. SQLite gives its
 * -wal and -shm files the mode of the database file, and VACUUM INTO keeps an empty target's mode.
 */
export function createPrivateFile(file: string) {
  fs.closeSync(fs.openSync(file, "wx", DATA_FILE_MODE));
}

function chmodIfPresent(target: string, mode: number): "done" | "absent" | "not ours" {
  try {
    fs.chmodSync(target, mode);
    return "done";
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return "absent";
    if (code === "EPERM") return "not ours";
    throw error;
  }
}

/** DATA_DIR/server.pid: written by a running server on SQLite, so db:restore can refuse to pull its file away. */
export function serverPidFile(dataDir: string) {
  return path.join(dataDir, "server.pid");
}

export function writeServerPid(dataDir: string) {
  fs.writeFileSync(serverPidFile(dataDir), `${process.pid}\n`, { mode: DATA_FILE_MODE });
}

/**
 * The pid of a live server using this DATA_DIR, or undefined. The file stays after the server
 * exits (a kill -9 could not remove it anyway), so the pid is checked: alive, and where /proc
 * tells, running server.js (a pid can be reused by another program after a restart).
 */
export function runningServerPid(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(serverPidFile(dataDir), "utf8").trim());
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive, but another account's process.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return undefined;
  }
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("server.js") ? pid : undefined;
  } catch {
    return pid; // no /proc here: alive is all we know
  }
}
