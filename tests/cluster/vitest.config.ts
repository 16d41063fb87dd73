import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * `npm run test:cluster`: several instances of the built app behind nginx on one throwaway
 * PostgreSQL. Apart from `npm test` (its files are *.cluster.ts) because it takes the machine:
 * files run one after another.
 */
export default defineConfig({
  root: path.resolve(import.meta.dirname, "../.."),
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "../../app") } },
  test: {
    include: ["tests/cluster/**/*.cluster.ts"],
    globalSetup: ["tests/setup/global-setup.ts"],
    // As in vitest.config.ts: cheap staff password hashes in tests only.
    env: { PASSWORD_HASH_LOG_N: "12" },
    testTimeout: 120_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
