// The console's Site content forms as a browser posts them, built from the code's own field lists
// (the links, the figures and their defaults): each section valid as it stands, for a test to
// change a field or two.
import { figureDefaults, figureKeys } from "~/features/site/content/content-form";
import { type ContentSection, type SiteNotice, type StaffTestimonial } from "~/platform/content-overrides";
import { DEFAULT_CONTACT_EMAIL } from "~/platform/links";
import { defaultLinks, externalLinkKeys } from "~/platform/links";
import { locales } from "~/platform/translation";
import type { TestServer } from "./fixtures";

export const sampleNotice = {
  id: "spring",
  text: { en: "Registration for the spring cohort opens Jan 15.", es: "La inscripción para primavera abre el 15 de enero." },
  link: { href: "/the-core", label: { en: "About THE CORE", es: "Sobre THE CORE" } },
  pages: [],
  starts: null,
  ends: null,
} satisfies SiteNotice;

export const sampleTestimonial: StaffTestimonial = {
  name: "Nia K.",
  role: { en: "Mentor, Bronx", es: "Mentora, Bronx" },
  quote: { en: "I coach on Saturdays and learn more than I teach.", es: "Entreno los sábados y aprendo más de lo que enseño." },
  shown: true,
};

type Fields = Record<string, string>;
const bilingual = (name: string, text: { en: string; es: string }): Fields => ({ [`${name}.en`]: text.en, [`${name}.es`]: text.es });

const sectionFields: Record<ContentSection, () => Fields> = {
  links: () => Object.fromEntries(externalLinkKeys.map((key) => [`link.${key}`, defaultLinks[key]])),
  contactEmail: () => ({ contactEmail: DEFAULT_CONTACT_EMAIL }),
  figures: () =>
    Object.fromEntries(
      figureKeys.flatMap((key) =>
        locales.flatMap((locale) => [
          [`figure.${key}.${locale}.value`, figureDefaults[key][locale].value],
          [`figure.${key}.${locale}.label`, figureDefaults[key][locale].label],
        ]),
      ),
    ),
  testimonials: () => ({
    "t.0.name": sampleTestimonial.name,
    "t.0.order": "1",
    ...bilingual("t.0.role", sampleTestimonial.role),
    ...bilingual("t.0.quote", sampleTestimonial.quote),
    "t.0.shown": "yes",
  }),
  notices: () => ({
    "n.0.id": "",
    ...bilingual("n.0.text", sampleNotice.text),
    "n.0.href": sampleNotice.link.href,
    ...bilingual("n.0.label", sampleNotice.link.label),
    "n.0.starts": "",
    "n.0.ends": "",
  }),
  // Page texts are posted on their own page (postPageTexts): Site content's form has none.
  texts: () => ({}),
};

/** One section's "Save ... in the draft" form, valid, with `changes` over its fields. */
export function contentForm(section: ContentSection, changes: Fields = {}): Fields {
  return { intent: `save:${section}`, ...sectionFields[section](), ...changes };
}

/** Posts a form to the console's Site content page as the signed-in `cookie`; redirects are not followed. */
export function postContent(server: TestServer, cookie: string, fields: Record<string, string>) {
  return fetch(`${server.baseUrl}/staff/content`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Cookie: cookie },
    redirect: "manual",
  });
}
