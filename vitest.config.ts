import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

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
    reporters: ["default", "./tests/setup/summary-reporter.ts"],
    testTimeout: 30_000,
    hookTimeout: 240_000,
    fileParallelism: true,
  },
});
