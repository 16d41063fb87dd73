import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { createDatabaseUrl, type DialectName } from "./databases";
import { TEST_BUILD_DIR } from "./environment";
import { freePort } from "./postgres-cluster";

const root = path.resolve(import.meta.dirname, "../..");

export type TestServer = {
  baseUrl: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** Everything the server printed so far (JSON log lines). */
  output(): string;
  /** SIGTERM and wait for exit; the data stays. */
  stop(): Promise<number | null>;
  /** Start again on the same port and data. */
  restart(): Promise<void>;
  /** Stop and delete the data. */
  destroy(): Promise<void>;
};

/**
 * Starts the production server (`node server.js`) on the test build, on a free port, with a
 * fresh database of the given dialect, and waits until /healthz answers 200.
 */
export async function startServer(options: { dialect?: DialectName; env?: Record<string, string> } = {}): Promise<TestServer> {
  const target = await createDatabaseUrl(options.dialect ?? "sqlite");
  const port = await freePort();
  let child: ChildProcess | undefined;
  let log = "";
  const env = {
    ...process.env,
    NODE_ENV: "production",
    WYP_BUILD_DIR: TEST_BUILD_DIR,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl ?? "",
    SITE_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "info",
    ...options.env,
  };
  const baseUrl = `http://127.0.0.1:${port}`;

  const launch = async () => {
    log = log ? `${log}\n--- restart ---\n` : "";
    child = spawn(process.execPath, [path.join(root, "server.js")], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout?.on("data", (chunk) => (log += chunk));
    child.stderr?.on("data", (chunk) => (log += chunk));
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
      try {
        const response = await fetch(`${baseUrl}/healthz`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`server did not become healthy:\n${log}`);
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

  await launch();
  return {
    baseUrl,
    port,
    dataDir: target.dataDir,
    databaseUrl: target.databaseUrl,
    output: () => log,
    stop,
    restart: async () => {
      await stop();
      await launch();
    },
    destroy: async () => {
      await stop();
      await target.drop();
    },
  };
}
