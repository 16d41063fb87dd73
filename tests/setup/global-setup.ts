import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { CHROMIUM_PATH, hasChromium, hasPostgresBinaries, IN_CI, TEST_BUILD_DIR } from "../support/environment";
import { clearStaleLeftovers, killTestProcesses, RUNNER_PID_VARIABLE } from "../support/leftovers";
import { startPostgresCluster } from "../support/postgres-cluster";

declare module "vitest" {
  export interface ProvidedContext {
    /** A PostgreSQL server for this run (a throwaway cluster or TEST_DATABASE_URL), or "" for none. */
    postgresUrl: string;
    /** Whether browser tests can run (Chromium found). */
    browser: boolean;
  }
}

/**
 * Once per `npm test`: a throwaway PostgreSQL cluster when its binaries are here (or the given
 * TEST_DATABASE_URL), and a production build for the HTTP and browser tests (SKIP_TEST_BUILD=1
 * reuses the last one). With CI=true a missing browser or PostgreSQL fails the run instead of skipping.
 */
export default async function setup(project: TestProject) {
  // What an interrupted earlier run left running (its cluster, its servers) goes first.
  for (const cleared of clearStaleLeftovers()) console.log(`[tests] cleared a stopped run's leftover: ${cleared}`);
  // Every process the tests start inherits this, so an interrupted run can find and stop them.
  process.env[RUNNER_PID_VARIABLE] = String(process.pid);
  // Missing tools first, before the build's minute or two.
  const browser = hasChromium();
  if (!browser) {
    if (IN_CI) throw new Error(`CI=true but no Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium`);
    console.log("[tests] Browser tests skipped: no Chromium. Install it with: apt-get install -y chromium");
  }
  const givenPostgresUrl = process.env.TEST_DATABASE_URL ?? "";
  const postgres = givenPostgresUrl !== "" || hasPostgresBinaries();
  if (!postgres) {
    if (IN_CI) throw new Error("CI=true but no PostgreSQL: install PostgreSQL 15 (postgresql-15) or set TEST_DATABASE_URL.");
    console.log(
      "[tests] PostgreSQL tests skipped: no binaries in /usr/lib/postgresql/15/bin (apt-get install -y postgresql) and no TEST_DATABASE_URL.",
    );
  }

  // The HTTP tests and the browser tests run against a production build; making it needs no browser.
  const root = path.resolve(import.meta.dirname, "../..");
  if (process.env.SKIP_TEST_BUILD === "1") {
    if (!fs.existsSync(path.join(root, TEST_BUILD_DIR, "server/index.js")))
      throw new Error(`SKIP_TEST_BUILD=1 but there is no build in ${TEST_BUILD_DIR}/: run once without it.`);
    console.log(`[tests] reusing the build in ${TEST_BUILD_DIR}/ (SKIP_TEST_BUILD=1)`);
  } else {
    console.log(`[tests] building the app into ${TEST_BUILD_DIR}/...`);
    const result = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production", WYP_BUILD_DIR: TEST_BUILD_DIR },
      encoding: "utf8",
    });
    if (result.status !== 0) throw new Error(`test build failed:\n${result.stdout}\n${result.stderr}`);
  }

  // Last, so that nothing after it can fail and leave the cluster running.
  let postgresUrl = givenPostgresUrl;
  let stopCluster = () => {};
  if (givenPostgresUrl) {
    console.log("[tests] PostgreSQL: using TEST_DATABASE_URL");
  } else if (postgres) {
    const cluster = await startPostgresCluster();
    postgresUrl = cluster.url;
    stopCluster = () => cluster.stop();
    console.log(`[tests] PostgreSQL: throwaway cluster at ${cluster.url}`);
  }

  // Ctrl-C or a timeout's SIGTERM: Vitest exits at once without its teardown, so the cluster and
  // the servers the tests started are stopped here, synchronously, before it does.
  let stopped = false;
  const stopEverything = ({ workersToo }: { workersToo: boolean }) => {
    if (stopped) return;
    stopped = true;
    killTestProcesses((runnerPid) => runnerPid === process.pid, { workersToo });
    stopCluster();
  };
  const interrupted = () => stopEverything({ workersToo: true });
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);

  project.provide("postgresUrl", postgresUrl);
  project.provide("browser", browser);
  return () => {
    process.off("SIGINT", interrupted);
    process.off("SIGTERM", interrupted);
    stopEverything({ workersToo: false });
  };
}
