// The Site content form posted as a whole: every section whose fields came is read and checked;
// one refused and nothing is saved (the page shows what was typed, with the messages); all good
// and they are saved in the draft together, so a Save never drops what another section holds.
// "Put back the original" of one section saves the others as typed and that one as the site had it.
import type { Db } from "~/platform/db.server";
import {
  type FieldErrors,
  type Fields,
  type Parsed,
  parseContact,
  parseFigures,
  parseLinks,
  parseNotices,
  parseTestimonials,
} from "./content-form";
import { type ContentOverrides, type ContentSection } from "~/platform/content-overrides";
import { DEFAULT_CONTACT_EMAIL } from "~/platform/links";
import { contentSections } from "./schema";
import { saveDraftSections } from "./store.server";

const parsers: Record<ContentSection, (fields: Fields) => Parsed<ContentOverrides[ContentSection]>> = {
  links: parseLinks,
  contactEmail: (fields) => parseContact(fields, DEFAULT_CONTACT_EMAIL),
  figures: parseFigures,
  testimonials: parseTestimonials,
  notices: (fields) => parseNotices(fields, () => crypto.randomUUID().slice(0, 8)),
  // Page texts have a console page of their own (./texts/page-texts-save.server.ts): this form never posts them.
  texts: () => ({ ok: true, value: undefined }),
};

/** The name prefix of each section's fields. */
const prefixes: Record<ContentSection, (name: string) => boolean> = {
  links: (name) => name.startsWith("link."),
  contactEmail: (name) => name === "contactEmail",
  figures: (name) => name.startsWith("figure."),
  testimonials: (name) => name.startsWith("t."),
  notices: (name) => name.startsWith("n."),
  texts: () => false,
};

export type SaveOutcome = { ok: true; saved: ContentSection[] } | { ok: false; errors: FieldErrors; refused: ContentSection[] };

export async function saveDraftForm(db: Db, fields: Fields, reset: ContentSection | undefined, by: string): Promise<SaveOutcome> {
  const posted = contentSections.filter((section) => section === reset || Object.keys(fields).some(prefixes[section]));
  const values: { [S in ContentSection]?: ContentOverrides[S] } = {};
  const errors: FieldErrors = {};
  const refused: ContentSection[] = [];
  for (const section of posted) {
    const parsed = section === reset ? ({ ok: true, value: undefined } as const) : parsers[section](fields);
    if (parsed.ok) Object.assign(values, { [section]: parsed.value });
    else {
      Object.assign(errors, parsed.errors);
      refused.push(section);
    }
  }
  if (refused.length) return { ok: false, errors, refused };
  await saveDraftSections(db, values, by);
  return { ok: true, saved: posted };
}
