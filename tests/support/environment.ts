import fs from "node:fs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
export const PG_BIN_DIR = process.env.PG_BIN_DIR || "/usr/lib/postgresql/15/bin";
export const IN_CI = process.env.CI === "true" || process.env.CI === "1";

export function hasChromium() {
  return fs.existsSync(CHROMIUM_PATH);
}

export function hasPostgresBinaries() {
  return fs.existsSync(`${PG_BIN_DIR}/initdb`) && fs.existsSync(`${PG_BIN_DIR}/pg_ctl`);
}

/** The build the HTTP and browser tests run against (made once per `npm test` by the global setup). */
export const TEST_BUILD_DIR = process.env.WYP_TEST_BUILD_DIR || "build-test";

/** Flags for headless Chromium on this machine: no sandbox as root, and no calls home. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
