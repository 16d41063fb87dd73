import type { Plugin, Rolldown } from "vite";

/** V8's per-file compile hint: compile every function of this file eagerly, while it streams. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * Marks every client chunk a page loads at start (the entry, the route modules and what they
 * import statically) with V8's per-file compile hint: Chromium then compiles their functions on
 * the background thread that streams the file, instead of one by one on the main thread the first
 * time each runs, during hydration (ADR 0011). Chunks only loaded on demand (dialog panels, forms)
 * are left to lazy compilation. Added after minification, which would strip the comment; the
 * hashed file names stay correct because the line is the same in every build.
 */
export function compileHintsPlugin(): Plugin {
  return {
    name: "wyp-compile-hints",
    apply: "build",
    generateBundle(_options, bundle) {
      if (this.environment?.name !== "client") return;
      const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === "chunk" ? [[file.fileName, file] as const] : [])));
      const atStart = new Set<Rolldown.OutputChunk>();
      const visit = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || atStart.has(chunk)) return;
        atStart.add(chunk);
        chunk.imports.forEach(visit);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
      for (const chunk of atStart) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    },
  };
}
