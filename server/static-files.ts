import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { inlineScriptHashes } from "./security";

const ENCODINGS = [
  ["br", ".br"],
  ["gzip", ".gz"],
] as const;

/**
 * Serves the Brotli or gzip copy made at build time (performance/precompress) when the client
 * accepts it. Only names found in the folder at start are served, so a request path can never
 * reach outside it.
 */
export function precompressed(dir: string, maxAgeSeconds: number): RequestHandler {
  const available = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.replace(/^\//, "");
    if (!available.has(name)) return next();
    const accepted = String(req.get("accept-encoding") ?? "");
    for (const [encoding, suffix] of ENCODINGS) {
      if (!accepted.includes(encoding) || !available.has(name + suffix)) continue;
      res.setHeader("Content-Encoding", encoding);
      res.setHeader("Vary", "Accept-Encoding");
      res.type(path.extname(name));
      return res.sendFile(path.join(dir, name + suffix), {
        maxAge: maxAgeSeconds * 1000,
        immutable: true,
        etag: false,
        lastModified: false,
        acceptRanges: false,
      });
    }
    next();
  };
}

export type PrerenderedPage = { html: string; hashes: string[] };

/**
 * The HTML pages prerendered at build time and the CSP hashes of their inline scripts, so they
 * can be served as files with a policy that allows exactly those scripts.
 * Key: the URL path ("/", "/art/community").
 */
export function loadPrerenderedPages(clientDir: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets") walk(full);
      } else if (entry.name === "index.html") {
        const rel = path.relative(clientDir, path.dirname(full)).split(path.sep).join("/");
        const html = fs.readFileSync(full, "utf8");
        pages.set(rel ? `/${rel}` : "/", { html, hashes: inlineScriptHashes(html) });
      }
    }
  };
  if (fs.existsSync(clientDir)) walk(clientDir);
  return pages;
}
