// The one list of every sign-up form's fields, variant by variant and in the order the form shows
// them. The schema (./forms.ts), the dialog's and the standalone page's fields
// (./on-demand/form-config.ts), the console's labels (./details.ts) and the CSV's columns and their
// headers (./export.server.ts) are all read from here; the words (labels, placeholders, choices' labels and
// how messages name a field) are the copy's (./field-copy.ts finds them). A new field on a form is a
// line here plus its label and message name in the copy. Browser-safe and without Zod.
import { fieldLimits, type LeadFormKind, type LeadSource, leadSources } from "./fields";

/** The values each choice field stores; the copy gives each a label in both languages. */
export const mentorTracks = ["art", "sport", "music", "biz", "wildcard"] as const;
export type MentorTrack = (typeof mentorTracks)[number];
export const artMentorPrograms = ["queenme", "gallery"] as const;
export type ArtMentorProgram = (typeof artMentorPrograms)[number];
export const sportMentorPrograms = ["sport", "art"] as const;
export type SportMentorProgram = (typeof sportMentorPrograms)[number];
export const licensingInterests = ["apparel", "accessories", "sports", "limited", "other"] as const;
export type LicensingInterest = (typeof licensingInterests)[number];
export const sportPartnershipInterests = ["sponsorship", "partnership", "collaboration", "other"] as const;
export type SportPartnershipInterest = (typeof sportPartnershipInterests)[number];

/**
 * A single-line text field. `format` adds the email or phone check (an email is stored lower-case),
 * or a name's: never a web or email address.
 */
export type TextField = {
  readonly name: string;
  readonly input: "text" | "email" | "tel";
  readonly autoComplete: string;
  readonly maxLength: number;
  readonly format?: "email" | "phone" | "name";
};
/** A choice from a fixed list of values. `messageName` when messages name it otherwise than by `name`. */
export type ChoiceField = {
  readonly name: string;
  readonly input: "select";
  readonly values: readonly [string, ...string[]];
  readonly messageName?: FieldMessageName;
};
export type FormField = TextField | ChoiceField;

const firstName = { name: "firstName", input: "text", autoComplete: "given-name", maxLength: fieldLimits.name, format: "name" } as const;
const lastName = { name: "lastName", input: "text", autoComplete: "family-name", maxLength: fieldLimits.name, format: "name" } as const;
const email = { name: "email", input: "email", autoComplete: "email", maxLength: fieldLimits.email, format: "email" } as const;
const phone = { name: "phone", input: "tel", autoComplete: "tel", maxLength: fieldLimits.phone, format: "phone" } as const;
const company = { name: "company", input: "text", autoComplete: "organization", maxLength: fieldLimits.company, format: "name" } as const;
const choice = <const V extends readonly [string, ...string[]]>(name: string, values: V, messageName?: FieldMessageName) =>
  ({ name, input: "select", values, ...(messageName ? { messageName } : {}) }) as const;

const person = [firstName, lastName, email, phone] as const;

/** Every form's fields, by kind and by the page it sits on. */
export const leadFormFields = {
  mentor: {
    home: [...person, choice("track", mentorTracks)],
    art: [...person, choice("program", artMentorPrograms)],
    sport: [...person, choice("program", sportMentorPrograms)],
  },
  partnership: {
    licensing: [...person, company, choice("interest", licensingInterests)],
    sport: [...person, company, choice("interest", sportPartnershipInterests, "areaOfInterest")],
  },
  crown: { sport: [firstName, lastName, email] },
  newsletter: { footer: [email], art: [email] },
} as const satisfies { [K in LeadFormKind]: { readonly [S in LeadSource<K>]: readonly FormField[] } };

/** How messages can name a field (the copy's `fieldNames` has each, in both languages). */
export type FieldMessageName =
  "firstName" | "lastName" | "email" | "phone" | "company" | "track" | "program" | "interest" | "areaOfInterest";

/** The fields a person's lead keeps in columns of its own; the rest are the form's `details`. */
export const personFields = ["firstName", "lastName", "email", "phone"] as const;

/** One variant's fields; an unknown source gets the kind's first (its standalone page's default). */
export function fieldsOf(kind: LeadFormKind, source: string): readonly FormField[] {
  const variants: Readonly<Record<string, readonly FormField[]>> = leadFormFields[kind];
  return variants[source] ?? variants[leadSources[kind][0]]!;
}

/** Every field a form keeps in `details`, once, in the order the forms first show them: the CSV's columns. */
export const detailFieldNames = [
  ...new Set(
    Object.values(leadFormFields)
      .flatMap((variants): readonly FormField[][] => Object.values(variants))
      .flat()
      .map((field) => field.name)
      .filter((name) => !(personFields as readonly string[]).includes(name)),
  ),
];
