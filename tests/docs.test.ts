import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { envVariableNames } from "../app/platform/env.server";

const root = path.resolve(import.meta.dirname, "..");
const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");
const envExample = fs.readFileSync(path.join(root, ".env.example"), "utf8");
const links = fs.readFileSync(path.join(root, "app/features/site/copy/links.ts"), "utf8");
const packageJson = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));

describe("documentation a newcomer relies on", () => {
  it("README and .env.example document every server variable", () => {
    for (const name of envVariableNames) {
      expect(readme, `README lacks ${name}`).toContain(`\`${name}\``);
      if (name !== "NODE_ENV") expect(envExample, `.env.example lacks ${name}`).toMatch(new RegExp(`^#? ?${name}=`, "m"));
    }
  });

  it("README says where staff change the external links, and no build variable does", () => {
    expect(links).not.toMatch(/import\.meta\.env/);
    expect(readme).not.toMatch(/VITE_[A-Z_]+_URL/);
    expect(readme).toContain("### Site content");
    expect(readme).toContain("**Links**: every external address");
  });

  it("README shows the quick start and every script it names exists", () => {
    expect(readme).toContain("npm install");
    expect(readme).toContain("npm start");
    expect(readme).toContain("npm test");
    for (const [, name] of readme.matchAll(/`npm run ([a-z:-]+)/g)) expect(packageJson.scripts, `script ${name}`).toHaveProperty(name);
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
