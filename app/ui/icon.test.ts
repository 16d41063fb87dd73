import { describe, expect, it } from "vitest";
import { iconNames as drawnIcons } from "./icon-names";

// Every content module: any `icon` field they hold must resolve to a component, or the page
// would show a card without its icon.
const contentModules = import.meta.glob(["../features/*/copy/*.ts", "!../features/*/copy/*.test.ts"], { eager: true });

function iconNames(value: unknown, seen = new Set<unknown>()): string[] {
  if (value === null || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  return Object.entries(value).flatMap(([key, inner]) => (key === "icon" && typeof inner === "string" ? [inner] : iconNames(inner, seen)));
}

describe("icon map", () => {
  const used = new Set(Object.values(contentModules).flatMap((module) => iconNames(module)));

  it("finds the icons the content names", () => {
    expect(used.size).toBeGreaterThan(20);
    expect(used).toContain("Crown");
  });

  it("draws every icon the content names", () => {
    expect([...used].filter((name) => !(drawnIcons as readonly string[]).includes(name))).toEqual([]);
  });
});
