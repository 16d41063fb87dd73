// Sample sign-ups built from the forms' own field list (app/features/leads/form-fields.ts), so a
// field added to a form is filled in every test that sends one: one builder per form, each taking
// the page the form sits on and the values a test cares about.
import type { Locator } from "playwright-core";
import { HONEYPOT_FIELD, type LeadFormKind, type LeadSource } from "~/features/leads/fields";
import { fieldCopy } from "~/features/leads/field-copy";
import { fieldsOf, type FormField } from "~/features/leads/form-fields";
import type { Locale } from "~/platform/locale";

/** One person's values for the fields every form shares; any other text field gets a word of its own. */
const samplePerson: Readonly<Record<string, string>> = {
  firstName: "Maya",
  lastName: "Reyes",
  email: "maya@example.org",
  phone: "212-555-0100",
  company: "Hoops Co",
};

/** A valid value for a field: the person's, or one its check accepts; a choice's first value. */
function sampleValue(field: FormField): string {
  if (field.input === "select") return field.values[0];
  if (samplePerson[field.name]) return samplePerson[field.name]!;
  if (field.format === "email") return samplePerson.email!;
  if (field.format === "phone") return samplePerson.phone!;
  return `Sample ${field.name}`.slice(0, field.maxLength);
}

type Values = Readonly<Record<string, string>>;

/** A complete, valid form's fields (with its source), as the schema reads them; `values` replace or add. */
export function sampleSignUp<K extends LeadFormKind>(kind: K, source: LeadSource<K>, values: Values = {}) {
  const fields = Object.fromEntries(fieldsOf(kind, source).map((field) => [field.name, sampleValue(field)]));
  return { source, ...fields, ...values } as { source: LeadSource<K> } & Record<string, string>;
}

/** The same as the page posts it: with the form's kind and its empty trap field. */
const posted = <K extends LeadFormKind>(kind: K, source: LeadSource<K>, values?: Values) =>
  ({ kind, [HONEYPOT_FIELD]: "", ...sampleSignUp(kind, source, values) }) as { kind: K; source: LeadSource<K> } & Record<string, string>;

export const mentorSignUp = (source: LeadSource<"mentor"> = "home", values?: Values) => sampleSignUp("mentor", source, values);
export const partnershipSignUp = (source: LeadSource<"partnership"> = "licensing", values?: Values) =>
  sampleSignUp("partnership", source, values);
export const crownSignUp = (source: LeadSource<"crown"> = "sport", values?: Values) => sampleSignUp("crown", source, values);
export const newsletterSignUp = (source: LeadSource<"newsletter"> = "footer", values?: Values) =>
  sampleSignUp("newsletter", source, values);

/** A mentor application as a form posts it to the sign-up endpoint (kind, trap field, every field). */
export const mentorPost = (source: LeadSource<"mentor"> = "home", values?: Values) => posted("mentor", source, values);

/** A complete, valid mentor application as the home page's form posts it (with its kind and empty trap field). */
export const mentorApplication = mentorPost("home", { track: "art" });

/**
 * What a person fills in a form in the browser, field by field in the form's order: its label in
 * the page's language and the value typed, or for a choice the label of the option chosen.
 */
function signUpByLabel<K extends LeadFormKind>(kind: K, source: LeadSource<K>, locale: Locale, values?: Values) {
  const words = fieldCopy(kind, source, locale);
  const fields = sampleSignUp(kind, source, values);
  return fieldsOf(kind, source).map((field) => {
    const value = fields[field.name]!;
    const label = words[field.name]!.label;
    if (field.input !== "select") return { label, input: "text" as const, value };
    return { label, input: "select" as const, value: words[field.name]!.options!.find((option) => option.value === value)!.label };
  });
}

/** Fills every field of a form in the browser from its field list, in the page's language (`values` as for the builders). */
export async function fillSignUp<K extends LeadFormKind>(form: Locator, kind: K, source: LeadSource<K>, locale: Locale, values?: Values) {
  for (const field of signUpByLabel(kind, source, locale, values)) {
    const input = form.getByLabel(field.label, { exact: true });
    if (field.input === "select") await input.selectOption({ label: field.value });
    else await input.fill(field.value);
  }
}
