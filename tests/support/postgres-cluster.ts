import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { PG_BIN_DIR } from "./environment";
import { clusterPrefix, removeCluster } from "./leftovers";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A throwaway PostgreSQL cluster in a temp folder, on a free loopback port, with trust auth.
 * initdb refuses to run as root, so as root the cluster belongs to the postgres user.
 */
export async function startPostgresCluster() {
  // Named after this process, so the next run can tell a cluster whose run is gone (leftovers.ts).
  const dir = fs.mkdtempSync(clusterPrefix(process.pid));
  const dataDir = path.join(dir, "data");
  const socketDir = path.join(dir, "sock");
  fs.mkdirSync(dataDir);
  fs.mkdirSync(socketDir);
  const asRoot = process.getuid?.() === 0;
  const run = (bin: string, args: string[]) => {
    const command = path.join(PG_BIN_DIR, bin);
    const full = asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
    const result = spawnSync(full[0] as string, full[1] as string[], { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${bin} failed: ${result.stderr || result.stdout}`);
  };
  if (asRoot) execFileSync("chown", ["-R", "postgres:postgres", dir]);
  fs.chmodSync(dir, 0o755);
  run("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const port = await freePort();
  const options = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  run("pg_ctl", ["-D", dataDir, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    /** Synchronous, so a signal handler can call it before the process exits. */
    stop() {
      removeCluster(dir);
    },
  };
}
