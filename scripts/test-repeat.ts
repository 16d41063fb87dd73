/**
 * npm run test:repeat -- FILE [N] [--load K]
 *
 * Hunts tests that fail by chance: runs one test file N times (default 20), one run after another,
 * while K sibling processes (default 1: one of this machine's two cores) keep the CPU busy, as the
 * other test worker does in a full run. Prints each run's result and time, then the counts. The
 * test build is made once, by the first run; later runs reuse it. Nothing is retried: a run that
 * fails is counted as a failure and its output is kept in a log file named at the end.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const loadFlag = args.indexOf("--load");
const load = loadFlag >= 0 ? Number(args.splice(loadFlag, 2)[1]) : 1;
const [file, countArg] = args;
const count = Number(countArg ?? 20);
if (!file || !Number.isInteger(count) || count < 1 || !Number.isInteger(load) || load < 0) {
  console.error("usage: npm run test:repeat -- FILE [N] [--load K]   (N runs, default 20; K busy processes, default 1)");
  process.exit(2);
}
if (!fs.existsSync(path.resolve(root, file))) {
  console.error(`no such file: ${file}`);
  process.exit(2);
}

// The load: Debian's stress-ng when installed, otherwise Node busy loops. Both stop with this script.
const busy: ChildProcess[] = [];
function startLoad() {
  if (load === 0) return "none";
  const stressNg = ["/usr/bin/stress-ng", "/usr/local/bin/stress-ng"].find((candidate) => fs.existsSync(candidate));
  if (stressNg) {
    busy.push(spawn(stressNg, ["--cpu", String(load), "--quiet"], { stdio: "ignore" }));
    return `stress-ng --cpu ${load}`;
  }
  for (let i = 0; i < load; i++) busy.push(spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }));
  return `${load} Node busy loop${load === 1 ? "" : "s"}`;
}
const stopLoad = () => {
  for (const child of busy) child.kill("SIGKILL");
};
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopLoad();
    process.exit(130);
  });
}

function runOnce(index: number, log: fs.WriteStream): Promise<{ ok: boolean; seconds: number }> {
  const began = performance.now();
  const env = { ...process.env, ...(index > 0 ? { SKIP_TEST_BUILD: "1" } : {}) };
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, "node_modules/vitest/vitest.mjs"), "run", file!], { cwd: root, env });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on("exit", (code) => resolve({ ok: code === 0, seconds: (performance.now() - began) / 1000 }));
  });
}

const logPath = path.join(os.tmpdir(), `wyp-test-repeat-${path.basename(file)}-${Date.now()}.log`);
const log = fs.createWriteStream(logPath);
console.log(`${file}: ${count} runs, CPU load: ${startLoad()}`);
let passed = 0;
let failed = 0;
try {
  for (let index = 0; index < count; index++) {
    log.write(`\n===== run ${index + 1} =====\n`);
    const result = await runOnce(index, log);
    if (result.ok) passed++;
    else failed++;
    console.log(`run ${String(index + 1).padStart(2)}: ${result.ok ? "passed" : "FAILED"} in ${result.seconds.toFixed(1)} s`);
  }
} finally {
  stopLoad();
  log.end();
}
console.log(`output of every run: ${logPath}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
