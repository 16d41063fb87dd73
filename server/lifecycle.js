import http from "node:http";

/** Starts the HTTP server with this request handler and, on SIGTERM or SIGINT, drains it and stops the services. */
export function listenWithGracefulShutdown(handler, { host, port, services, drainMs = 10_000 }) {
  const server = http.createServer(handler).listen(port, host, () => {
    const shown = host === "0.0.0.0" ? "localhost" : host;
    services.logger.info({ port, host }, `WYP site listening on http://${shown}:${port}`);
  });
  server.keepAliveTimeout = 65_000; // longer than common load balancer idle timeouts
  server.headersTimeout = 66_000;

  server.on("error", (error) => {
    services.logger.fatal({ err: error }, "server could not listen");
    process.exit(1);
  });

  let stopping = false;
  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    services.logger.info({ signal }, "shutting down");
    // 1. Take no new connections; 2. end long-lived streams and workers; 3. let requests in
    // flight finish (up to drainMs); 4. close the database.
    const closed = new Promise((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await services.stopServices().catch((error) => services.logger.error({ err: error }, "error stopping services"));
    const force = setTimeout(() => {
      services.logger.warn("requests still open after the drain time; closing them");
      server.closeAllConnections();
    }, drainMs);
    await closed;
    clearTimeout(force);
    await services.closeDb().catch(() => {});
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  return server;
}
