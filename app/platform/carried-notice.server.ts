// A notice carried across the redirect that answers a post made without JavaScript (a like, a
// sign-up, a vote), so it ends with the same notice as with JavaScript. The action sets a short-lived
// cookie naming one of the notices below; the page it redirects to reads it once, shows that
// notice and clears the cookie. The cookie holds only that name: nothing about the person, and a
// forged one can only show one of the site's own notices to whoever forged it. The gallery, the
// Weekly Drop and the sign-up forms all carry one, so it is the platform's (issue 43).
import type { LeadKind } from "../../db/schema";
import { cookieAttributes, cookieName, readCookie } from "~/platform/cookies.server";

const noticeCookie = () => cookieName("wyp_notice");
/** Long enough for the redirect to be followed on a slow connection, short enough not to linger. */
const NOTICE_MAX_AGE_SECONDS = 60;

/** Each kind of lead the database stores (db/schema.ts LeadKind): one missing here fails the typecheck. */
const leadKindsReceived: Record<LeadKind, true> = { mentor: true, partnership: true, crown: true, newsletter: true };

const likeAndVoteNotices = ["liked", "already-liked", "like-failed", "vote-in", "vote-moved", "vote-failed", "vote-closed"] as const;
export type CarriedNotice = (typeof likeAndVoteNotices)[number] | `lead-received:${LeadKind}`;

const carriedNotices: readonly CarriedNotice[] = [
  ...likeAndVoteNotices,
  ...(Object.keys(leadKindsReceived) as LeadKind[]).map((kind) => `lead-received:${kind}` as const),
];

const isCarriedNotice = (value: string | undefined): value is CarriedNotice => (carriedNotices as readonly string[]).includes(value ?? "");

/** The Set-Cookie header value that carries `notice` to the next page. */
export function carryNotice(notice: CarriedNotice): string {
  return `${noticeCookie()}=${notice}; ${cookieAttributes(NOTICE_MAX_AGE_SECONDS)}`;
}

/**
 * The notice this request carries, if any, with the headers that clear it, so it is shown once:
 * a reload or the next page does not show it again.
 */
export function takeNotice(request: Request): { notice: CarriedNotice | null; headers: Headers } {
  const headers = new Headers();
  const value = readCookie(request.headers.get("cookie"), noticeCookie());
  if (value === undefined) return { notice: null, headers };
  headers.append("Set-Cookie", `${noticeCookie()}=; ${cookieAttributes(0)}`);
  return { notice: isCarriedNotice(value) ? value : null, headers };
}
