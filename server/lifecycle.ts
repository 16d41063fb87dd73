import http, { type RequestListener } from "node:http";
import type { Logger } from "pino";

export type Lifecycle = {
  logger: Logger;
  /** Ends long-lived streams and background workers; the database stays open for requests in flight. */
  stopServices(): Promise<void>;
  closeDb(): Promise<void>;
};

/** Starts the HTTP server with this handler and, on SIGTERM or SIGINT, drains it and stops the services. */
export function listenWithGracefulShutdown(
  handler: RequestListener,
  {
    host,
    port,
    lifecycle,
    maxConnections = 0,
    drainMs = 10_000,
  }: { host: string; port: number; lifecycle: Lifecycle; maxConnections?: number; drainMs?: number },
) {
  const { logger } = lifecycle;
  // Sockets are checked for the timeouts below every 5 s (Node's default is 30 s, which would let a
  // slow client hold a socket up to a minute).
  const server = http.createServer({ connectionsCheckingInterval: 5_000 }, handler).listen(port, host, () => {
    const shown = host === "0.0.0.0" ? "localhost" : host;
    logger.info({ port, host }, `WYP site listening on http://${shown}:${port}`);
  });
  server.keepAliveTimeout = 65_000; // longer than common load balancer idle timeouts
  // A client has 15 s to send its headers and 30 s for the whole request (a body sent a byte at a
  // time holds a socket only that long); answers, event streams included, are not limited.
  server.headersTimeout = 15_000;
  server.requestTimeout = 30_000;
  if (maxConnections > 0) server.maxConnections = maxConnections;

  server.on("error", (error) => {
    logger.fatal({ err: error }, "server could not listen");
    process.exit(1);
  });

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    // 1. Take no new connections; 2. end long-lived streams and workers; 3. let requests in
    // flight finish (up to drainMs); 4. close the database.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    // A request that arrives on a connection still open (a browser reuses its connections) is
    // answered and its connection closed after it, so the drain does not wait on it.
    server.prependListener("request", (_request, response: http.ServerResponse) => {
      response.shouldKeepAlive = false;
    });
    await lifecycle.stopServices().catch((error: unknown) => logger.error({ err: error }, "error stopping services"));
    const force = setTimeout(() => {
      logger.warn("requests still open after the drain time; closing them");
      server.closeAllConnections();
    }, drainMs);
    await closed;
    clearTimeout(force);
    await lifecycle.closeDb().catch(() => {});
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  return server;
}
