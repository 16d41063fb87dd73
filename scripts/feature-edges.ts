// The imports allowed from one feature into another (issue 43): each edge is declared once, with
// its reason, in feature-edges.json, which both `npm run check:cycles` and ESLint read. An import
// along an undeclared edge, a declaration without a reason or one nothing uses any more fails the
// check, and so does a list beyond issue 43's goal: more than 8 edges, a pair both ways, a circle.
import fs from "node:fs";
import path from "node:path";

export type DeclaredEdge = { from: string; to: string; reason: string };

/** "from -> to", the key both the check and its output use. */
export const edgeKey = (from: string, to: string) => `${from} -> ${to}`;

export function readDeclaredEdges(root: string): DeclaredEdge[] {
  const text = fs.readFileSync(path.join(root, "feature-edges.json"), "utf8");
  return (JSON.parse(text) as { edges: DeclaredEdge[] }).edges;
}

/** A circle of declared edges (a -> b -> ... -> a), as its features in order, or undefined. */
function circleOf(declared: readonly DeclaredEdge[]): string[] | undefined {
  const next = new Map<string, string[]>();
  for (const { from, to } of declared) next.set(from, [...(next.get(from) ?? []), to]);
  const visit = (feature: string, trail: string[]): string[] | undefined => {
    if (trail.includes(feature)) return [...trail.slice(trail.indexOf(feature)), feature];
    for (const to of next.get(feature) ?? []) {
      const circle = visit(to, [...trail, feature]);
      if (circle) return circle;
    }
    return undefined;
  };
  for (const feature of next.keys()) {
    const circle = visit(feature, []);
    if (circle) return circle;
  }
  return undefined;
}

/** What is wrong with the imports between features (`actual`: "from -> to" and its count) against the declared edges. */
export function edgeProblems(actual: ReadonlyMap<string, number>, declared: readonly DeclaredEdge[]): string[] {
  const problems: string[] = [];
  const declaredKeys = new Set(declared.map(({ from, to }) => edgeKey(from, to)));
  for (const [edge, count] of actual) {
    if (!declaredKeys.has(edge)) {
      problems.push(
        `undeclared feature edge: ${edge} (${count} import(s)); move what is shared to app/platform or app/ui, or declare it in feature-edges.json with why`,
      );
    }
  }
  for (const { from, to, reason } of declared) {
    if (!reason.trim()) problems.push(`feature edge ${edgeKey(from, to)} is declared without a reason`);
    if (!actual.has(edgeKey(from, to)))
      problems.push(`feature edge ${edgeKey(from, to)} is declared but no module imports along it: remove it`);
  }
  return problems;
}

/** Where the declared edges break issue 43's goal: more than GOAL_EDGES, a pair both ways, a circle. */
export function goalGaps(declared: readonly DeclaredEdge[]): string[] {
  const gaps: string[] = [];
  const keys = new Set(declared.map(({ from, to }) => edgeKey(from, to)));
  if (declared.length > GOAL_EDGES) gaps.push(`${declared.length} feature edges declared, the goal is at most ${GOAL_EDGES}`);
  for (const { from, to } of declared)
    if (from < to && keys.has(edgeKey(to, from))) gaps.push(`feature edges both ways: ${from} <-> ${to}`);
  const circle = circleOf(declared.filter(({ from, to }) => !keys.has(edgeKey(to, from))));
  if (circle) gaps.push(`feature edges form a circle: ${circle.join(" -> ")}`);
  return gaps;
}

/** Issue 43's goal for the number of edges between features. */
export const GOAL_EDGES = 8;
