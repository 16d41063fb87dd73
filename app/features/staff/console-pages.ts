// What every staff console page shares: never cached, never indexed, titled after the console.
import type { MetaDescriptor } from "react-router";
import { staffTexts } from "~/features/staff/copy/staff";
import type { StaffNotify } from "../../../db/schema";

export const PASSWORD_MIN = 12;
// Long enough for any passphrase, short enough that hashing one is not a way to load the server.
export const PASSWORD_MAX = 128;

/** Headers for a console page: nothing a proxy or the back button's cache may keep, nothing a crawler may index. */
export function consoleHeaders({ actionHeaders, loaderHeaders }: { actionHeaders: Headers; loaderHeaders: Headers }) {
  const headers = new Headers();
  for (const source of [loaderHeaders, actionHeaders]) {
    for (const cookie of source.getSetCookie()) headers.append("Set-Cookie", cookie);
    const retryAfter = source.get("Retry-After");
    if (retryAfter) headers.set("Retry-After", retryAfter);
  }
  headers.set("Cache-Control", "no-store");
  headers.set("X-Robots-Tag", "noindex, nofollow");
  return headers;
}

/** A console page's title and robots directive. */
export function consoleMeta(title: string) {
  return (): MetaDescriptor[] => [{ title: `${title} | ${staffTexts.consoleName}` }, { name: "robots", content: "noindex, nofollow" }];
}

/** Where to go after sign-in: a console path from ?next=, never another site. */
export function safeNext(next: string | null): string {
  if (!next || !/^\/staff(\/|\?|$)/.test(next) || /[\\\r\n]/.test(next)) return "/staff";
  if (next.startsWith("/staff/login") || next.startsWith("/staff/setup")) return "/staff";
  return next;
}

/** The choices of the console's email to a member, from most to least mail. */
export const notifySettings = ["each", "digest", "off"] as const satisfies readonly StaffNotify[];
