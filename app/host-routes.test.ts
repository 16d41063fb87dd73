// Every URL of the site is found in one of two places: React Router's route table (app/routes.ts,
// from app/pages.ts) or the host's own list (app/host-routes.ts). The host's hot-write table answers
// only what the list declares, and no declared address hides a page of the route table.
import { describe, expect, it } from "vitest";
import { endpoints } from "../server/endpoints";
import { bodyRules, hostRoutes } from "./host-routes";
import routes from "./routes";

type Entry = { path?: string; index?: boolean; children?: Entry[] };
const routePaths = (entries: Entry[], parent = ""): string[] =>
  entries.flatMap((entry) => {
    const here = entry.path ? [parent, entry.path].filter(Boolean).join("/") : parent;
    return [...(entry.path !== undefined || entry.index ? [`/${here}`] : []), ...routePaths(entry.children ?? [], here)];
  });

describe("the host's own addresses (app/host-routes.ts)", () => {
  const declared = Object.values(hostRoutes);

  it("declare every hot write the host answers before Express", () => {
    for (const endpoint of endpoints) expect(declared).toContainEqual({ method: endpoint.method, path: endpoint.path });
    expect(endpoints.length).toBe(declared.filter((route) => route.method === "POST").length);
  });

  it("hide no page or resource of the route table", () => {
    const routed = new Set(routePaths(routes as Entry[]));
    const clashes = declared.filter(({ path }) => routed.has(path) || routed.has(path.replace(/\/:[^/]+$/, "")));
    expect(clashes).toEqual([]);
  });

  it("give a larger body only to posts a page of the route table takes (a moved page would leave its rule behind)", () => {
    const routed = routePaths(routes as Entry[]).map((path) => path.toLowerCase());
    for (const [name, rule] of Object.entries(bodyRules))
      expect(routed.filter((path) => rule.matches(path)).length, name).toBeGreaterThan(0);
  });
});
