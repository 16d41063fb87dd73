// The words of a form's fields, in one language: each field's label, and a choice's placeholder
// and options' labels. Which fields a form has is ./form-fields.ts; this finds their words in the
// form's copy, for the dialog (./on-demand/form-config.ts) and the console (./details.ts).
import { crownAccessDialog } from "~/features/leads/copy/crown-access";
import { mentorDialog, mentorFormVariants } from "~/features/leads/copy/mentor-application";
import { newsletterField } from "~/features/leads/copy/newsletter";
import { partnershipDialog, partnershipFormVariants } from "~/features/leads/copy/partnership-inquiry";
import type { Locale } from "~/platform/locale";
import type { LeadFormKind } from "./fields";
import { fieldsOf } from "./form-fields";

export type FieldWords = { label: string; placeholder?: string; options?: readonly { value: string; label: string }[] };

const labelled = (labels: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(labels).map(([name, label]) => [name, { label }])) as Record<string, FieldWords>;

/** A variant's copy, or its kind's first variant's for a source the form no longer has. */
const variantOf = <T>(variants: Readonly<Record<string, T>>, source: string) => variants[source] ?? Object.values(variants)[0]!;

/** The words of every field of one form variant, by field name. */
export function fieldCopy(kind: LeadFormKind, source: string, locale: Locale): Record<string, FieldWords> {
  if (kind === "mentor") {
    const choiceField = fieldsOf(kind, source).find((field) => field.input === "select")!;
    return { ...labelled(mentorDialog[locale].fields), [choiceField.name]: variantOf(mentorFormVariants[locale], source) };
  }
  if (kind === "partnership") {
    const variant = variantOf(partnershipFormVariants[locale], source);
    return {
      ...labelled(partnershipDialog[locale].fields),
      company: { label: variant.companyLabel },
      interest: { label: variant.interestLabel, placeholder: variant.interestPlaceholder, options: variant.options },
    };
  }
  if (kind === "crown") return labelled(crownAccessDialog[locale].fields);
  return { email: { label: newsletterField[locale].label } };
}
