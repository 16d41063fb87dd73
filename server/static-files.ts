import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

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
