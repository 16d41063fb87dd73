import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";

/**
 * React Router's server build from a build folder: the chunk that the server's Vite manifest
 * names `virtual:react-router/server-build` (when the host's own module is the server entry), or
 * else `server/index.js` (when React Router's build is the entry itself).
 */
export async function loadServerBuild(buildDir: string): Promise<ServerBuild> {
  const serverDir = path.resolve(buildDir, "server");
  const viteManifest = path.join(serverDir, ".vite/manifest.json");
  const chunk: string | undefined = fs.existsSync(viteManifest)
    ? JSON.parse(fs.readFileSync(viteManifest, "utf8"))["virtual:react-router/server-build"]?.file
    : undefined;
  const file = path.join(serverDir, chunk ?? "index.js");
  const build = (await import(pathToFileURL(file).href)) as Partial<ServerBuild>;
  if (!build.routes || !build.entry?.module) throw new Error(`${file} does not export React Router's server build (routes, entry)`);
  return build as ServerBuild;
}
