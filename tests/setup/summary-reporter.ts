import type { Reporter, TestModule } from "vitest/node";

/** Ends the run with one plain line, "N passed, N failed, N skipped", that CI tools can read. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failed++;
        else skipped++;
      }
      // A file that failed to load has no tests but must count as a failure.
      if (testModule.state() === "failed" && ![...testModule.children.allTests()].some((t) => t.result().state === "failed")) failed++;
    }
    process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
