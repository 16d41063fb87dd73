import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { connect, type Db } from "../../db/connect";
import { type AppProcess, launchApp } from "./app-process";
import { launchBrowser, withClockAt } from "./browser";
import { createDatabaseUrl, type DialectName } from "./databases";
import { TEST_BUILD_DIR } from "./environment";

export type TestServer = AppProcess;
export type ServerOptions = { dialect?: DialectName; env?: Record<string, string> };

/** The production server on the test build, with a fresh database of the given dialect (SQLite by default). */
export async function startServer(options: ServerOptions = {}): Promise<TestServer> {
  const target = await createDatabaseUrl(options.dialect ?? "sqlite");
  return launchApp({
    dataDir: target.dataDir,
    captureOutput: true,
    onDestroy: target.drop,
    env: { WYP_BUILD_DIR: TEST_BUILD_DIR, DATABASE_URL: target.databaseUrl ?? "", LOG_LEVEL: "info", ...options.env },
  });
}

export type ServerFixture = {
  readonly server: TestServer;
  /** The server's own database, connected on first use (to check what a request stored). */
  readonly db: Db;
};
export type BrowserFixture = ServerFixture & { readonly browser: Browser };

/**
 * One server for the tests of the enclosing describe: started in its beforeAll, destroyed with its
 * data in its afterAll. Options may be a function, for values another beforeAll makes first.
 */
export function useServer(options: ServerOptions | (() => ServerOptions) = {}): ServerFixture {
  return fixture(options, false);
}

/**
 * One server and one headless Chromium for the tests of the enclosing describe (options as for
 * useServer). When the server's pages are pinned (PAGES_AS_OF, also after a restart that moves it),
 * every browser context opened through the fixture starts its clock at that same moment.
 */
export function useServerAndBrowser(options: ServerOptions | (() => ServerOptions) = {}): BrowserFixture {
  return fixture(options, true);
}

function fixture(options: ServerOptions | (() => ServerOptions), withBrowser: boolean): BrowserFixture {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let db: Db | undefined;
  beforeAll(async () => {
    // In parallel: neither needs the other, and both take a while.
    await Promise.all([
      startServer(typeof options === "function" ? options() : options).then((started) => (server = started)),
      withBrowser && launchBrowser().then((launched) => (browser = withClockAt(launched, () => server?.pagesAsOf()))),
    ]);
  });
  afterAll(async () => {
    await db?.destroy();
    await browser?.close();
    await server?.destroy();
  });
  const running = () => {
    if (!server) throw new Error("the server starts in beforeAll: use it inside a test or a hook");
    return server;
  };
  return {
    get server() {
      return running();
    },
    get browser() {
      if (!browser) throw new Error(withBrowser ? "the browser starts in beforeAll" : "this fixture has no browser: useServerAndBrowser");
      return browser;
    },
    get db() {
      db ??= connect({ dataDir: running().dataDir, databaseUrl: running().databaseUrl });
      return db;
    },
  };
}
