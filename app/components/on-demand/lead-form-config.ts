// Which fields each sign-up form has and what happens on success: one small config per variant,
// so the mentor, partnership and crown-access dialogs are one form (STYLE rule 4).
import { crownAccessDialog, crownAccessNotices } from "~/content/crown-access";
import { joinPages } from "~/content/join";
import { newsletterField, newsletterNextSteps, newsletterNotices } from "~/content/newsletter";
import { footer } from "~/content/site";
import { mentorDialog, mentorFormVariants, mentorNotices } from "~/content/mentor-application";
import { type Notice, submitFailedNotice, withNextSteps } from "~/content/notices";
import { partnershipDialog, partnershipFormVariants, partnershipNotices } from "~/content/partnership-inquiry";
import { fieldLimits, joinHref, type LeadFormKind, type LeadSource } from "~/lib/lead-fields";

export { joinHref };

type TextFieldSpec = { name: string; label: string; type: "text" | "email" | "tel"; autoComplete: string; maxLength: number };
type SelectFieldSpec = {
  name: string;
  label: string;
  type: "select";
  placeholder: string;
  options: readonly { value: string; label: string }[];
};
type FieldSpec = TextFieldSpec | SelectFieldSpec;

export type LeadFormConfig = {
  kind: LeadFormKind;
  source: string;
  title: string;
  description: string;
  fields: readonly FieldSpec[];
  submitLabel: string;
  submittingLabel: string;
  /** What the dialog does on success: close (and so clear), or show the confirmation view. */
  onSuccess: "close" | "confirm";
  /** Empty fields give this notice and send nothing (the spec's art and licensing forms); otherwise the browser's required check speaks. */
  missingNotice?: Notice;
  receivedNotice?: Notice;
  failedNotice: Notice;
  /** The confirmation view; its last line says what happens next. */
  confirmation: { title: string; lines: readonly string[]; closeLabel: string };
};

const nameFields = (labels: { firstName: string; lastName: string }): FieldSpec[] => [
  { name: "firstName", label: labels.firstName, type: "text", autoComplete: "given-name", maxLength: fieldLimits.name },
  { name: "lastName", label: labels.lastName, type: "text", autoComplete: "family-name", maxLength: fieldLimits.name },
];
const emailField = (label: string): FieldSpec => ({
  name: "email",
  label,
  type: "email",
  autoComplete: "email",
  maxLength: fieldLimits.email,
});
const phoneField = (label: string): FieldSpec => ({ name: "phone", label, type: "tel", autoComplete: "tel", maxLength: fieldLimits.phone });

function mentorConfig(source: LeadSource<"mentor">): LeadFormConfig {
  const choice = mentorFormVariants[source];
  // The spec: art warns about empty fields and confirms; home and sport close and clear.
  const art = source === "art";
  return {
    kind: "mentor",
    source,
    title: mentorDialog.title,
    description: mentorDialog.description,
    fields: [
      ...nameFields(mentorDialog.fields),
      emailField(mentorDialog.fields.email),
      phoneField(mentorDialog.fields.phone),
      { name: choice.field, label: choice.label, type: "select", placeholder: choice.placeholder, options: choice.options },
    ],
    submitLabel: mentorDialog.submitLabel,
    submittingLabel: mentorDialog.submittingLabel,
    onSuccess: art ? "confirm" : "close",
    missingNotice: art ? mentorNotices.missingInformation : undefined,
    // Art keeps the spec's notice beside its confirmation view, which says what happens next;
    // home and sport close on success, so their notice says it.
    receivedNotice: art ? mentorNotices.received : withNextSteps(mentorNotices.received, mentorDialog.nextSteps),
    failedNotice: mentorNotices.failed,
    confirmation: {
      title: mentorDialog.success.title,
      lines: [mentorDialog.success.text, mentorDialog.nextSteps],
      closeLabel: mentorDialog.success.closeLabel,
    },
  };
}

function partnershipConfig(source: LeadSource<"partnership">): LeadFormConfig {
  const variant = partnershipFormVariants[source];
  const licensing = source === "licensing";
  return {
    kind: "partnership",
    source,
    title: variant.title,
    description: variant.description,
    fields: [
      ...nameFields(partnershipDialog.fields),
      emailField(partnershipDialog.fields.email),
      phoneField(partnershipDialog.fields.phone),
      { name: "company", label: variant.companyLabel, type: "text", autoComplete: "organization", maxLength: fieldLimits.company },
      {
        name: "interest",
        label: variant.interestLabel,
        type: "select",
        placeholder: variant.interestPlaceholder,
        options: variant.options,
      },
    ],
    submitLabel: partnershipDialog.submitLabel,
    submittingLabel: partnershipDialog.submittingLabel,
    onSuccess: licensing ? "confirm" : "close",
    missingNotice: licensing ? partnershipNotices.missingInformation : undefined,
    receivedNotice: licensing ? variant.received : withNextSteps(variant.received, variant.nextSteps),
    failedNotice: submitFailedNotice,
    confirmation: { ...variant.confirmation, lines: [...variant.confirmation.lines, variant.nextSteps] },
  };
}

function crownConfig(): LeadFormConfig {
  return {
    kind: "crown",
    source: "sport",
    title: crownAccessDialog.title,
    description: crownAccessDialog.description,
    fields: [...nameFields(crownAccessDialog.fields), emailField(crownAccessDialog.fields.email)],
    submitLabel: crownAccessDialog.submitLabel,
    submittingLabel: crownAccessDialog.submittingLabel,
    onSuccess: "close",
    receivedNotice: withNextSteps(crownAccessNotices.claimed, crownAccessDialog.nextSteps),
    failedNotice: submitFailedNotice,
    confirmation: {
      title: crownAccessNotices.claimed.title,
      lines: [crownAccessNotices.claimed.description, crownAccessDialog.nextSteps],
      closeLabel: mentorDialog.success.closeLabel,
    },
  };
}

/** Only the standalone page shows the newsletter as a full form; the boxes are EmailSignup. */
function newsletterConfig(source: LeadSource<"newsletter">): LeadFormConfig {
  return {
    kind: "newsletter",
    source,
    title: joinPages.newsletter.title,
    description: footer.newsletter.text,
    fields: [emailField(newsletterField.label)],
    submitLabel: footer.newsletter.buttonLabel,
    submittingLabel: footer.newsletter.buttonLabel,
    onSuccess: "confirm",
    receivedNotice: withNextSteps(newsletterNotices.subscribed, newsletterNextSteps),
    failedNotice: submitFailedNotice,
    confirmation: {
      title: newsletterNotices.subscribed.title,
      lines: [newsletterNotices.subscribed.description, newsletterNextSteps],
      closeLabel: mentorDialog.success.closeLabel,
    },
  };
}

export type DialogFormKind = Exclude<LeadFormKind, "newsletter">;

export function leadFormConfig(kind: "mentor", source: LeadSource<"mentor">): LeadFormConfig;
export function leadFormConfig(kind: "partnership", source: LeadSource<"partnership">): LeadFormConfig;
export function leadFormConfig(kind: "crown", source?: LeadSource<"crown">): LeadFormConfig;
export function leadFormConfig(kind: LeadFormKind, source?: string): LeadFormConfig;
export function leadFormConfig(kind: LeadFormKind, source?: string): LeadFormConfig {
  if (kind === "newsletter") return newsletterConfig(source as LeadSource<"newsletter">);
  if (kind === "mentor") return mentorConfig(source as LeadSource<"mentor">);
  if (kind === "partnership") return partnershipConfig(source as LeadSource<"partnership">);
  return crownConfig();
}
