// One lead's fields as the team reads them: labelled as on the form the person filled in, with a
// choice shown by its label ("WYP ART"), not its stored value ("gallery").
import { crownAccessDialog } from "~/features/leads/copy/crown-access.en";
import { mentorDialog, mentorFormVariants } from "~/features/leads/copy/mentor-application.en";
import { partnershipDialog, partnershipFormVariants } from "~/features/leads/copy/partnership-inquiry.en";
import { newsletterField } from "~/features/leads/copy/newsletter.en";
import type { Lead, LeadKind } from "../../../db/schema";

export type LeadField = { label: string; value: string };

type Choice = { label: string; options: readonly { value: string; label: string }[] };

/** The labels of the person's fields and the choice fields of each form variant. */
function formOf(
  kind: LeadKind,
  source: string,
): { person: Record<string, string>; choices: Record<string, Choice>; extra?: Record<string, string> } {
  if (kind === "mentor") {
    const variant = mentorFormVariants[source as keyof typeof mentorFormVariants] ?? mentorFormVariants.home;
    return { person: mentorDialog.fields, choices: { [variant.field]: variant } };
  }
  if (kind === "partnership") {
    const variant = partnershipFormVariants[source as keyof typeof partnershipFormVariants] ?? partnershipFormVariants.licensing;
    return {
      person: partnershipDialog.fields,
      choices: { interest: { label: variant.interestLabel, options: variant.options } },
      extra: { company: variant.companyLabel },
    };
  }
  if (kind === "crown") return { person: crownAccessDialog.fields, choices: {} };
  return { person: { email: newsletterField.label }, choices: {} };
}

/** The lead's fields in the form's order and words; a value the form no longer offers is shown as stored. */
export function leadFields(lead: Pick<Lead, "kind" | "source" | "first_name" | "last_name" | "email" | "phone" | "details">): LeadField[] {
  const form = formOf(lead.kind, lead.source);
  const stored: Record<string, string | null> = {
    firstName: lead.first_name,
    lastName: lead.last_name,
    email: lead.email,
    phone: lead.phone,
  };
  const fields: LeadField[] = [];
  for (const [name, label] of Object.entries(form.person)) {
    const value = stored[name];
    if (value) fields.push({ label, value });
  }
  const details = JSON.parse(lead.details) as Record<string, unknown>;
  for (const [name, value] of Object.entries(details)) {
    if (typeof value !== "string") continue;
    const choice = form.choices[name];
    if (choice) fields.push({ label: choice.label, value: choice.options.find((option) => option.value === value)?.label ?? value });
    else fields.push({ label: form.extra?.[name] ?? name, value });
  }
  return fields;
}
