// The site's hot writes (their paths are in app/host-routes.ts), answered straight from the HTTP server before
// Express: their work is small next to what Express's router, request logging, compression and
// React Router's Request/Response round trip would add (ADR 0013). Each entry says its method,
// its path, and how its result becomes the HTTP answer; `serveEndpoints` does the rest the same
// way for all of them (405 with Allow, cross-site refusal, body limit, errors).
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { type CarriedNotice, carryNotice } from "~/features/site/carried-notice.server";
import { voteForEntry, type VoteReply, voteReturnPath } from "~/features/weekly-drop/vote.server";
import { likeGalleryItem, likeReturnPath } from "~/features/gallery/like.server";
import { countConversion, receiveBeacon } from "~/features/insights/counting.server";
import { leadPage, madeOnPage } from "~/features/insights/conversion-pages";
import { receiveLead } from "~/features/leads/store.server";
import { hostRoutes } from "~/host-routes";
import { fieldsOfBody } from "~/platform/posted-fields.server";
import { BodyTooLargeError, readBody, sendTooLarge } from "./body";
import { type Answer, errorAnswer, isBrowserFormPost, SERVER_ERROR_MESSAGE, sendAnswer } from "./http-answers";
import { CROSS_SITE_REFUSAL, isCrossSiteWrite } from "./security";

export type EndpointRequest = {
  /** The path's `:name` segments, decoded. */
  params: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The body as sent, within BODY_LIMIT_BYTES. */
  body: Buffer;
  /** The client's address after TRUST_PROXY (keys rate limits, hashed; never stored or logged). */
  clientIp: string;
};

export type Endpoint = {
  method: "POST";
  /** A route pattern with `:name` segments, like React Router's. */
  path: string;
  handle(request: EndpointRequest): Promise<Answer>;
};

const contentTypeOf = (headers: IncomingHttpHeaders) => headers["content-type"] ?? "";

/** The endpoints, in one table. */
export const endpoints: Endpoint[] = [
  {
    // One like per visitor per item. JSON for scripts; a no-JavaScript form post is sent back
    // (303) to the gallery page it came from, carrying its notice.
    method: "POST",
    path: hostRoutes.like.path,
    async handle({ params, headers, body, clientIp }) {
      const reply = await likeGalleryItem({ id: params.id, cookieHeader: headers.cookie, clientIp });
      if (reply.counted) await countConversion({ kind: "like", page: madeOnPage.like }, headers, clientIp);
      const cookies = reply.setCookie ? [reply.setCookie] : [];
      if (isBrowserFormPost(headers)) {
        // Back to the gallery page it came from (English or Spanish) with the notice a script would
        // have shown, refused likes included.
        const posted = await fieldsOfBody(contentTypeOf(headers), body);
        const location = likeReturnPath("fields" in posted ? posted.fields.returnTo : undefined);
        cookies.push(carryNotice(reply.status !== 200 ? "like-failed" : reply.counted ? "liked" : "already-liked"));
        return { status: 303, headers: { ...reply.headers, Location: location }, cookies, text: `See ${location}` };
      }
      return { status: reply.status, headers: reply.headers, cookies, json: reply.body };
    },
  },
  {
    // One Weekly Drop vote per visitor per week, movable while voting is open. JSON for scripts
    // (never a count); a no-JavaScript form post goes back (303) to the voting section of the
    // page it came from, in its language.
    method: "POST",
    path: hostRoutes.vote.path,
    async handle({ params, headers, body, clientIp }) {
      const reply = await voteForEntry({ id: params.id, cookieHeader: headers.cookie, clientIp });
      if (reply.outcome === "new") await countConversion({ kind: "vote", page: madeOnPage.vote }, headers, clientIp);
      const cookies = reply.setCookie ? [reply.setCookie] : [];
      if (isBrowserFormPost(headers)) {
        const posted = await fieldsOfBody(contentTypeOf(headers), body);
        const location = voteReturnPath("fields" in posted ? posted.fields.returnTo : undefined);
        cookies.push(carryNotice(voteNoticeOf(reply)));
        return { status: 303, headers: { ...reply.headers, Location: location }, cookies, text: `See ${location}` };
      }
      return { status: reply.status, headers: reply.headers, cookies, json: reply.body };
    },
  },
  {
    // Sign-ups from the dialogs and email boxes (form-encoded, multipart or JSON, with `kind`).
    method: "POST",
    path: hostRoutes.leads.path,
    async handle({ headers, body, clientIp }) {
      const reply = await receiveLead(() => fieldsOfBody(contentTypeOf(headers), body), clientIp);
      if (reply.stored) await countConversion({ kind: reply.stored, page: leadPage(reply.source ?? "") }, headers, clientIp);
      return { status: reply.status, headers: reply.headers, json: reply.result };
    },
  },
  {
    // A page view for the console's Insights: counted or not, the page is told nothing but 204.
    method: "POST",
    path: hostRoutes.insightsBeacon.path,
    async handle({ headers, body, clientIp }) {
      const reply = await receiveBeacon({ headers, body, clientIp });
      if (!reply.error) return { status: reply.status };
      const retry: Record<string, string> = reply.retryAfter ? { "Retry-After": String(reply.retryAfter) } : {};
      return errorAnswer(headers, reply.status, reply.error, retry);
    },
  },
];

function voteNoticeOf(reply: VoteReply): CarriedNotice {
  if (reply.status === 409) return "vote-closed";
  if (reply.status !== 200) return "vote-failed";
  return reply.outcome === "moved" ? "vote-moved" : "vote-in";
}

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
