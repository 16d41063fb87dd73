import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";

/**
 * React Router's server build from a build folder, through the host's entry (`build/server/index.js`,
 * built from server/main.ts), which imports it as a chunk of its own.
 */
export async function loadServerBuild(buildDir: string): Promise<ServerBuild> {
  const entry = path.resolve(buildDir, "server", "index.js");
  const host = (await import(pathToFileURL(entry).href)) as Partial<typeof import("../server/main")>;
  if (!host.serverBuild) throw new Error(`${entry} does not export serverBuild: is it the host's entry (server/main.ts)?`);
  const build = await host.serverBuild();
  if (!build.routes || !build.entry?.module) throw new Error(`the server build of ${buildDir} has no routes or entry`);
  return build;
}
