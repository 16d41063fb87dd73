// What each of the host's hot writes does (their addresses are in app/host-routes.ts): the host
// (server/endpoints.ts) matches the path, refuses a wrong method or a cross-site post, reads the
// body within the forms' limit, and hands the request to the handler named here. Composing two
// features (a like counted as a conversion, a notice carried back to the page) happens here, so
// the host knows none of them (ADR 0013 for why these skip Express).
import type { IncomingHttpHeaders } from "node:http";
import { type CarriedNotice, carryNotice } from "~/platform/carried-notice.server";
import { voteForEntry, type VoteReply, voteReturnPath } from "~/features/weekly-drop/vote.server";
import { likeGalleryItem, likeReturnPath } from "~/features/gallery/like.server";
import { countConversion, receiveBeacon } from "~/features/insights/counting.server";
import { leadPage, madeOnPage } from "~/features/insights/conversion-pages";
import { receiveLead } from "~/features/leads/store.server";
import { fieldsOfBody } from "~/platform/posted-fields.server";
import { type Answer, type EndpointRequest, errorAnswer, isBrowserFormPost } from "~/platform/host-answer";
import type { hostRoutes } from "./host-routes";

type Posts = {
  [Name in keyof typeof hostRoutes]: (typeof hostRoutes)[Name]["method"] extends "POST" ? Name : never;
}[keyof typeof hostRoutes];

const contentTypeOf = (headers: IncomingHttpHeaders) => headers["content-type"] ?? "";

/** The handler of every POST address of app/host-routes.ts (the type fails on one left out). */
export const endpointHandlers: Record<Posts, (request: EndpointRequest) => Promise<Answer>> = {
  // One like per visitor per item. JSON for scripts; a no-JavaScript form post is sent back
  // (303) to the gallery page it came from, carrying its notice.
  async like({ params, headers, body, clientIp }) {
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

  // One Weekly Drop vote per visitor per week, movable while voting is open. JSON for scripts
  // (never a count); a no-JavaScript form post goes back (303) to the voting section of the
  // page it came from, in its language.
  async vote({ params, headers, body, clientIp }) {
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

  // Sign-ups from the dialogs and email boxes (form-encoded, multipart or JSON, with `kind`).
  async leads({ headers, body, clientIp }) {
    const reply = await receiveLead(() => fieldsOfBody(contentTypeOf(headers), body), clientIp);
    if (reply.stored) await countConversion({ kind: reply.stored, page: leadPage(reply.source ?? "") }, headers, clientIp);
    return { status: reply.status, headers: reply.headers, json: reply.result };
  },

  // A page view for the console's Insights: counted or not, the page is told nothing but 204.
  async insightsBeacon({ headers, body, clientIp }) {
    const reply = await receiveBeacon({ headers, body, clientIp });
    if (!reply.error) return { status: reply.status };
    const retry: Record<string, string> = reply.retryAfter ? { "Retry-After": String(reply.retryAfter) } : {};
    return errorAnswer(headers, reply.status, reply.error, retry);
  },
};

function voteNoticeOf(reply: VoteReply): CarriedNotice {
  if (reply.status === 409) return "vote-closed";
  if (reply.status !== 200) return "vote-failed";
  return reply.outcome === "moved" ? "vote-moved" : "vote-in";
}
