import fs from "node:fs";
import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";
import { nodeSurfaceFiles } from "./tests/setup/node-surfaces.ts";
import LongestFirstSequencer from "./tests/setup/sequencer.ts";
import { layerOf } from "./tests/setup/summary-reporter.ts";

const root = import.meta.dirname;
const testFolders = ["app", "db", "server", "scripts", "performance", "tests"];
// The fault suite is slow and runs on its own: npm run test:faults (vitest.faults.config.ts).
const excluded = (relative: string) => relative.startsWith("tests/faults/") || relative.includes("node_modules/");

/** Every test file of `npm test`, relative to the root, sorted. */
function testFiles(): string[] {
  return testFolders
    .flatMap((folder) => fs.readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" }).map((file) => `${folder}/${file}`))
    .filter((file) => /\.test\.(ts|tsx|js)$/.test(file) && !excluded(file))
    .map((file) => file.split(path.sep).join("/"))
    .sort();
}

// Unit tests need no build, PostgreSQL or browser: their own project, without the global setup that
// makes those, so `npm run test:unit` answers in seconds. A file is a unit test unless it lives with
// the HTTP, browser or integration tests or makes a database or server of its own (layerOf).
// TEST_LAYERS=unit,build,http-node (npm run test:node-version, what CI runs again on Node 24) keeps
// only those layers' files (ADR 0046); unset, every layer runs.
// "http-node" is the HTTP files that meet Node's own surfaces (tests/setup/node-surfaces.ts).
const layers = process.env.TEST_LAYERS?.split(",").map((layer) => layer.trim());
const unknownLayer = layers?.find((layer) => !["unit", "build", "database", "http", "http-node", "e2e"].includes(layer));
if (unknownLayer !== undefined) throw new Error(`TEST_LAYERS: no layer "${unknownLayer}" (unit, build, database, http, http-node, e2e)`);
const missingSurfaceFile = Object.keys(nodeSurfaceFiles).find((file) => !fs.existsSync(path.join(root, file)));
if (missingSurfaceFile) throw new Error(`tests/setup/node-surfaces.ts names ${missingSurfaceFile}, which does not exist`);
const chosen = (file: string, layer: string) =>
  !layers || layers.includes(layer) || (layer === "http" && layers.includes("http-node") && file in nodeSurfaceFiles);
const files = testFiles()
  .map((file) => ({ file, layer: layerOf(path.join(root, file), fs.readFileSync(path.join(root, file), "utf8")) }))
  .filter(({ file, layer }) => chosen(file, layer))
  .map(({ file, layer }) => ({ file, unit: layer === "unit" }));

export default defineConfig({
  resolve: { alias: { "~": path.resolve(root, "app") } },
  test: {
    exclude: [...configDefaults.exclude, "tests/faults/**"],
    // Staff password hashes at N = 2^12 (4 MiB, milliseconds) instead of 2^17 in the test processes
    // and the servers they start; tests/http/staff-sign-in.test.ts runs the production cost end to end.
    env: { PASSWORD_HASH_LOG_N: "12" },
    reporters: ["default", "./tests/setup/summary-reporter.ts"],
    sequence: { sequencer: LongestFirstSequencer },
    testTimeout: 30_000,
    hookTimeout: 240_000,
    fileParallelism: true,
    // Most of a browser or HTTP test's time is spent waiting on the server and Chromium it started,
    // so two workers keep both cores busy (Vitest's default here is one: cores - 1); three were
    // faster but slowed browser tests past their waits (docs/decisions/0029). TEST_WORKERS overrides it.
    maxWorkers: Number(process.env.TEST_WORKERS) || 2,
    projects: [
      { extends: true, test: { name: "unit", include: files.filter((entry) => entry.unit).map((entry) => entry.file) } },
      {
        extends: true,
        test: {
          name: "with-services",
          include: files.filter((entry) => !entry.unit).map((entry) => entry.file),
          // A production build, a throwaway PostgreSQL and the browser check, once per run.
          globalSetup: ["tests/setup/global-setup.ts"],
          // A worker imports the fixtures, drivers and app modules once for all its files instead of
          // once a file: these files keep their state in the servers and browsers they start, not
          // in modules (ADR 0049). Import time summed 26 s -> 6 s on 15 HTTP files, which took
          // 58-66 s against 77-78 s.
          isolate: false,
        },
      },
    ],
  },
});
