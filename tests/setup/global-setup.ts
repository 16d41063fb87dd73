import { spawnSync } from "node:child_process";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { hasChromium, hasPostgresBinaries, IN_CI, TEST_BUILD_DIR } from "../support/environment";
import { startPostgresCluster } from "../support/postgres-cluster";

declare module "vitest" {
  export interface ProvidedContext {
    /** A PostgreSQL server for this run (a throwaway cluster or TEST_DATABASE_URL), or "" for none. */
    postgresUrl: string;
    /** Whether browser tests can run (Chromium found and a build made). */
    browser: boolean;
  }
}

/**
 * Once per `npm test`: a throwaway PostgreSQL cluster when its binaries are here (or the given
 * TEST_DATABASE_URL), and a production build for the browser tests when Chromium is here.
 * With CI=true a missing browser or PostgreSQL fails the run instead of skipping.
 */
export default async function setup(project: TestProject) {
  const teardown: Array<() => void> = [];
  let postgresUrl = process.env.TEST_DATABASE_URL ?? "";
  if (!postgresUrl && hasPostgresBinaries()) {
    const cluster = await startPostgresCluster();
    postgresUrl = cluster.url;
    teardown.push(() => cluster.stop());
    console.log(`[tests] PostgreSQL: throwaway cluster at ${cluster.url}`);
  } else if (postgresUrl) {
    console.log("[tests] PostgreSQL: using TEST_DATABASE_URL");
  } else if (IN_CI) {
    throw new Error("CI=true but no PostgreSQL: install PostgreSQL 15 (postgresql-15) or set TEST_DATABASE_URL.");
  } else {
    console.log(
      "[tests] PostgreSQL tests skipped: no binaries in /usr/lib/postgresql/15/bin (apt-get install -y postgresql) and no TEST_DATABASE_URL.",
    );
  }

  const browser = hasChromium();
  if (!browser) {
    if (IN_CI) throw new Error("CI=true but no Chromium at /usr/bin/chromium: apt-get install -y chromium");
    console.log("[tests] Browser tests skipped: no Chromium. Install it with: apt-get install -y chromium");
  } else if (process.env.SKIP_TEST_BUILD !== "1") {
    const root = path.resolve(import.meta.dirname, "../..");
    console.log(`[tests] building the app into ${TEST_BUILD_DIR}/ for the browser tests...`);
    const result = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production", WYP_BUILD_DIR: TEST_BUILD_DIR },
      encoding: "utf8",
    });
    if (result.status !== 0) throw new Error(`test build failed:\n${result.stdout}\n${result.stderr}`);
  }

  project.provide("postgresUrl", postgresUrl);
  project.provide("browser", browser);
  return () => {
    for (const stop of teardown.reverse()) stop();
  };
}
