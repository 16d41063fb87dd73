// @ts-check
// `npm start` (production) and `npm run dev` (`--dev`: Vite with hot reload). The host itself is
// TypeScript in server/, built by Vite with the app into build/server/index.js.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

// A .env file, when there is one, fills in variables the shell did not set.
try {
  process.loadEnvFile(".env");
} catch {
  // no .env: the environment as it is
}
const development = process.argv.includes("--dev");
// React reads NODE_ENV when it is loaded, so it is set before the host is imported.
process.env.NODE_ENV ??= development ? "development" : "production";
const root = import.meta.dirname;

if (development) {
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const { startServer } = await vite.ssrLoadModule("./server/main.ts");
  await startServer({ mode: "development", vite });
} else {
  const buildDir = path.resolve(root, process.env.WYP_BUILD_DIR || "build");
  const serverEntry = path.join(buildDir, "server", "index.js");
  if (!fs.existsSync(serverEntry)) {
    console.log(`No build in ${path.relative(root, buildDir) || "."}: building first (npm run build)...`);
    const build = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
      cwd: root,
      stdio: "inherit",
      env: process.env,
    });
    if (build.status !== 0) {
      console.error("Build failed; see the output above.");
      process.exit(1);
    }
  }
  /** @type {typeof import("./server/main")} */
  const { startServer } = await import(pathToFileURL(serverEntry).href);
  await startServer({ mode: "production", clientDir: path.join(buildDir, "client") });
}
