// One lead's fields as the team reads them: labelled as on the form the person filled in, in the
// form's order (./form-fields.ts), with a choice shown by its label ("WYP ART"), not its stored value
// ("gallery").
import type { Lead } from "../../../db/schema";
import { phoneHref } from "~/platform/contact-link";
import { type FieldWords, fieldCopy } from "./field-copy";
import { fieldsOf, personFields } from "./form-fields";

/** `href`: a link that reaches the person (mailto: for an email, tel: for a phone). */
export type LeadField = { label: string; value: string; href?: string };

/** How to reach someone from a field's value: an email writes to them, a phone number calls them. */
function contactHref(input: string, value: string): string | undefined {
  if (input === "email") return `mailto:${value}`;
  return input === "tel" ? phoneHref(value) : undefined;
}

/** A stored value as the form shows it: a choice by its label ("WYP ART" for "gallery"), anything else as stored. */
function shownValue(words: Record<string, FieldWords>, name: string, value: string): string {
  return words[name]?.options?.find((option) => option.value === value)?.label ?? value;
}

/** The form's own fields (`details`) by name, each as the form shows it: the CSV's cells. */
export function labelledDetails(lead: Pick<Lead, "kind" | "source" | "details">): Record<string, string> {
  const words = fieldCopy(lead.kind, lead.source, "en");
  const details = JSON.parse(lead.details) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(details).flatMap(([name, value]) => (typeof value === "string" ? [[name, shownValue(words, name, value)]] : [])),
  );
}

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
    const href = contactHref(field.input, value);
    fields.push({ label: words[field.name]?.label ?? field.name, value: shownValue(words, field.name, value), ...(href ? { href } : {}) });
  }
  for (const [name, value] of Object.entries(details)) {
    if (typeof value === "string" && !form.some((field) => field.name === name)) fields.push({ label: name, value });
  }
  return fields;
}
