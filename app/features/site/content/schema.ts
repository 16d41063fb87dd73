// The rules a change to the site's content must pass, on the server and in the console's forms
// alike, and a stored version when it is read back: plain text (no markup, nothing hidden),
// lengths that fit where the text shows, https links (the chat invite and the parents' page only
// to their services' hosts), known pages, a start before an end.
import { externalLinkKeys, type ExternalLinkKey } from "~/platform/links";
import { allPagePaths } from "~/pages";
import { hiddenCharacterAt, hiddenCharacterMessage } from "~/platform/hidden-characters";
import { z } from "~/platform/zod";
import { allowedHosts } from "./link-registry";
import type { ContentOverrides, ContentSection } from "~/platform/content-overrides";

export const contentLimits = { figureValue: 16, figureLabel: 80, name: 40, role: 60, quote: 280, notice: 200, linkLabel: 40, url: 500 };

/** The one rule for every text of the content, addresses too: nothing a reader cannot see. */
const visible =
  (what: string) =>
  (value: string, ctx: z.RefinementCtx): void => {
    const at = hiddenCharacterAt(value);
    if (at >= 0) ctx.addIssue({ code: "custom", message: hiddenCharacterMessage(what, value, at) });
  };

/** Text a visitor reads: trimmed, no markup or hidden characters, within `max`. */
const plain = (max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, `Write the ${what}.`)
    .max(max, `The ${what} must be at most ${max} characters.`)
    .refine((value) => !/[<>]/.test(value), `The ${what} is plain text: leave out < and >.`)
    .superRefine(visible(what));

const bilingualText = (max: number, what: string) => z.object({ en: plain(max, `English ${what}`), es: plain(max, `Spanish ${what}`) });

/** An https address, on one of `hosts` when given (a host or any of its subdomains). */
export function httpsUrl(hosts?: readonly string[]) {
  return z
    .string()
    .trim()
    .max(contentLimits.url, `The address must be at most ${contentLimits.url} characters.`)
    .superRefine(visible("address"))
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === "https:" && !url.username && !url.password;
      } catch {
        return false;
      }
    }, "Write a full address starting with https://.")
    .refine(
      (value) => {
        if (!hosts) return true;
        try {
          const host = new URL(value).hostname;
          return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
        } catch {
          return false;
        }
      },
      { message: `This link must go to ${hosts?.join(" or ")}.` },
    );
}

export const linksSchema = z.object(
  Object.fromEntries(externalLinkKeys.map((key) => [key, httpsUrl(allowedHosts(key))])) as Record<
    ExternalLinkKey,
    ReturnType<typeof httpsUrl>
  >,
);

export const contactSchema = z.object({
  contactEmail: z.string().trim().toLowerCase().email("Enter an email address like name@example.org.").max(254),
});

const figureSchema = z.object({ value: plain(contentLimits.figureValue, "value"), label: plain(contentLimits.figureLabel, "label") });
export const figuresSchema = z.record(z.string(), z.object({ en: figureSchema, es: figureSchema }));

export const testimonialSchema = z.object({
  name: plain(contentLimits.name, "name")
    // A first name and an initial, never a full name: these are young people's words.
    .refine((value) => /^\S+( \S\.?)?$/.test(value), 'Write a first name and the initial of the last name, like "Maya R.".'),
  role: bilingualText(contentLimits.role, "line under the name"),
  quote: bilingualText(contentLimits.quote, "quote"),
  shown: z.boolean(),
});
export const testimonialsSchema = z.array(testimonialSchema).max(12, "At most 12 testimonials.");

/** The pages of the registry, at their English addresses (a Spanish reader gets the Spanish twin). */
const sitePaths = new Set<string>(allPagePaths);
const isSitePath = (value: string) => sitePaths.has(value);
const sitePage = z
  .string()
  .refine(isSitePath, "Write a page of the site as it is in English, like /the-core (Spanish readers get its Spanish page).");
const anyHttpsUrl = httpsUrl();

/**
 * A notice's link: a page of the site, or an https address. Any other path, like "//host/x"
 * that a browser reads as another site, is refused.
 */
const noticeHref = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const parsed = (value.startsWith("/") ? sitePage : anyHttpsUrl).safeParse(value);
    for (const issue of parsed.error?.issues ?? []) ctx.addIssue({ code: "custom", message: issue.message });
  });

export const noticeSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{1,40}$/),
    text: bilingualText(contentLimits.notice, "notice"),
    link: z.object({ href: noticeHref, label: bilingualText(contentLimits.linkLabel, "link label") }).nullable(),
    pages: z.array(z.string().refine(isSitePath, "Choose pages of the site.")).max(60),
    starts: z.iso.datetime().nullable(),
    ends: z.iso.datetime().nullable(),
  })
  .refine((notice) => !notice.starts || !notice.ends || notice.starts < notice.ends, {
    message: "The end must come after the start.",
    path: ["ends"],
  });
export const noticesSchema = z.array(noticeSchema).max(10, "At most 10 notices.");

export const overridesSchema = z.object({
  links: linksSchema.partial().optional(),
  contactEmail: contactSchema.shape.contactEmail.optional(),
  figures: figuresSchema.optional(),
  testimonials: testimonialsSchema.optional(),
  notices: noticesSchema.optional(),
  // Each text's own rules depend on its original: ./texts/text-rules.ts checks them.
  texts: z.record(z.string(), z.record(z.string(), z.object({ en: z.string(), es: z.string() }))).optional(),
}) satisfies z.ZodType<ContentOverrides, unknown>;

/** The sections of the content, in the console's order. */
export const contentSections = Object.keys(overridesSchema.shape) as ContentSection[];
// A Set, not `in`: a section is named by whoever posts the form, and "__proto__" is in every object.
const knownSections = new Set<string>(contentSections);
export const isContentSection = (value: unknown): value is ContentSection => typeof value === "string" && knownSections.has(value);
