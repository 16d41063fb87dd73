// The server build's entry (vite.config.ts builds it with the app): validates the environment,
// prepares the database and workers, and serves. `server.js` at the root calls `startServer`.
import express from "express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { type Env, PRODUCTION_PASSWORD_HASH_LOG_N } from "~/platform/env.server";
import { boot, closeDb, getEnv, logger, stopServices } from "~/host.server";
import { createApp } from "./app";
import { listenWithGracefulShutdown } from "./lifecycle";

export type StartOptions = { mode: "production"; clientDir: string } | { mode: "development"; vite: ViteDevServer };

/**
 * React Router's server build: a chunk of its own, which prerendering at build time loads alone;
 * tests of the built site load it through this too.
 */
export const serverBuild = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;

export async function startServer(options: StartOptions) {
  let env: Env;
  try {
    env = getEnv();
  } catch (error) {
    return exit(reason(error));
  }
  if (env.PASSWORD_HASH_LOG_N < PRODUCTION_PASSWORD_HASH_LOG_N) {
    logger.warn(
      { PASSWORD_HASH_LOG_N: env.PASSWORD_HASH_LOG_N },
      `PASSWORD_HASH_LOG_N is below ${PRODUCTION_PASSWORD_HASH_LOG_N}: new staff passwords are hashed cheaply. It is for tests only; unset it in production.`,
    );
  }
  try {
    // In production this module is build/server/index.js, beside the demo gallery's images.
    await boot({ builtDir: options.mode === "production" ? import.meta.dirname : undefined });
  } catch (error) {
    return exit(`Could not start: the database is not ready (${reason(error)}).`);
  }

  const getBuild = serverBuild;
  if (options.mode === "production") {
    const app = createApp({ env, getBuild, mode: "production", clientDir: options.clientDir });
    return listen(app, env);
  }
  // Development: Vite serves modules and reloads the build after a change; the same host wraps it.
  const app = createApp({ env, getBuild, mode: "development" });
  listen(express().use(options.vite.middlewares).use(app), env);
}

function listen(handler: Parameters<typeof listenWithGracefulShutdown>[0], env: Env) {
  listenWithGracefulShutdown(handler, {
    host: env.HOST,
    port: env.PORT,
    maxConnections: env.MAX_CONNECTIONS,
    lifecycle: { logger, stopServices, closeDb },
  });
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

function exit(message: string): never {
  console.error(message);
  process.exit(1);
}
