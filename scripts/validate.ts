/**
 * npm run validate: what CI runs on every change, in order, stopping at the first that fails:
 * the format check, lint, the import-cycle check, the typecheck, the unused-code check and every test. Prints each step's wall time.
 */
import { spawnSync } from "node:child_process";

const steps: [name: string, script: string][] = [
  ["format check", "format:check"],
  ["lint", "lint"],
  ["import cycles", "check:cycles"],
  ["typecheck", "typecheck"],
  ["unused code", "check:unused"],
  ["tests", "test"],
];

const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ["npm"];
const times: string[] = [];
for (const [name, script] of steps) {
  const began = performance.now();
  const result = spawnSync(npm[0]!, [...npm.slice(1), "run", script], { stdio: "inherit" });
  const seconds = ((performance.now() - began) / 1000).toFixed(0);
  times.push(`${seconds.padStart(6)} s  ${name}`);
  console.log(`== validate: ${name} took ${seconds} s`);
  if (result.status !== 0) {
    console.error(`== validate: ${name} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log(`== validate: step times\n${times.join("\n")}`);
