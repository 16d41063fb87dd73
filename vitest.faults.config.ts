// npm run test:faults: outages, kills and abuse against the real server, one file at a time so
// each fault has the machine to itself and its printed figures mean something.
import { configDefaults, defineConfig } from "vitest/config";
import base from "./vitest.config.ts";

// The fault files are one project of their own, not the unit and with-services projects of npm test.
const { projects: _, ...shared } = base.test ?? {};

export default defineConfig({
  ...base,
  test: {
    ...shared,
    globalSetup: ["tests/setup/global-setup.ts"],
    include: ["tests/faults/**/*.test.ts"],
    exclude: configDefaults.exclude,
    testTimeout: 300_000,
    fileParallelism: false,
  },
});
