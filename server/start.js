import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

// Production entry: `npm start`. Builds when there is no build, then migrates, seeds and serves.
// NODE_ENV must be set before React is loaded, so the host modules are imported below.
// A .env file, when there is one, fills in variables the shell did not set.
try {
  process.loadEnvFile(".env");
} catch {
  // no .env: the environment as it is
}
process.env.NODE_ENV ??= "production";
const { createApp } = await import("./app.js");
const { listenWithGracefulShutdown } = await import("./lifecycle.js");
const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.WYP_BUILD_DIR || "build");
const serverEntry = path.join(buildDir, "server", "index.js");

if (!fs.existsSync(serverEntry)) {
  console.log(`No build in ${path.relative(root, buildDir) || "."}: building first (npm run build)...`);
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: root,
    stdio: "inherit",
    env: process.env,
  });
  if (result.status !== 0) {
    console.error("Build failed; see the output above.");
    process.exit(1);
  }
}

const build = await import(pathToFileURL(serverEntry).href);
const services = build.entry.module;

let env;
try {
  env = services.getEnv();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

try {
  await services.boot();
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`Could not start: the database is not ready (${reason}).`);
  process.exit(1);
}

const app = createApp({ getBuild: async () => build, services, mode: "production", clientDir: path.join(buildDir, "client") });
listenWithGracefulShutdown(app, { host: env.HOST, port: env.PORT, services });
