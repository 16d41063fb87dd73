import { describe, expect, it } from "vitest";
import { failedModuleAddress } from "./load-on-demand";

const origin = "https://wyp.example";
const file = `${origin}/assets/forms-C3x9.js`;

describe("the file a failed dynamic import names", () => {
  it("is read from Chromium's and Firefox's messages", () => {
    expect(failedModuleAddress(new TypeError(`Failed to fetch dynamically imported module: ${file}`), origin)?.href).toBe(file);
    expect(failedModuleAddress(new TypeError(`error loading dynamically imported module: ${file}`), origin)?.href).toBe(file);
  });

  it("is unknown when the browser names none (Safari), or names another site's file", () => {
    expect(failedModuleAddress(new TypeError("Importing a module script failed."), origin)).toBeUndefined();
    expect(
      failedModuleAddress(new TypeError("Failed to fetch dynamically imported module: https://cdn.example/x.js"), origin),
    ).toBeUndefined();
    expect(failedModuleAddress("not an error", origin)).toBeUndefined();
  });
});
