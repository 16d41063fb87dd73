import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";
import LongestFirstSequencer from "./tests/setup/sequencer.ts";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "db/**/*.test.ts",
      "server/**/*.test.{ts,js}",
      "scripts/**/*.test.ts",
      "performance/**/*.test.ts",
      "tests/**/*.test.ts",
    ],
    // The fault suite is slow and runs on its own: npm run test:faults (vitest.faults.config.ts).
    exclude: [...configDefaults.exclude, "tests/faults/**"],
    globalSetup: ["tests/setup/global-setup.ts"],
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
  },
});
