// Development entry: `npm run dev`. Vite serves the app with hot reload; the same host wraps it.
// A .env file, when there is one, fills in variables the shell did not set.
try {
  process.loadEnvFile(".env");
} catch {
  // no .env: the environment as it is
}
process.env.NODE_ENV ??= "development";
const { createServer } = await import("vite");
const { createApp } = await import("./app.js");
const { listenWithGracefulShutdown } = await import("./lifecycle.js");
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const getBuild = () => vite.ssrLoadModule("virtual:react-router/server-build");
const services = (await getBuild()).entry.module;

let env;
try {
  env = services.getEnv();
  await services.boot();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const app = createApp({ getBuild, services, mode: "development" });
const express = (await import("express")).default;
const host = express();
host.use(vite.middlewares);
host.use(app);
listenWithGracefulShutdown(host, { host: env.HOST, port: env.PORT, services });
