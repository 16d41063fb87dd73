import fs from "node:fs";
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

export type Layer = "unit" | "build" | "database" | "http" | "e2e";

/** Which layer a test file belongs to, from where it lives and what it starts. */
export function layerOf(file: string, source: string): Layer {
  const relative = file.split(path.sep).join("/");
  if (relative.includes("/tests/e2e/")) return "e2e";
  if (relative.includes("/tests/http/")) return "http";
  // A file that reads the production build the global setup makes, or what else it provides.
  if (/\binject\(|TEST_BUILD_DIR/.test(source)) return "build";
  // A file that makes a real database (SQLite file or PostgreSQL) of its own.
  if (relative.includes("/tests/integration/") || /createTestDatabase|testDialects|startServer|useServer/.test(source)) return "database";
  return "unit";
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Ends the run with where its time went: the 20 slowest files with their wall time (hooks, server
 * and browser starts included), each layer's files and summed time, and one plain line,
 * "N passed, N failed, N skipped", that CI tools can read.
 */
export default class SummaryReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly took = new Map<string, number>();
  // Made when Vitest starts, so the whole run includes the global setup's build.
  private readonly runStarted = performance.now();

  onTestModuleStart(testModule: TestModule) {
    this.started.set(testModule.moduleId, performance.now());
  }

  onTestModuleEnd(testModule: TestModule) {
    const began = this.started.get(testModule.moduleId);
    if (began !== undefined) this.took.set(testModule.moduleId, performance.now() - began);
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const files: { file: string; layer: Layer; ms: number }[] = [];
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failed++;
        else skipped++;
      }
      // A file that failed to load has no tests but must count as a failure.
      if (testModule.state() === "failed" && ![...testModule.children.allTests()].some((t) => t.result().state === "failed")) failed++;
      const file = testModule.moduleId;
      let source = "";
      try {
        source = fs.readFileSync(file, "utf8");
      } catch {
        // a virtual module: counted as unit
      }
      files.push({
        file: path.relative(process.cwd(), file),
        layer: layerOf(file, source),
        ms: this.took.get(file) ?? testModule.diagnostic().duration,
      });
    }

    const lines = ["", "Slowest test files (wall time, hooks included):"];
    for (const { file, layer, ms } of [...files].sort((a, b) => b.ms - a.ms).slice(0, 20)) {
      lines.push(`  ${seconds(ms).padStart(8)}  ${layer.padEnd(8)}  ${file}`);
    }
    lines.push("Per layer (files, summed file time):");
    for (const layer of ["unit", "build", "database", "http", "e2e"] as const) {
      const inLayer = files.filter((entry) => entry.layer === layer);
      if (inLayer.length === 0) continue;
      lines.push(
        `  ${layer.padEnd(8)}  ${String(inLayer.length).padStart(3)} files  ${seconds(inLayer.reduce((sum, entry) => sum + entry.ms, 0))}`,
      );
    }
    lines.push(`Whole run: ${seconds(performance.now() - this.runStarted)}`);
    process.stdout.write(`${lines.join("\n")}\n\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
