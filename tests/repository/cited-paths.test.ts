// Every repository path the project's own words cite exists: README, the decision records, the
// folder READMEs and the comments in code. A file moved or deleted leaves no sentence pointing at
// nothing (issue 29). A decision record is history: it may name a path that is gone when it also
// says where that thing is now ("(now `server/endpoints.ts`)").
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
const trackedSet = new Set(tracked);

const TOP_FOLDERS = ["app", "server", "db", "tests", "scripts", "docs", "deploy", "performance", ".ci", "public"];
// A path starts at a top folder (not inside another path or a URL) and ends on a letter, digit or bracket.
const CITED = new RegExp(
  `(?<![\\w./~\${}-])((?:${TOP_FOLDERS.map((f) => f.replace(".", "\\.")).join("|")})/[\\w.\\-/\\[\\]+]*[\\w\\]])`,
  "g",
);

/** Whether a cited path names something in the repository: a file or folder, or the start of one's name ("docs/decisions/0022"). */
function names(cited: string) {
  if (trackedSet.has(cited) || fs.existsSync(path.join(root, cited))) return true;
  return tracked.some((file) => file.startsWith(cited));
}

/** The text whose citations count: whole documents, and only the comments of code. */
function citingText(file: string): string {
  const text = fs.readFileSync(path.join(root, file), "utf8");
  if (file.endsWith(".md")) return text;
  return text
    .split("\n")
    .filter((line) => /^\s*(\/\/|\/\*|\*|#)/.test(line) || /\s\/\/\s/.test(line))
    .join("\n");
}

const sources = tracked.filter((file) => /\.(md|ts|tsx|js|mjs)$/.test(file) || file === ".ci/run");

describe("paths cited in the repository's own words", () => {
  it("finds the documents and code to read", () => {
    expect(sources).toContain("README.md");
    expect(sources.filter((file) => file.startsWith("docs/decisions/")).length).toBeGreaterThan(20);
  });

  it("all exist (or, in a decision record, say where the thing is now)", () => {
    const missing: string[] = [];
    for (const file of sources) {
      const text = citingText(file);
      for (const match of text.matchAll(CITED)) {
        const cited = match[1]!.replace(/[.,:;)]+$/, "");
        // A placeholder ("scripts/NAME.ts"), not a path.
        if (/\/[A-Z]+(\.|$)/.test(cited)) continue;
        if (names(cited)) continue;
        const after = text.slice(match.index! + match[0].length, match.index! + match[0].length + 120);
        const now = /\bnow `([^`]+)`/.exec(after)?.[1];
        if (file.startsWith("docs/decisions/") && now && names(now)) continue;
        missing.push(`${file}: ${cited}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
