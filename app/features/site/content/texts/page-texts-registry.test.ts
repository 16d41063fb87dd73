// Page texts' registry against the code: each page it lists reads its words under the key staff's
// texts are stored by (a key spelled otherwise would silently show the code's words), every page
// of the registry is a page of the site, and each unit has words to change and survives the page's data.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allPagePaths } from "~/pages";
import { pageTextKeys, textUnitsOf } from "./page-texts.server";

const appDir = path.resolve(import.meta.dirname, "../../../..");
const sources = (fs.readdirSync(appDir, { recursive: true, encoding: "utf8" }) as string[])
  .filter((file) => file.endsWith(".tsx") && !file.endsWith(".test.tsx"))
  .map((file) => fs.readFileSync(path.join(appDir, file), "utf8"))
  .join("\n");

describe("page texts' registry", () => {
  it.each(pageTextKeys)("%s reads its words as %s", (page, key) => {
    expect(allPagePaths).toContain(page);
    // The track sub-pages' template names each sub-page's key from its track and slug.
    const reads = /^site\/(music|biz|wildcard)\//.test(key) ? "`site/\\$\\{copy.track\\}/\\$\\{slug\\}`" : `"${key}"`;
    expect(new RegExp(`usePageTexts\\(\\s*${reads},`).test(sources), `usePageTexts(${reads}, ...) in app/`).toBe(true);
    const unit = textUnitsOf(page).find((candidate) => candidate.key === key)!;
    expect(unit.fields.length).toBeGreaterThan(5);
    // A page's changed copy travels in its data: nothing in it may be lost on the way (a function).
    for (const copy of [unit.copy.en, unit.copy.es]) expect(JSON.parse(JSON.stringify(copy))).toEqual(copy);
  });
});
