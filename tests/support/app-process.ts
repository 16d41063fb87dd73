import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./postgres-cluster";

const root = path.resolve(import.meta.dirname, "../..");

/** How the production server starts (the file `npm start` runs); the only place it is written. */
export const serverCommand = { command: process.execPath, args: [path.join(root, "server.js")], cwd: root } as const;

export type AppProcessOptions = {
  /** On top of the defaults below (production, loopback, the data folder, SQLite, LOG_LEVEL=warn). */
  env?: Record<string, string>;
  /** A free port when not given. */
  port?: number;
  /** Kept when given; otherwise a fresh temp folder that destroy() deletes. */
  dataDir?: string;
  /** Names the temp data folder, to tell runs apart in /tmp. */
  label?: string;
  /** Keep what the server prints for output() (tests); otherwise its stderr shows in this terminal (scripts). */
  captureOutput?: boolean;
  /** Runs after destroy() stopped the server, e.g. to drop the test's database. */
  onDestroy?: () => Promise<void>;
};

export type AppProcess = {
  baseUrl: string;
  port: number;
  dataDir: string;
  /** The PostgreSQL database it uses, when not SQLite. */
  databaseUrl?: string;
  /** The running process (it changes on restart). */
  pid(): number;
  /** Milliseconds from spawn until /healthz answered 200, for the last start. */
  startMs(): number;
  /** Everything the server printed so far (JSON log lines), when captured. */
  output(): string;
  /** SIGTERM and wait for the exit; the data stays. Resolves with the exit code. */
  stop(): Promise<number | null>;
  /** Start again on the same port and data, with `env` changed (e.g. a later PAGES_AS_OF). */
  restart(env?: Record<string, string>): Promise<void>;
  /** The moment its pages are served at when pinned (PAGES_AS_OF, as the last start had it), else undefined. */
  pagesAsOf(): string | undefined;
  /** Stop and delete the data. */
  destroy(): Promise<void>;
};

/**
 * The production server on a loopback port with its own data, ready once /healthz answers 200:
 * for the tests, the benchmarks and the audit. It builds first when there is no build, so the
 * first start may take minutes.
 */
export async function launchApp(options: AppProcessOptions = {}): Promise<AppProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), `wyp-${options.label ?? "app"}-`));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SITE_URL: baseUrl,
    LOG_LEVEL: "warn",
    ...options.env,
  };
  let child: ChildProcess | undefined;
  let log = "";
  let startMs = 0;

  const start = async () => {
    log = log ? `${log}\n--- restart ---\n` : "";
    const began = performance.now();
    const current = spawn(serverCommand.command, serverCommand.args, {
      cwd: serverCommand.cwd,
      env,
      stdio: options.captureOutput ? ["ignore", "pipe", "pipe"] : ["ignore", "ignore", "inherit"],
    });
    child = current;
    current.stdout?.on("data", (chunk) => (log += chunk));
    current.stderr?.on("data", (chunk) => (log += chunk));
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (current.exitCode !== null) throw new Error(`server exited with ${current.exitCode}:\n${log}`);
      if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${log}`);
      const healthy = await fetch(`${baseUrl}/healthz`).then(
        (response) => response.ok,
        () => false, // not listening yet
      );
      if (healthy) break;
      // Short, so a benchmark of the start time is not rounded up by the wait.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    startMs = performance.now() - began;
  };

  const stop = async () => {
    const current = child;
    if (!current || current.exitCode !== null) return current?.exitCode ?? null;
    const exited = new Promise<number | null>((resolve) => current.once("exit", (code) => resolve(code)));
    current.kill("SIGTERM");
    const timer = setTimeout(() => current.kill("SIGKILL"), 15_000);
    const code = await exited;
    clearTimeout(timer);
    return code;
  };

  const destroy = async () => {
    await stop();
    if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    await options.onDestroy?.();
  };

  try {
    await start();
  } catch (error) {
    await destroy();
    throw error;
  }
  return {
    baseUrl,
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    pid: () => child!.pid!,
    startMs: () => startMs,
    output: () => log,
    stop,
    restart: async (changes = {}) => {
      await stop();
      Object.assign(env, changes);
      await start();
    },
    destroy,
    pagesAsOf: () => env.PAGES_AS_OF || undefined,
  };
}

/** Resident memory of a process, from /proc (Linux). */
export function rssMb(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}
