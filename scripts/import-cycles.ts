/**
 * npm run check:cycles
 *
 * Finds import cycles among the project's own modules (app/, server/, db/, scripts/, performance/):
 * two modules that load each other, directly or through others. Type-only imports are left out
 * (they vanish at run time). Prints each cycle and exits 1 if there is any. Also prints the edges
 * between features (app/features/X importing app/features/Y), each with its count of imports and
 * "both ways" where Y imports X too, and exits 1 on an edge not declared in feature-edges.json, or
 * on declared edges beyond the goal: more than 8, a pair both ways, a circle (scripts/feature-edges.ts;
 * ESLint reads the same list): features as boundaries (issue 43, ADR 0047).
 * A dynamic import() counts: a module that loads another on demand still cannot be read apart from it.
 */
import fs from "node:fs";
import path from "node:path";
import { edgeKey, edgeProblems, goalGaps, readDeclaredEdges } from "./feature-edges";

const root = path.resolve(import.meta.dirname, "..");
const folders = ["app", "server", "db", "scripts", "performance"];
const extensions = [".ts", ".tsx", ".js", ".mjs"];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name.startsWith(".") ? [] : sourceFiles(full);
    return extensions.some((ext) => entry.name.endsWith(ext)) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")
      ? [full]
      : [];
  });
}

function resolve(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith("~/")) base = path.join(root, "app", specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  const candidates = [base, ...extensions.map((ext) => base + ext), ...extensions.map((ext) => path.join(base, `index${ext}`))];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

// Static imports and re-exports that load a module at run time (not `import type` / `export type`).
const IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/gm;

const files = folders.filter((folder) => fs.existsSync(path.join(root, folder))).flatMap((folder) => sourceFiles(path.join(root, folder)));
const graph = new Map<string, string[]>();
for (const file of files) {
  const text = fs.readFileSync(file, "utf8");
  const targets = new Set<string>();
  for (const match of text.matchAll(IMPORT)) {
    // `import { type A, type B } from` loads nothing either.
    // (type imports count too: a cycle of types is still two modules that cannot be read apart)
    const target = resolve(file, (match[1] ?? match[2])!);
    if (target) targets.add(target);
  }
  graph.set(file, [...targets]);
}

// Tarjan's strongly connected components: each component of more than one module is a cycle.
let index = 0;
const indices = new Map<string, number>();
const lowlinks = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const cycles: string[][] = [];
function connect(node: string) {
  indices.set(node, index);
  lowlinks.set(node, index);
  index++;
  stack.push(node);
  onStack.add(node);
  for (const next of graph.get(node) ?? []) {
    if (!indices.has(next)) {
      connect(next);
      lowlinks.set(node, Math.min(lowlinks.get(node)!, lowlinks.get(next)!));
    } else if (onStack.has(next)) lowlinks.set(node, Math.min(lowlinks.get(node)!, indices.get(next)!));
  }
  if (lowlinks.get(node) === indices.get(node)) {
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component);
  }
}
for (const file of graph.keys()) if (!indices.has(file)) connect(file);

const relative = (file: string) => path.relative(root, file);

/** The feature a module belongs to ("leads" for app/features/leads/...), or undefined. */
const featureOf = (file: string) => /^app\/features\/([^/]+)\//.exec(relative(file))?.[1];

/** How many imports go from each feature to each other one, as "from -> to". */
function featureEdges(): Map<string, number> {
  const edges = new Map<string, number>();
  for (const [file, targets] of graph) {
    const from = featureOf(file);
    if (!from) continue;
    for (const target of targets) {
      const to = featureOf(target);
      if (to && to !== from) edges.set(edgeKey(from, to), (edges.get(edgeKey(from, to)) ?? 0) + 1);
    }
  }
  return edges;
}

const edges = featureEdges();
for (const [edge, count] of [...edges].sort(([a], [b]) => a.localeCompare(b))) {
  const [from, to] = edge.split(" -> ");
  console.log(`feature edge: ${edge.padEnd(28)} ${String(count).padStart(3)}${edges.has(`${to} -> ${from}`) ? "  (both ways)" : ""}`);
}
const total = [...edges.values()].reduce((sum, count) => sum + count, 0);
const bothWays = [...edges.keys()].filter((edge) => edges.has(edge.split(" -> ").reverse().join(" -> "))).length / 2;
console.log(`feature edges: ${edges.size} directed, ${total} imports, ${bothWays} pair(s) both ways`);
const declared = readDeclaredEdges(root);
const edgeFaults = [...edgeProblems(edges, declared), ...goalGaps(declared)];
for (const fault of edgeFaults) console.error(fault);
if (edgeFaults.length > 0) process.exitCode = 1;
if (cycles.length === 0) {
  console.log(`import cycles: none among ${graph.size} modules`);
} else {
  for (const cycle of cycles) console.error(`import cycle: ${cycle.map(relative).sort().join(" <-> ")}`);
  console.error(`${cycles.length} import cycle(s) among ${graph.size} modules`);
  process.exitCode = 1;
}
