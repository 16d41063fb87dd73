// Every repository path the project's own words cite exists: README, the docs, the decision
// records, the folder READMEs and the comments in code, whose bare file names ("cycle.ts") count
// too. A file moved or deleted leaves no sentence pointing at nothing (issues 29 and 43). A
// decision record is history: it may name a path that is gone when docs/decisions/moved-files.md
// maps that path to where the thing is now.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
const trackedSet = new Set(tracked);
const trackedNames = new Set(tracked.map((file) => path.basename(file)));

const TOP_FOLDERS = ["app", "server", "db", "tests", "scripts", "docs", "deploy", "performance", ".ci", "public"];
// A path starts at a top folder (not inside another path or a URL) and ends on a letter, digit or bracket.
const CITED = new RegExp(
  `(?<![\\w./~\${}-])((?:${TOP_FOLDERS.map((f) => f.replace(".", "\\.")).join("|")})/[\\w.\\-/\\[\\]+]*[\\w\\]])`,
  "g",
);
// A source file's name in a comment, bare ("cycle.ts"), from a folder ("lib/x.ts"), relative ("./x")
// or from app/ ("~/platform/x.ts"); not inside a URL or another word.
const FILE_NAME = /(?<![\w@:/.$-])((?:~\/|\.{1,2}\/)?[\w-][\w./[\]-]*\.(?:tsx|ts|mjs|js))\b/g;
// Names that are not the repository's files: build output and placeholders ("x.tsx", "NAME.ts").
const NOT_A_SOURCE = /^(build|build-test|node_modules|data)\/|(^|\/)([a-z]|[A-Z_]+)\.\w+$/;

const MOVED_FILES = "docs/decisions/moved-files.md";
// A package whose name looks like a file ("ical.js") is not a file of ours.
const packageJson = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
const packages = new Set(Object.keys({ ...packageJson.dependencies, ...packageJson.devDependencies }));

/** Whether a cited path names something in the repository: a file or folder, or the start of one's name ("docs/decisions/0022"). */
function names(cited: string) {
  if (trackedSet.has(cited) || fs.existsSync(path.join(root, cited))) return true;
  return tracked.some((file) => file.startsWith(cited));
}

/** The map's rows: a path the decision records name -> the paths where it is now. */
function movedFiles(): Map<string, string[]> {
  const moved = new Map<string, string[]>();
  for (const line of fs.readFileSync(path.join(root, MOVED_FILES), "utf8").split("\n")) {
    const cells = line.split(" | ");
    const old = /^\| `([^`]+)`$/.exec(cells[0] ?? "")?.[1];
    if (!old || cells.length < 2) continue;
    const now = [...cells[1]!.replace(/\(.*\)/, "").matchAll(/`([^`]+)`/g)].map(([, to]) => to!);
    moved.set(old, now);
  }
  return moved;
}

/** Whether a file name cited in a comment of `file` leads to a file of the repository. */
function namesFile(cited: string, file: string) {
  if (cited.startsWith("./") || cited.startsWith("../")) return names(path.normalize(path.join(path.dirname(file), cited)));
  const fromRoot = cited.startsWith("~/") ? `app/${cited.slice(2)}` : cited;
  if (!fromRoot.includes("/")) return trackedNames.has(fromRoot);
  return trackedSet.has(fromRoot) || tracked.some((each) => each.endsWith(`/${fromRoot}`));
}

/** The lines that are comments in a source file (whole-line comments and trailing `// ...`). */
function commentLines(text: string): string[] {
  return text.split("\n").filter((line) => /^\s*(\/\/|\/\*|\*|#)/.test(line) || /\s\/\/\s/.test(line));
}

/** The text whose citations count: whole documents, and only the comments of code. */
function citingText(file: string): string {
  const text = fs.readFileSync(path.join(root, file), "utf8");
  return file.endsWith(".md") ? text : commentLines(text).join("\n");
}

const sources = tracked.filter((file) => /\.(md|ts|tsx|js|mjs)$/.test(file) || file === ".ci/run");
const code = sources.filter((file) => !file.endsWith(".md"));

describe("paths cited in the repository's own words", () => {
  it("finds the documents and code to read", () => {
    expect(sources).toContain("README.md");
    expect(sources.filter((file) => file.startsWith("docs/decisions/")).length).toBeGreaterThan(20);
  });

  it("all exist (or, in a decision record, are mapped to where the thing is now)", () => {
    const moved = movedFiles();
    const missing: string[] = [];
    for (const file of sources) {
      for (const match of citingText(file).matchAll(CITED)) {
        // A markdown link's text ("[docs/operations/](...)") ends at its bracket.
        const cited = match[1]!.replace(/\]$/, (bracket) => (match[1]!.includes("[") ? bracket : "")).replace(/[.,:;)]+$/, "");
        // A placeholder ("scripts/NAME.ts"), not a path.
        if (/\/[A-Z]+(\.|$)/.test(cited)) continue;
        if (names(cited)) continue;
        const now = moved.get(cited);
        if (file.startsWith("docs/decisions/") && now?.length && now.every(names)) continue;
        missing.push(`${file}: ${cited}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("every move the map lists leads to something that exists", () => {
    const moved = movedFiles();
    expect(moved.size).toBeGreaterThan(40);
    const stale = [...moved].filter(([, now]) => now.length === 0 || !now.every(names)).map(([old, now]) => `${old} -> ${now.join(", ")}`);
    expect(stale).toEqual([]);
  });

  it("file names in comments of code name files that exist", () => {
    const missing: string[] = [];
    for (const file of code) {
      for (const match of citingText(file).matchAll(FILE_NAME)) {
        const cited = match[1]!;
        if (cited.startsWith(".") && !/^\.{1,2}\//.test(cited)) continue; // an extension (".es.ts"), not a name
        if (NOT_A_SOURCE.test(cited) || packages.has(cited) || namesFile(cited, file)) continue;
        missing.push(`${file}: ${cited}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
