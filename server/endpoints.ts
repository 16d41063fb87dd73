// The site's hot writes (their paths are in app/host-routes.ts, their handlers in
// app/host-endpoints.server.ts), answered straight from the HTTP server before Express: their work
// is small next to what Express's router, request logging, compression and React Router's
// Request/Response round trip would add (ADR 0013). `serveEndpoints` does the same for all of
// them (405 with Allow, cross-site refusal, body limit, errors) and leaves the answer to the handler.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { endpointHandlers } from "~/host-endpoints.server";
import { hostRoutes } from "~/host-routes";
import { type Answer, type EndpointRequest, errorAnswer } from "~/platform/host-answer";
import { BodyTooLargeError, readBody, sendTooLarge } from "./body";
import { SERVER_ERROR_MESSAGE, sendAnswer } from "./http-answers";
import { CROSS_SITE_REFUSAL, isCrossSiteWrite } from "./security";

export type Endpoint = {
  method: "POST";
  /** A route pattern with `:name` segments, like React Router's. */
  path: string;
  handle(request: EndpointRequest): Promise<Answer>;
};

/** The endpoints, in one table: each POST address of app/host-routes.ts with its handler. */
export const endpoints: Endpoint[] = Object.entries(endpointHandlers).map(([name, handle]) => ({
  method: "POST",
  path: hostRoutes[name as keyof typeof endpointHandlers].path,
  handle,
}));

type Compiled = { endpoint: Endpoint; pattern: RegExp; names: string[] };

function compile(endpoint: Endpoint): Compiled {
  const names: string[] = [];
  const source = endpoint.path
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(segment.slice(1));
      return "([^/]+)";
    })
    .join("/");
  return { endpoint, pattern: new RegExp(`^${source}/?$`), names };
}

export type EndpointOptions = {
  clientIp(req: IncomingMessage): string;
  allowedOrigins: string[];
  logger: Logger;
};

/**
 * The HTTP server's first look at a request: an endpoint's path is answered here (true);
 * anything else is left to Express (false).
 */
export function serveEndpoints(table: Endpoint[], options: EndpointOptions) {
  const compiled = table.map(compile);
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    const pathname = query < 0 ? url : url.slice(0, query);
    for (const { endpoint, pattern, names } of compiled) {
      const match = pattern.exec(pathname);
      if (!match) continue;
      void answer(endpoint, names, match, req, res, options);
      return true;
    }
    return false;
  };
}

async function answer(
  endpoint: Endpoint,
  names: string[],
  match: RegExpExecArray,
  req: IncomingMessage,
  res: ServerResponse,
  options: EndpointOptions,
) {
  try {
    if (req.method !== endpoint.method) {
      req.resume();
      const allow = { Allow: endpoint.method };
      if (req.method === "OPTIONS") return sendAnswer(res, { status: 204, headers: allow });
      return sendAnswer(res, errorAnswer(req.headers, 405, `Use ${endpoint.method} here.`, allow));
    }
    const params: Record<string, string> = {};
    for (const [index, name] of names.entries()) {
      try {
        params[name] = decodeURIComponent(match[index + 1]);
      } catch {
        req.resume();
        return sendAnswer(res, errorAnswer(req.headers, 400, "The address is not valid."));
      }
    }
    if (isCrossSiteWrite(req, options.allowedOrigins)) {
      req.resume();
      return sendAnswer(res, errorAnswer(req.headers, 403, CROSS_SITE_REFUSAL));
    }
    let body: Buffer;
    try {
      body = await readBody(req);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return sendTooLarge(req, res);
      throw error;
    }
    sendAnswer(res, await endpoint.handle({ params, headers: req.headers, body, clientIp: options.clientIp(req) }));
  } catch (error) {
    // Method and route only: the request's address, headers and body may hold personal data.
    options.logger.error({ err: error, method: req.method, path: endpoint.path }, "request failed");
    if (res.headersSent) return void res.destroy();
    sendAnswer(res, errorAnswer(req.headers, 500, SERVER_ERROR_MESSAGE));
  }
}
