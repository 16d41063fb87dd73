// One lead's fields as the team reads them: labelled as on the form the person filled in, in the
// form's order (./form-fields.ts), with a choice shown by its label ("WYP ART"), not its stored value
// ("gallery").
import type { Lead } from "../../../db/schema";
import { fieldCopy } from "./field-copy";
import { fieldsOf, personFields } from "./form-fields";

export type LeadField = { label: string; value: string };

/** The lead's fields in the form's order and words; a value or field the form no longer has is shown as stored. */
export function leadFields(lead: Pick<Lead, "kind" | "source" | "first_name" | "last_name" | "email" | "phone" | "details">): LeadField[] {
  const words = fieldCopy(lead.kind, lead.source, "en");
  const stored: Record<(typeof personFields)[number], string | null> = {
    firstName: lead.first_name,
    lastName: lead.last_name,
    email: lead.email,
    phone: lead.phone,
  };
  const details = JSON.parse(lead.details) as Record<string, unknown>;
  const valueOf = (name: string) => (name in stored ? stored[name as keyof typeof stored] : details[name]);
  const form = fieldsOf(lead.kind, lead.source);
  const fields: LeadField[] = [];
  for (const field of form) {
    const value = valueOf(field.name);
    if (typeof value !== "string" || !value) continue;
    const { label = field.name, options } = words[field.name] ?? {};
    fields.push({ label, value: options?.find((option) => option.value === value)?.label ?? value });
  }
  for (const [name, value] of Object.entries(details)) {
    if (typeof value === "string" && !form.some((field) => field.name === name)) fields.push({ label: name, value });
  }
  return fields;
}
