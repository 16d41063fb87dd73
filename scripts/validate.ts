/**
 * npm run validate: what CI runs on every change: the format check, lint, the import-cycle check,
 * the typecheck and the unused-code check, two at a time (each uses about one core; the machine has
 * two), then every test. Each step's output is printed whole when it ends, with its wall time; the
 * first failure stops the run and names its step.
 */
import { spawn, type ChildProcess } from "node:child_process";

type Step = [name: string, script: string];

// Two lanes of static checks side by side. The typecheck and the unused-code check share a lane
// because both start with `react-router typegen`, which rewrites the same generated types.
const lanes: Step[][] = [
  [
    ["lint", "lint"],
    ["format check", "format:check"],
    ["import cycles", "check:cycles"],
  ],
  [
    ["typecheck", "typecheck"],
    ["unused code", "check:unused"],
  ],
];
const tests: Step = ["tests", "test"];

const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ["npm"];
const times: string[] = [];
const running = new Set<ChildProcess>();

/** Runs one npm script; its output is kept and printed in one piece when it ends (or, for the tests, as it comes). */
function run([name, script]: Step, { live = false } = {}): Promise<void> {
  const began = performance.now();
  const child = spawn(npm[0]!, [...npm.slice(1), "run", script], { stdio: live ? "inherit" : ["ignore", "pipe", "pipe"] });
  running.add(child);
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      running.delete(child);
      const seconds = ((performance.now() - began) / 1000).toFixed(0);
      if (!live) process.stdout.write(`== validate: ${name}\n${Buffer.concat(output).toString()}`);
      times.push(`${seconds.padStart(6)} s  ${name}`);
      console.log(`== validate: ${name} took ${seconds} s`);
      if (code === 0) return resolve();
      console.error(`== validate: ${name} failed${signal ? ` (${signal})` : ""}`);
      for (const other of running) other.kill("SIGTERM");
      process.exit(code || 1);
    });
  });
}

async function runLane(lane: Step[]) {
  for (const step of lane) await run(step);
}

await Promise.all(lanes.map(runLane));
await run(tests, { live: true });
console.log(`== validate: step times\n${times.join("\n")}`);
