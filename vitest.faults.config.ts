// npm run test:faults: outages, kills and abuse against the real server, two files at a time (each
// starts servers of its own). One at a time, the slow clients' 36 s of waiting on real timeouts
// left a core idle; two at a time took the suite from 180 s to 119 s, and every file's
// bounds still hold (timeouts, memory, delivery after a kill are checked, not timed against a goal).
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
    fileParallelism: true,
  },
});
