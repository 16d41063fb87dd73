// The one sequence that stops stuffing, shared by likes and Weekly Drop votes (ADRs 0014, 0024):
// a per-address rate, an identity that costs something to mint, per-target daily quotas (tighter
// for identities under a day old) taken before the write, and given back when the write did not
// count (a repeat), so repeats never use up a network's allowance. All of a request's limits are
// taken together (takeQuotas): one keyed hash of the address, and one round trip with PostgreSQL.
import { mintVisitor, type Visitor, visitorFromCookies } from "./visitor.server";
import { type Quota, type QuotaUse, type RateBucket, returnQuota, type Taken, takeQuotas } from "./rate-limit.server";

const DAY_SECONDS = 24 * 60 * 60;

/** Why a write was refused before it was tried: each is a 429 with Retry-After. */
export type Refusal = "rate" | "identity" | "target";

export type CountedWrite<T> =
  | { ok: true; result: T; /** The new visitor's cookie, when this request had none. */ setCookie?: string }
  | { ok: false; refusal: Refusal; retryAfter: number };

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
  const { target, quotas } = input;
  const now = Date.now();
  const known = visitorFromCookies(input.cookieHeader);
  // A visitor minted by this request is young; a known one is young for its first day.
  const young = !known || now / 1000 - known.firstSeen < DAY_SECONDS;
  // In the order they are checked: the first refused names the refusal.
  const uses: { use: QuotaUse; refusal: Refusal }[] = [
    { use: { quota: input.rate }, refusal: "rate" },
    ...(known ? [] : [{ use: { quota: "visitors" as const }, refusal: "identity" as const }]),
    ...(young ? [{ use: { quota: quotas.young, scope: target }, refusal: "target" as const }] : []),
    { use: { quota: quotas.everyone, scope: target }, refusal: "target" },
  ];
  const limits = await takeQuotas(
    input.clientIp,
    uses.map((one) => one.use),
    now,
  );
  if (!limits.ok) {
    const { refused, retryAfter, taken } = limits;
    // A refused write mints nothing: the identity's use is given back with the per-target ones,
    // and only the rate stays spent (it counts requests).
    giveBack(taken, uses, ["target", "identity"]);
    return { ok: false, refusal: uses[refused].refusal, retryAfter };
  }
  const { visitor, setCookie } = known ? { visitor: known, setCookie: undefined } : mintVisitor(now);

  let result: T;
  try {
    result = await input.write(visitor);
  } catch (error) {
    giveBack(limits.taken, uses, ["target"]);
    throw error;
  }
  if (!input.counted(result)) giveBack(limits.taken, uses, ["target"]);
  return { ok: true, result, setCookie };
}

/**
 * Gives back the uses of the given kinds: a write that did not count gives back its per-target
 * uses (the rate and the visitor it minted stay spent); a refused one its identity's too.
 */
function giveBack(taken: Taken[], uses: { refusal: Refusal }[], kinds: Refusal[]) {
  taken.forEach((one, i) => kinds.includes(uses[i].refusal) && returnQuota(one));
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
