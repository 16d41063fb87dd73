import { describe, expect, it } from "vitest";
import type { z } from "~/platform/zod";
import type { SiteNotice } from "~/platform/content-overrides";
import { noticeSchema, overridesSchema } from "./schema";

const notice = (changes: Partial<SiteNotice> = {}): SiteNotice => ({
  id: "spring",
  text: { en: "Registration for the spring cohort opens Jan 15.", es: "La inscripción abre el 15 de enero." },
  link: null,
  pages: [],
  starts: null,
  ends: null,
  ...changes,
});
const linkTo = (href: string) => notice({ link: { href, label: { en: "Read more", es: "Leer más" } } });
const issuesOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);

describe("a notice's link", () => {
  it.each(["//1249767011/x", "///evil/path", "/\\evil.example/x", "/no-such-page", "/es/the-core", "/the-core/../x"])(
    "refuses %s: a path must be a page of the site",
    (href) => {
      expect(issuesOf(noticeSchema.safeParse(linkTo(href)))).toEqual([
        ["link.href", "Write a page of the site as it is in English, like /the-core (Spanish readers get its Spanish page)."],
      ]);
    },
  );

  it("refuses an address that is not https, with the addresses' own message", () => {
    expect(issuesOf(noticeSchema.safeParse(linkTo("javascript:alert(1)")))).toEqual([
      ["link.href", "Write a full address starting with https://."],
    ]);
  });

  it.each(["/", "/the-core", "/art/weekly-prize", "https://www.eventbrite.com/e/spring-cohort"])("takes %s", (href) => {
    expect(issuesOf(noticeSchema.safeParse(linkTo(href)))).toEqual([]);
  });
});

describe("content text", () => {
  const hidden = {
    "U+202E, right-to-left override": "\u202e",
    "U+2066, left-to-right isolate": "\u2066",
    "U+200F, right-to-left mark": "\u200f",
    "U+061C, Arabic letter mark": "\u061c",
    "U+200B, zero-width space": "\u200b",
    "U+200D, zero-width joiner": "\u200d",
    "U+2060, word joiner": "\u2060",
    "U+FEFF, zero-width no-break space": "\ufeff",
    "U+0085, next line (C1)": "\u0085",
    "U+009B, control sequence introducer (C1)": "\u009b",
    "U+0007, bell (C0)": "\u0007",
    "U+2028, line separator": "\u2028",
  };

  it.each(Object.entries(hidden))("refuses %s in every text staff write, saying after which words", (_, character) => {
    const parsed = overridesSchema.safeParse({
      links: { instagram: `https://www.instagram.com/wyp${character}nyc` },
      figures: { activeAthletes: { en: { value: `500${character}+`, label: "Active Athletes" }, es: { value: "500+", label: "Atletas" } } },
      testimonials: [
        {
          name: "Maya R.",
          role: { en: "15, Harlem", es: "15, Harlem" },
          quote: { en: "I found my crew.", es: `Encontré ${character}mi gente.` },
          shown: true,
        },
      ],
      notices: [notice({ text: { en: `No meet-up ${character}in December.`, es: "No hay encuentro en diciembre." } })],
    });
    const why = "(an invisible mark, or one that turns the text around): type that part again instead of pasting it.";
    expect(issuesOf(parsed)).toEqual([
      ["links.instagram", `The address has a hidden character after "://www.instagram.com/wyp" ${why}`],
      ["figures.activeAthletes.en.value", `The value has a hidden character after "500" ${why}`],
      ["testimonials.0.quote.es", `The Spanish quote has a hidden character after "Encontré " ${why}`],
      ["notices.0.text.en", `The English notice has a hidden character after "No meet-up " ${why}`],
    ]);
  });

  it("takes accents, punctuation and emoji the way staff type them", () => {
    const text = { en: "Open mic — bring your beats! 🎤🎨", es: "¡Micrófono abierto: trae tus ritmos! Año 2027, niñas y niños." };
    expect(issuesOf(noticeSchema.safeParse(notice({ text })))).toEqual([]);
  });
});
