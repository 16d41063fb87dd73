// What a test run leaves running if it is stopped (Ctrl-C, a CI timeout, kill): its throwaway
// PostgreSQL cluster and the servers its tests started. Each carries the pid of the run that made
// it, so a run can stop its own when it is interrupted, and the next run clears those of a run
// that is gone.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PG_BIN_DIR } from "./environment";

/** Set by the global setup; every process a test starts inherits it. */
export const RUNNER_PID_VARIABLE = "WYP_TEST_RUNNER_PID";

/** The folder prefix of a run's PostgreSQL cluster: wyp-pg-<runner pid>-XXXXXX in the temp folder. */
export const clusterPrefix = (runnerPid: number) => path.join(os.tmpdir(), `wyp-pg-${runnerPid}-`);

export function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Kills the test servers (and anything else) started under a run whose pid passes `whose`, and this
 * process's own children (the run's workers) only when `workersToo`: at a normal end Vitest stops
 * them itself, but when it is interrupted it leaves them running.
 */
export function killTestProcesses(whose: (runnerPid: number) => boolean, { workersToo = false } = {}) {
  let killed = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    if (!workersToo && parentOf(entry) === process.pid) continue;
    let environ: string;
    try {
      environ = fs.readFileSync(`/proc/${entry}/environ`, "latin1");
    } catch {
      continue; // gone meanwhile, or not ours to read
    }
    const match = environ.split("\0").find((variable) => variable.startsWith(`${RUNNER_PID_VARIABLE}=`));
    if (!match || !whose(Number(match.split("=")[1]))) continue;
    try {
      process.kill(Number(entry), "SIGKILL");
      killed++;
    } catch {
      // exited meanwhile
    }
  }
  return killed;
}

function parentOf(pid: string) {
  try {
    // The field after the command name in parentheses (which may itself hold spaces or parentheses).
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "latin1");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return undefined;
  }
}

/** Stops a cluster folder's PostgreSQL (if it runs) and deletes the folder. Synchronous, for signal handlers. */
export function removeCluster(dir: string) {
  const dataDir = path.join(dir, "data");
  if (fs.existsSync(path.join(dataDir, "postmaster.pid"))) {
    const command = path.join(PG_BIN_DIR, "pg_ctl");
    const args = ["-D", dataDir, "-m", "immediate", "stop"];
    if (process.getuid?.() === 0) spawnSync("runuser", ["-u", "postgres", "--", command, ...args], { stdio: "ignore" });
    else spawnSync(command, args, { stdio: "ignore" });
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

/** Clears what runs that are no longer alive left behind; says what it cleared. */
export function clearStaleLeftovers() {
  const cleared: string[] = [];
  for (const name of fs.readdirSync(os.tmpdir())) {
    const match = /^wyp-pg-(\d+)-/.exec(name);
    if (!match || isAlive(Number(match[1]))) continue;
    removeCluster(path.join(os.tmpdir(), name));
    cleared.push(`PostgreSQL cluster ${name}`);
  }
  const servers = killTestProcesses((runnerPid) => !isAlive(runnerPid));
  if (servers > 0) cleared.push(`${servers} test process${servers === 1 ? "" : "es"}`);
  return cleared;
}
