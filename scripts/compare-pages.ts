/**
 * npm run compare:pages -- [REF]
 *
 * Shows that a change leaves every page as it was (issue 29: a move of files must not change a
 * page). Builds REF (default: main) in a temporary worktree and this checkout, then compares every
 * prerendered page in both languages, the sitemap and robots.txt byte for byte, apart from the
 * build's asset file names (their hashes, the chunk names a move may change, and how many chunks the
 * same scripts are cut into). Prints each page that differs with its first difference, and exits 1
 * if any does; then each page whose scripts weigh differently (gzip), with and without the chunks'
 * file names.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");
const ref = process.argv[2] ?? "main";
const work = fs.mkdtempSync(path.join(os.tmpdir(), "wyp-compare-"));
const before = path.join(work, "before");
// Inside each checkout: prerendering loads the server build, which finds its packages from there.
const builds = { before: path.join(before, "build-compare"), after: path.join(root, "build-compare") };

function build(cwd: string, outDir: string) {
  const began = performance.now();
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd,
    env: { ...process.env, NODE_ENV: "production", WYP_BUILD_DIR: outDir },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`build in ${cwd} failed:\n${result.stdout}\n${result.stderr}`);
  console.log(`built ${path.relative(root, cwd) || "this checkout"} in ${((performance.now() - began) / 1000).toFixed(0)} s`);
}

/** The files a visitor is served as they were built: every index.html, the sitemap and robots.txt. */
function pagesOf(clientDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== "assets") walk(full);
      else if (entry.name === "index.html" || entry.name === "sitemap.xml" || entry.name === "robots.txt")
        found.push(path.relative(clientDir, full));
    }
  };
  walk(clientDir);
  return found.sort();
}

// "/assets/site-BlZWbArl.js" and "/assets/weekly-drop-entries-Cx1.js" both become "/assets/*.js".
// The manifest's version is a hash of the build too.
// A list of script chunks ("/assets/*.js","/assets/*.js",...) becomes one entry: a move may cut the
// same code into more or fewer chunks; what the scripts weigh is compared below, page by page.
const withoutAssetNames = (text: string) =>
  text
    .replace(/\/assets\/[\w.-]+\.(js|css|svg|woff2|png|webp)/g, "/assets/*.$1")
    .replace(/"version":\s*"[0-9a-f]+"/g, '"version": "*"')
    .replace(/"\/assets\/\*\.js"(?:\s*,\s*"\/assets\/\*\.js")+/g, '"/assets/*.js"');

/** The gzip bytes of every script a page names (its entry, route modules and modulepreload links). */
function pageScriptBytes(clientDir: string, html: string) {
  const scripts = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? [])];
  const gzip = (text: string) => zlib.gzipSync(text, { level: 9 }).byteLength;
  const texts = scripts.map((script) => fs.readFileSync(path.join(clientDir, script), "utf8"));
  return {
    bytes: texts.reduce((sum, text) => sum + gzip(text), 0),
    // The same code with the chunks' file names it imports left out: a renamed module renames its chunk.
    code: texts.reduce((sum, text) => sum + gzip(text.replace(/[\w.-]+\.js\b/g, "*.js")), 0),
  };
}

try {
  execFileSync("git", ["worktree", "add", "--detach", before, ref], { cwd: root, stdio: "ignore" });
  fs.symlinkSync(path.join(root, "node_modules"), path.join(before, "node_modules"));
  build(before, builds.before);
  build(root, builds.after);
  const pages = { before: pagesOf(path.join(builds.before, "client")), after: pagesOf(path.join(builds.after, "client")) };
  const differ: string[] = [];
  for (const page of new Set([...pages.before, ...pages.after])) {
    const read = (which: "before" | "after") => {
      const file = path.join(builds[which], "client", page);
      return fs.existsSync(file) ? withoutAssetNames(fs.readFileSync(file, "utf8")) : undefined;
    };
    const [a, b] = [read("before"), read("after")];
    if (a === b) continue;
    if (a === undefined || b === undefined) {
      differ.push(`${page}: only ${a === undefined ? "after" : "before"}`);
      continue;
    }
    let at = 0;
    while (at < a.length && a[at] === b[at]) at++;
    differ.push(
      `${page}: first difference at byte ${at}:\n  before: ${a.slice(Math.max(0, at - 40), at + 80)}\n  after:  ${b.slice(Math.max(0, at - 40), at + 80)}`,
    );
  }
  // The same HTML can still load different scripts: a module moved into another chunk.
  const scriptGrowth: string[] = [];
  for (const page of pages.after.filter((page) => page.endsWith(".html") && pages.before.includes(page))) {
    const bytesOf = (which: "before" | "after") =>
      pageScriptBytes(path.join(builds[which], "client"), fs.readFileSync(path.join(builds[which], "client", page), "utf8"));
    const [a, b] = [bytesOf("before"), bytesOf("after")];
    const delta = (x: number, y: number) => `${y >= x ? "+" : ""}${y - x}`;
    if (a.bytes !== b.bytes)
      scriptGrowth.push(
        `${page}: ${a.bytes} -> ${b.bytes} bytes of script (gzip), ${delta(a.bytes, b.bytes)}; without chunk file names ${delta(a.code, b.code)}`,
      );
  }
  console.log(scriptGrowth.length === 0 ? "every page loads the same script bytes (gzip)" : scriptGrowth.join("\n"));
  const count = new Set([...pages.before, ...pages.after]).size;
  if (differ.length === 0) console.log(`${count} pages, sitemap and robots.txt: identical to ${ref} apart from asset names`);
  else {
    console.error(differ.join("\n"));
    console.error(`${differ.length} of ${count} files differ from ${ref}`);
    process.exitCode = 1;
  }
} finally {
  spawnSync("git", ["worktree", "remove", "--force", before], { cwd: root, stdio: "ignore" });
  fs.rmSync(builds.after, { recursive: true, force: true });
  fs.rmSync(work, { recursive: true, force: true });
}
