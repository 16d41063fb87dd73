// The one sequence that stops stuffing, shared by likes and Weekly Drop votes (ADRs 0014, 0024):
// a per-address rate, an identity that costs something to mint, per-target daily quotas (tighter
// for identities under a day old) taken before the write, and given back when the write did not
// count (a repeat), so repeats never use up a network's allowance.
import { ensureVisitor, type Visitor } from "./gallery-visitor.server";
import { type Quota, type RateBucket, returnQuota, type Taken, takeQuota, takeRateLimit } from "./rate-limit.server";

const DAY_SECONDS = 24 * 60 * 60;

/** Why a write was refused before it was tried: each is a 429 with Retry-After. */
export type Refusal = "rate" | "identity" | "target";

export type CountedWrite<T> =
  | { ok: true; result: T; /** The new visitor's cookie, when this request had none. */ setCookie?: string }
  | { ok: false; refusal: Refusal; retryAfter: number; setCookie?: string };

export async function countedWrite<T>(input: {
  /** Keys the limits (hashed; never stored). */
  clientIp: string;
  cookieHeader: string | null | undefined;
  rate: RateBucket;
  /** What the per-target quotas count against, e.g. an artwork or an entry id. */
  target: string;
  /** For identities first seen less than a day ago, and for everyone. */
  quotas: { readonly young: Quota; readonly everyone: Quota };
  write(visitor: Visitor): Promise<T>;
  /** Whether the result added something (false: a repeat, whose quotas are given back). */
  counted(result: T): boolean;
}): Promise<CountedWrite<T>> {
  const { clientIp, target, quotas } = input;
  const limit = await takeRateLimit(clientIp, input.rate);
  if (!limit.ok) return { ok: false, refusal: "rate", retryAfter: limit.retryAfter };

  const identity = await ensureVisitor(input.cookieHeader, clientIp);
  if (!identity.ok) return { ok: false, refusal: "identity", retryAfter: identity.retryAfter };
  const { visitor, setCookie } = identity;

  const young = Date.now() / 1000 - visitor.firstSeen < DAY_SECONDS;
  const taken: Taken[] = [];
  for (const quota of young ? [quotas.young, quotas.everyone] : [quotas.everyone]) {
    const one = await takeQuota(clientIp, quota, target);
    if (!one.ok) {
      taken.forEach(returnQuota);
      return { ok: false, refusal: "target", retryAfter: one.retryAfter, setCookie };
    }
    taken.push(one);
  }

  let result: T;
  try {
    result = await input.write(visitor);
  } catch (error) {
    taken.forEach(returnQuota);
    throw error;
  }
  if (!input.counted(result)) taken.forEach(returnQuota);
  return { ok: true, result, setCookie };
}

/** The Retry-After header of a refusal. */
export const retryAfter = (seconds: number) => ({ "Retry-After": String(seconds) });

/** What a hot write's endpoint is given: the target's id from the path, the cookies, and the client's address (keys the limits, hashed; never stored). */
export type WriteRequest = { id: string | undefined; cookieHeader: string | null | undefined; clientIp: string };

/** What a hot write's endpoint answers, before the host turns it into HTTP (server/endpoints.ts). */
export type WriteReply<Body> = {
  status: number;
  headers: Record<string, string>;
  /** The new visitor's cookie, when this request had none. */
  setCookie?: string;
  body: Body | { error: string };
};

/** A refusal or an error, never cached. */
export const errorReply = (status: number, error: string, headers: Record<string, string> = {}) => ({
  status,
  headers: { "Cache-Control": "no-store", ...headers },
  body: { error },
});
