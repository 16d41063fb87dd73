import fs from "node:fs";
import path from "node:path";
import { inlineScriptHashes } from "./security.js";

/**
 * Finds the HTML pages prerendered at build time and the CSP hashes of their inline scripts,
 * so they can be served as files with a policy that allows exactly those scripts.
 * Map key: the URL path ("/", "/art/community"); value: the page's HTML and its script hashes.
 */
export function loadPrerenderedPages(clientDir) {
  const pages = new Map();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets") walk(full);
      } else if (entry.name === "index.html") {
        const rel = path.relative(clientDir, path.dirname(full)).split(path.sep).join("/");
        const urlPath = rel ? `/${rel}` : "/";
        const html = fs.readFileSync(full, "utf8");
        pages.set(urlPath, { html, hashes: inlineScriptHashes(html) });
      }
    }
  };
  if (fs.existsSync(clientDir)) walk(clientDir);
  return pages;
}
