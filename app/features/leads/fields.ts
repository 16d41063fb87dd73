// What the sign-up forms share without their schemas: kinds, sources, limits, the trap field and
// the result shape. Kept apart from forms.ts so pages can use it without loading Zod, which
// only loads when a form is submitted.
import { joinPages } from "~/features/leads/copy/join.en";
import { type Locale, localePath } from "~/platform/locale";

/** The sign-up endpoint the dialogs and email boxes post to (served by the host: server/endpoints.ts). */
export const LEADS_PATH = "/resources/leads";

export const leadKinds = ["mentor", "partnership", "crown", "newsletter"] as const;
export type LeadFormKind = (typeof leadKinds)[number];

/** Where each form can sit; the first is the default of its standalone page. */
export const leadSources = {
  mentor: ["home", "art", "sport"],
  partnership: ["licensing", "sport"],
  crown: ["sport"],
  newsletter: ["footer", "art"],
} as const satisfies Record<LeadFormKind, readonly string[]>;

export type LeadSource<K extends LeadFormKind> = (typeof leadSources)[K][number];

/**
 * The hidden trap field: people never see it, so it must arrive present and empty. A bot that
 * fills every field, or a script that posts without the page's form, is caught by it.
 */
export const HONEYPOT_FIELD = "website";

export const fieldLimits = { name: 80, email: 254, phone: 25, company: 120 } as const;

export type FieldErrors = Partial<Record<string, string[]>>;

/** What the form shows after a submission: the server's answer, also produced by the client check. */
export type LeadFormResult =
  | { status: "success" }
  | { status: "invalid"; fieldErrors: FieldErrors; formErrors: string[]; values?: Record<string, string> }
  | { status: "rate-limited"; retryAfter: number }
  | { status: "error" };

export function isLeadKind(value: unknown): value is LeadFormKind {
  return typeof value === "string" && (leadKinds as readonly string[]).includes(value);
}

export function isLeadSource<K extends LeadFormKind>(kind: K, value: unknown): value is LeadSource<K> {
  return typeof value === "string" && (leadSources[kind] as readonly string[]).includes(value);
}

/** The standalone page a form posts to without JavaScript, in the language of the page it is on. */
export function joinHref(kind: LeadFormKind, source: string, locale: Locale) {
  return localePath(locale, `${joinPages[kind].path}?from=${source}`);
}
