// The console's Site content forms as posted: each section's fields read into the overrides
// document and checked by the same rules the server keeps (./schema.ts). A field's error comes
// back under the form's own field name, so the page shows it beside the field.
import { defaultLinks, externalLinkKeys } from "~/platform/links";
import { testimonials as codeTestimonials } from "~/features/site/copy/the-core";
import { stats as englishStats } from "~/features/site/copy/stats.en";
import { stats as spanishStats } from "~/features/site/copy/stats.es";
import { siteTimeZone } from "~/platform/time-zone";
import { locales, type Locale } from "~/platform/translation";
import { wallClockAt, zonedTimeToUtc } from "~/platform/zoned-time";
import type { z } from "~/platform/zod";
import type { FigureKey } from "./figure-registry";
import type { ContentOverrides, FigureText, SiteNotice, StaffTestimonial } from "~/platform/content-overrides";
import { contactSchema, figuresSchema, linksSchema, noticesSchema, testimonialsSchema } from "./schema";

export type Fields = Record<string, unknown>;
export type FieldErrors = Record<string, string[]>;
export type Parsed<T> = { ok: true; value: T | undefined } | { ok: false; errors: FieldErrors };

const text = (fields: Fields, name: string) => {
  const value = fields[name];
  return typeof value === "string" ? value : Array.isArray(value) && typeof value[0] === "string" ? value[0] : "";
};
const list = (fields: Fields, name: string): string[] => {
  const value = fields[name];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : typeof value === "string" ? [value] : [];
};
const ticked = (fields: Fields, name: string) => text(fields, name) !== "";

/** The errors of a schema, each under the field name `nameOf` gives its path. */
function errorsOf(error: z.ZodError, nameOf: (path: PropertyKey[]) => string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) (errors[nameOf(issue.path)] ??= []).push(issue.message);
  return errors;
}

export const figureDefaults: Record<string, Record<Locale, FigureText>> = Object.fromEntries(
  Object.keys(englishStats).map((key) => {
    const figure = (stats: Record<string, FigureText>) => ({ value: stats[key].value, label: stats[key].label });
    return [key, { en: figure(englishStats), es: figure(spanishStats) }];
  }),
);
export const figureKeys = Object.keys(englishStats) as FigureKey[];

/** Links: only those that differ from the code's default are kept; none, and the section is the defaults. */
export function parseLinks(fields: Fields): Parsed<ContentOverrides["links"]> {
  const posted = Object.fromEntries(externalLinkKeys.map((key) => [key, text(fields, `link.${key}`)]));
  const parsed = linksSchema.safeParse(posted);
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.error, (path) => `link.${String(path[0])}`) };
  const changed = Object.fromEntries(
    externalLinkKeys.filter((key) => parsed.data[key] !== defaultLinks[key]).map((key) => [key, parsed.data[key]]),
  );
  return { ok: true, value: Object.keys(changed).length ? changed : undefined };
}

export function parseContact(fields: Fields, defaultEmail: string): Parsed<string> {
  const parsed = contactSchema.safeParse({ contactEmail: text(fields, "contactEmail") });
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.error, () => "contactEmail") };
  return { ok: true, value: parsed.data.contactEmail === defaultEmail ? undefined : parsed.data.contactEmail };
}

export function parseFigures(fields: Fields): Parsed<ContentOverrides["figures"]> {
  const posted = Object.fromEntries(
    figureKeys.map((key) => [
      key,
      Object.fromEntries(
        locales.map((locale) => [
          locale,
          { value: text(fields, `figure.${key}.${locale}.value`), label: text(fields, `figure.${key}.${locale}.label`) },
        ]),
      ),
    ]),
  );
  const parsed = figuresSchema.safeParse(posted);
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.error, (path) => `figure.${path.map(String).join(".")}`) };
  const changed = Object.fromEntries(
    Object.entries(parsed.data).filter(([key, figure]) => JSON.stringify(figure) !== JSON.stringify(figureDefaults[key])),
  );
  return { ok: true, value: Object.keys(changed).length ? changed : undefined };
}

/** The code's testimonials, as staff edit them, when none were published. */
export const defaultTestimonials = codeTestimonials.en.map((quote, index) => ({
  name: quote.name,
  role: { en: `${quote.age}, ${quote.borough}`, es: `${codeTestimonials.es[index].age}, ${codeTestimonials.es[index].borough}` },
  quote: { en: quote.quote, es: codeTestimonials.es[index].quote },
  shown: true,
}));

