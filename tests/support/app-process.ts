import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./postgres-cluster";

const root = path.resolve(import.meta.dirname, "../..");

export type AppProcess = {
  baseUrl: string;
  port: number;
  pid: number;
  dataDir: string;
  /** Milliseconds from spawn until /healthz answered 200. */
  startMs: number;
  /** SIGTERM, wait for the exit, delete the data folder (unless it was given). */
  stop(): Promise<void>;
};

/**
 * `node server.js` (the production server, building first if there is no build) on a free
 * loopback port with a fresh DATA_DIR, ready once /healthz answers 200. For the benchmark and
 * audit scripts; the test suite's richer version is tests/support/server.ts.
 */
export async function launchApp(
  env: Record<string, string> = {},
  label = "app",
  options: { port?: number; dataDir?: string } = {},
): Promise<AppProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), `wyp-${label}-`));
  const baseUrl = `http://127.0.0.1:${port}`;
  const began = performance.now();
  const child = spawn(process.execPath, [path.join(root, "server.js")], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SITE_URL: baseUrl,
      LOG_LEVEL: "warn",
      ...env,
    },
  });
  const deadline = Date.now() + 180_000; // the first run may build
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error("server did not become healthy");
    if (
      await fetch(`${baseUrl}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return {
    baseUrl,
    port,
    pid: child.pid!,
    dataDir,
    startMs: performance.now() - began,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process, from /proc (Linux). */
export function rssMb(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}
