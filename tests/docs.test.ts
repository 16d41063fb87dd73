// The documentation is split by reader (issue 43): README for a newcomer, docs/operations/ for
// whoever runs the server, docs/staff-guide.md for coordinators, docs/development.md for
// developers. These checks keep each in its place and every link and command in them real.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { envVariableNames } from "../app/platform/env.server";

const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const readme = read("README.md");
const configuration = read("docs/operations/configuration.md");
const staffGuide = read("docs/staff-guide.md");
const envExample = read(".env.example");
const links = read("app/platform/links.ts");
const packageJson = JSON.parse(read("package.json"));

/** README.md and every markdown file under docs/, as paths from the repository's root. */
function documents(): string[] {
  const found = ["README.md"];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const file = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith(".md")) found.push(file);
    }
  };
  walk("docs");
  return found;
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, "")
    .replace(/[^\p{L}\p{N} -]/gu, "")
    .replace(/ /g, "-");
}

function anchorsIn(text: string): Set<string> {
  const outsideFences = text.replace(/^```[\s\S]*?^```/gm, "");
  return new Set([...outsideFences.matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => anchorOf(heading!)));
}

/** Every relative link of a markdown file that does not lead to an existing file (and heading). */
function brokenLinks(file: string): string[] {
  const text = read(file).replace(/^```[\s\S]*?^```/gm, "");
  const broken: string[] = [];
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target!)) continue;
    const [linkPath, anchor] = target!.split("#") as [string, string | undefined];
    const resolved = linkPath ? path.normalize(path.join(path.dirname(file), linkPath)) : file;
    const full = path.join(root, resolved);
    if (!fs.existsSync(full)) {
      broken.push(`${file}: ${target} (no file ${resolved})`);
      continue;
    }
    if (anchor && !(fs.statSync(full).isFile() && anchorsIn(read(resolved)).has(anchor)))
      broken.push(`${file}: ${target} (no heading #${anchor})`);
  }
  return broken;
}

describe("documentation by reader", () => {
  it("README stays a newcomer's page: at most 250 lines, with the quick start", () => {
    expect(readme.split("\n").length).toBeLessThanOrEqual(250);
    for (const command of ["npm install", "npm start", "npm test"]) expect(readme).toContain(command);
  });

  it("the operations configuration page and .env.example document every server variable", () => {
    for (const name of envVariableNames) {
      expect(configuration, `docs/operations/configuration.md lacks ${name}`).toContain(`| \`${name}\` |`);
      if (name !== "NODE_ENV") expect(envExample, `.env.example lacks ${name}`).toMatch(new RegExp(`^#? ?${name}=`, "m"));
    }
  });

  it("the staff guide says where staff change the external links, and no build variable does", () => {
    expect(links).not.toMatch(/import\.meta\.env/);
    for (const file of documents()) expect(read(file), file).not.toMatch(/VITE_[A-Z_]+_URL/);
    expect(staffGuide).toContain("## Change what the site says");
    expect(staffGuide).toMatch(/\*\*Site content\*\* in the menu is where you change the site's outside links/);
    expect(staffGuide).toMatch(/- \*\*Links\*\*: every outside address/);
    expect(configuration).toContain("](../staff-guide.md#change-what-the-site-says)");
  });

  it("the staff guide speaks plain words: no variable names, file paths, code or developer terms", () => {
    expect(staffGuide).not.toMatch(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/);
    expect(staffGuide).not.toMatch(/`|\b[\w-]+\/[\w-]+\.(ts|tsx|js|md)\b|\bapp\/|\bnpm\b/);
    expect(staffGuide).not.toMatch(/\b(code|webhook|database|server|JSON|SQL|SMTP|env|API|migration|cookie)s?\b/i);
  });

  it("every npm script named in README or docs/ exists", () => {
    for (const file of documents()) {
      for (const [, name] of read(file).matchAll(/`npm run ([a-z:-]+)/g))
        expect(packageJson.scripts, `${file} names npm run ${name}`).toHaveProperty(name!);
    }
  });

  it("every relative link in README and docs/ leads to an existing file and heading", () => {
    expect(documents()).toContain("docs/operations/README.md");
    expect(documents().flatMap(brokenLinks)).toEqual([]);
  });

  it("the decisions index lists every ADR, each once, under its file's title", () => {
    const folder = path.join(root, "docs/decisions");
    const index = fs.readFileSync(path.join(folder, "README.md"), "utf8");
    const files = fs.readdirSync(folder).filter((name) => /^\d{4}-.*\.md$/.test(name));
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const rows = index.split("\n").filter((line) => line.includes(`](${file})`));
      expect(rows, `docs/decisions/README.md lists ${file} once`).toHaveLength(1);
      const title = fs.readFileSync(path.join(folder, file), "utf8").match(/^# \d+\. (.+)$/m)?.[1];
      expect(rows[0], `the row of ${file} says its title`).toContain(`| ${title} |`);
    }
  });
});