/** Rows of a list form ("t.0.name", "t.1.name", ...): the indexes posted, in order. */
const rowsOf = (fields: Fields, prefix: string) =>
  [...new Set(Object.keys(fields).flatMap((name) => (name.startsWith(`${prefix}.`) ? [Number(name.split(".")[1])] : [])))]
    .filter((index) => Number.isInteger(index) && index >= 0 && index < 100)
    .sort((a, b) => a - b);

/**
 * Testimonials in the order staff numbered them; a row ticked "Remove" or left blank (the empty
 * row for a new one) is left out.
 */
export function parseTestimonials(fields: Fields): Parsed<StaffTestimonial[]> {
  const rows = rowsOf(fields, "t")
    .map((index) => ({
      index,
      order: Number(text(fields, `t.${index}.order`)) || index + 1,
      remove: ticked(fields, `t.${index}.remove`),
      value: {
        name: text(fields, `t.${index}.name`),
        role: { en: text(fields, `t.${index}.role.en`), es: text(fields, `t.${index}.role.es`) },
        quote: { en: text(fields, `t.${index}.quote.en`), es: text(fields, `t.${index}.quote.es`) },
        shown: ticked(fields, `t.${index}.shown`),
      },
    }))
    .filter(
      (row) =>
        !row.remove && [row.value.name, row.value.role.en, row.value.role.es, row.value.quote.en, row.value.quote.es].some((v) => v.trim()),
    )
    .sort((a, b) => a.order - b.order || a.index - b.index);
  const parsed = testimonialsSchema.safeParse(rows.map((row) => row.value));
  if (!parsed.success)
    return {
      ok: false,
      errors: errorsOf(parsed.error, (path) =>
        typeof path[0] === "number" ? `t.${rows[path[0]].index}.${path.slice(1).map(String).join(".")}` : "t",
      ),
    };
  // The code's own, as the form shows them when none were saved: nothing to keep.
  return { ok: true, value: JSON.stringify(parsed.data) === JSON.stringify(defaultTestimonials) ? undefined : parsed.data };
}

/** "2026-12-01T09:00" as New York reads it, to the instant; undefined when it is not such a time. */
export function newYorkInputToIso(value: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return undefined;
  return zonedTimeToUtc({ year, month, day, hour, minute }, siteTimeZone).toISOString();
}

/** An instant as a New York `datetime-local` value. */
export function isoToNewYorkInput(iso: string | null): string {
  if (!iso) return "";
  const c = wallClockAt(new Date(iso).getTime(), siteTimeZone);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${c.year}-${two(c.month)}-${two(c.day)}T${two(c.hour)}:${two(c.minute)}`;
}

export function parseNotices(fields: Fields, newId: () => string): Parsed<SiteNotice[]> {
  const errors: FieldErrors = {};
  const rows = rowsOf(fields, "n")
    .filter((index) => !ticked(fields, `n.${index}.remove`))
    .map((index) => {
      const at = (name: "starts" | "ends") => {
        const raw = text(fields, `n.${index}.${name}`);
        if (!raw) return null;
        const iso = newYorkInputToIso(raw);
        if (!iso) errors[`n.${index}.${name}`] = ["Write a date and a time, like 2026-12-01 09:00."];
        return iso ?? null;
      };
      const href = text(fields, `n.${index}.href`).trim();
      const label = { en: text(fields, `n.${index}.label.en`), es: text(fields, `n.${index}.label.es`) };
      const id = text(fields, `n.${index}.id`);
      return {
        index,
        value: {
          id: /^[a-z0-9-]{1,40}$/.test(id) ? id : newId(),
          text: { en: text(fields, `n.${index}.text.en`), es: text(fields, `n.${index}.text.es`) },
          link: href || label.en.trim() || label.es.trim() ? { href, label } : null,
          pages: list(fields, `n.${index}.pages`).filter((page) => page !== ""),
          starts: at("starts"),
          ends: at("ends"),
        },
      };
    })
    .filter((row) => row.value.text.en.trim() || row.value.text.es.trim() || row.value.link);
  const parsed = noticesSchema.safeParse(rows.map((row) => row.value));
  if (!parsed.success) {
    Object.assign(
      errors,
      errorsOf(parsed.error, (path) =>
        // The link's fields are posted as n.<row>.href and n.<row>.label.<locale>.
        typeof path[0] === "number"
          ? `n.${rows[path[0]].index}.${path
              .slice(1)
              .filter((part) => part !== "link")
              .map(String)
              .join(".")}`
          : "n",
      ),
    );
  }
  if (Object.keys(errors).length || !parsed.success) return { ok: false, errors };
  return { ok: true, value: parsed.data.length ? parsed.data : undefined };
}
