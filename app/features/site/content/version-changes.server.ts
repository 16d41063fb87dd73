// What a version changed from the one before, field by field, in the console's words ("Active
// Athletes, English: 500+ -> 650+"): the History says what each publish did. Both documents are
// compared as the pages read them, so a field left at the code's default reads as that default.
// Server only: it reads the public pages' copy, which the console's script must not carry.
import { defaultLinks, externalLinkKeys } from "~/platform/links";
import { stats as englishStats } from "~/features/site/copy/stats.en";
import { withoutHiddenCharacters } from "~/platform/hidden-characters";
import { locales } from "~/platform/translation";
import { defaultTestimonials, figureDefaults, isoToNewYorkInput } from "./content-form";
import { externalLinks } from "./link-registry";
import { type Bilingual, type ContentOverrides, type SiteNotice, type StaffTestimonial } from "~/platform/content-overrides";
import { DEFAULT_CONTACT_EMAIL } from "~/platform/links";

const languages = { en: "English", es: "Spanish" } as const;

/** A value as the History shows it: quoted when it is words, cut after 60 characters. */
function shown(value: string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "(none)";
  const letters = [...withoutHiddenCharacters(value)];
  return letters.length > 60 ? `${letters.slice(0, 59).join("")}…` : letters.join("");
}

const change = (what: string, before: string | null | undefined, after: string | null | undefined) =>
  (before ?? "") === (after ?? "") ? [] : [`${what}: ${shown(before)} -> ${shown(after)}`];

function linkChanges(before: ContentOverrides, after: ContentOverrides): string[] {
  return externalLinkKeys.flatMap((key) =>
    change(externalLinks[key].description, before.links?.[key] ?? defaultLinks[key], after.links?.[key] ?? defaultLinks[key]),
  );
}

function figureChanges(before: ContentOverrides, after: ContentOverrides): string[] {
  return Object.keys(englishStats).flatMap((key) => {
    const name = englishStats[key as keyof typeof englishStats].label;
    return locales.flatMap((locale) => {
      const was = (before.figures?.[key] ?? figureDefaults[key])[locale];
      const is = (after.figures?.[key] ?? figureDefaults[key])[locale];
      return [
        ...change(`${name}, ${languages[locale]}`, was.value, is.value),
        ...change(`${name}, ${languages[locale]} label`, was.label, is.label),
      ];
    });
  });
}

const bilingualChanges = (what: string, before: Bilingual<string> | undefined, after: Bilingual<string> | undefined) =>
  locales.flatMap((locale) => change(`${what}, ${languages[locale]}`, before?.[locale], after?.[locale]));

/** Items of a list matched by `keyOf`: added, removed, and each kept one's changes. */
function listChanges<T>(
  before: T[],
  after: T[],
  keyOf: (item: T) => string,
  nameOf: (item: T) => string,
  fieldChanges: (name: string, was: T, is: T) => string[],
): string[] {
  const earlier = new Map(before.map((item) => [keyOf(item), item]));
  const later = new Set(after.map(keyOf));
  const lines = after.flatMap((item) => {
    const was = earlier.get(keyOf(item));
    return was ? fieldChanges(nameOf(item), was, item) : [`Added ${nameOf(item)}`];
  });
  const removed = before.filter((item) => !later.has(keyOf(item))).map((item) => `Removed ${nameOf(item)}`);
  const kept = (list: T[], others: Set<string>) => list.map(keyOf).filter((key) => others.has(key));
  const reordered = kept(before, later).join("\n") !== kept(after, new Set(earlier.keys())).join("\n");
  return [...lines, ...removed, ...(reordered ? ["Order changed"] : [])];
}

function testimonialChanges(before: ContentOverrides, after: ContentOverrides): string[] {
  const fields = (name: string, was: StaffTestimonial, is: StaffTestimonial) => [
    ...bilingualChanges(`${name}, line under the name`, was.role, is.role),
    ...bilingualChanges(`${name}, quote`, was.quote, is.quote),
    ...(was.shown === is.shown ? [] : [`${name}: ${is.shown ? "shown" : "hidden"}`]),
  ];
  return listChanges(
    before.testimonials ?? defaultTestimonials,
    after.testimonials ?? defaultTestimonials,
    (quote) => quote.name,
    (quote) => `testimonial "${quote.name}"`,
    fields,
  );
}

function noticeChanges(before: ContentOverrides, after: ContentOverrides): string[] {
  const when = (iso: string | null) => (iso ? `${isoToNewYorkInput(iso).replace("T", " ")} New York time` : null);
  const fields = (name: string, was: SiteNotice, is: SiteNotice) => [
    ...bilingualChanges(name, was.text, is.text),
    ...change(`${name}, link`, was.link?.href, is.link?.href),
    ...bilingualChanges(`${name}, link text`, was.link?.label, is.link?.label),
    ...change(`${name}, pages`, was.pages.join(", ") || "every page", is.pages.join(", ") || "every page"),
    ...change(`${name}, starts`, when(was.starts), when(is.starts)),
    ...change(`${name}, ends`, when(was.ends), when(is.ends)),
  ];
  return listChanges(
    before.notices ?? [],
    after.notices ?? [],
    (notice) => notice.id,
    (notice) => `notice "${shown(notice.text.en)}"`,
    fields,
  );
}

/** Page texts: each text staff changed or put back, by its page's copy and place, per language ("(original)" for the code's). */
function textChanges(before: ContentOverrides, after: ContentOverrides): string[] {
  const modules = [...new Set([...Object.keys(before.texts ?? {}), ...Object.keys(after.texts ?? {})])];
  return modules.flatMap((module) => {
    const paths = [...new Set([...Object.keys(before.texts?.[module] ?? {}), ...Object.keys(after.texts?.[module] ?? {})])];
    return paths.flatMap((path) =>
      locales.flatMap((locale) =>
        change(
          `Page text ${module} ${path}, ${languages[locale]}`,
          before.texts?.[module]?.[path]?.[locale] ?? "(original)",
          after.texts?.[module]?.[path]?.[locale] ?? "(original)",
        ),
      ),
    );
  });
}

/** Every field `after` changed from `before`, in the console's order, one line each. */
export function versionChanges(before: ContentOverrides, after: ContentOverrides): string[] {
  return [
    ...linkChanges(before, after),
    ...change("Contact address", before.contactEmail ?? DEFAULT_CONTACT_EMAIL, after.contactEmail ?? DEFAULT_CONTACT_EMAIL),
    ...figureChanges(before, after),
    ...testimonialChanges(before, after),
    ...noticeChanges(before, after),
    ...textChanges(before, after),
  ];
}
