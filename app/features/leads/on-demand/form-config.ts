// What each sign-up form shows and what happens on success: one small config per variant, so the
// mentor, partnership and crown-access dialogs are one form (STYLE rule 4). Its fields come from
// the one list (../form-fields.ts); each config is built in the language of the page the form is on.
import { withNextSteps } from "~/features/leads/copy/notices.en";
import type { NoticeText } from "~/platform/notify";
import { type Locale } from "~/platform/locale";
import { joinHref, type LeadFormKind, type LeadSource } from "~/features/leads/fields";
import { fieldCopy } from "~/features/leads/field-copy";
import { fieldsOf } from "~/features/leads/form-fields";
import { crownAccessDialog, crownAccessNotices } from "~/features/leads/copy/crown-access";
import { joinPages } from "~/features/leads/copy/join";
import { mentorDialog, mentorNotices } from "~/features/leads/copy/mentor-application";
import { newsletterNextSteps, newsletterNotices } from "~/features/leads/copy/newsletter";
import { submitFailedNotice } from "~/features/leads/copy/notices";
import { partnershipDialog, partnershipFormVariants, partnershipNotices } from "~/features/leads/copy/partnership-inquiry";
import { footer } from "~/platform/copy/site";

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
  missingNotice?: NoticeText;
  receivedNotice?: NoticeText;
  failedNotice: NoticeText;
  /** The confirmation view; its last line says what happens next. */
  confirmation: { title: string; lines: readonly string[]; closeLabel: string };
};

/** A variant's fields from the one list (../form-fields.ts), each with its words in `locale`. */
function fieldsIn(kind: LeadFormKind, source: string, locale: Locale): FieldSpec[] {
  const words = fieldCopy(kind, source, locale);
  return fieldsOf(kind, source).map((field) => {
    const { label, placeholder = "", options = [] } = words[field.name] ?? { label: field.name };
    return field.input === "select"
      ? { name: field.name, label, type: "select", placeholder, options }
      : { name: field.name, label, type: field.input, autoComplete: field.autoComplete, maxLength: field.maxLength };
  });
}

function mentorConfig(source: LeadSource<"mentor">, locale: Locale): LeadFormConfig {
  const dialog = mentorDialog[locale];
  const notices = mentorNotices[locale];
  // The spec: art warns about empty fields and confirms; home and sport close and clear.
  const art = source === "art";
  return {
    kind: "mentor",
    source,
    title: dialog.title,
    description: dialog.description,
    fields: fieldsIn("mentor", source, locale),
    submitLabel: dialog.submitLabel,
    submittingLabel: dialog.submittingLabel,
    onSuccess: art ? "confirm" : "close",
    missingNotice: art ? notices.missingInformation : undefined,
    // Art keeps the spec's notice beside its confirmation view, which says what happens next;
    // home and sport close on success, so their notice says it.
    receivedNotice: art ? notices.received : withNextSteps(notices.received, dialog.nextSteps),
    failedNotice: notices.failed,
    confirmation: {
      title: dialog.success.title,
      lines: [dialog.success.text, dialog.nextSteps],
      closeLabel: dialog.success.closeLabel,
    },
  };
}

function partnershipConfig(source: LeadSource<"partnership">, locale: Locale): LeadFormConfig {
  const dialog = partnershipDialog[locale];
  const variant = partnershipFormVariants[locale][source];
  const licensing = source === "licensing";
  return {
    kind: "partnership",
    source,
    title: variant.title,
    description: variant.description,
    fields: fieldsIn("partnership", source, locale),
    submitLabel: dialog.submitLabel,
    submittingLabel: dialog.submittingLabel,
    onSuccess: licensing ? "confirm" : "close",
    missingNotice: licensing ? partnershipNotices[locale].missingInformation : undefined,
    receivedNotice: licensing ? variant.received : withNextSteps(variant.received, variant.nextSteps),
    failedNotice: submitFailedNotice[locale],
    confirmation: { ...variant.confirmation, lines: [...variant.confirmation.lines, variant.nextSteps] },
  };
}

function crownConfig(locale: Locale): LeadFormConfig {
  const dialog = crownAccessDialog[locale];
  const { claimed } = crownAccessNotices[locale];
  return {
    kind: "crown",
    source: "sport",
    title: dialog.title,
    description: dialog.description,
    fields: fieldsIn("crown", "sport", locale),
    submitLabel: dialog.submitLabel,
    submittingLabel: dialog.submittingLabel,
    onSuccess: "close",
    receivedNotice: withNextSteps(claimed, dialog.nextSteps),
    failedNotice: submitFailedNotice[locale],
    confirmation: {
      title: claimed.title,
      lines: [claimed.description, dialog.nextSteps],
      closeLabel: mentorDialog[locale].success.closeLabel,
    },
  };
}

/** Only the standalone page shows the newsletter as a full form; the boxes are EmailSignup. */
function newsletterConfig(source: LeadSource<"newsletter">, locale: Locale): LeadFormConfig {
  const { subscribed } = newsletterNotices[locale];
  const nextSteps = newsletterNextSteps[locale];
  const { newsletter } = footer[locale];
  return {
    kind: "newsletter",
    source,
    title: joinPages[locale].newsletter.title,
    description: newsletter.text,
    fields: fieldsIn("newsletter", source, locale),
    submitLabel: newsletter.buttonLabel,
    submittingLabel: newsletter.buttonLabel,
    onSuccess: "confirm",
    receivedNotice: withNextSteps(subscribed, nextSteps),
    failedNotice: submitFailedNotice[locale],
    confirmation: {
      title: subscribed.title,
      lines: [subscribed.description, nextSteps],
      closeLabel: mentorDialog[locale].success.closeLabel,
    },
  };
}

export function leadFormConfig(kind: "mentor", source: LeadSource<"mentor">, locale: Locale): LeadFormConfig;
export function leadFormConfig(kind: "partnership", source: LeadSource<"partnership">, locale: Locale): LeadFormConfig;
export function leadFormConfig(kind: "crown", source: LeadSource<"crown"> | undefined, locale: Locale): LeadFormConfig;
export function leadFormConfig(kind: LeadFormKind, source: string | undefined, locale: Locale): LeadFormConfig;
export function leadFormConfig(kind: LeadFormKind, source: string | undefined, locale: Locale): LeadFormConfig {
  if (kind === "newsletter") return newsletterConfig(source as LeadSource<"newsletter">, locale);
  if (kind === "mentor") return mentorConfig(source as LeadSource<"mentor">, locale);
  if (kind === "partnership") return partnershipConfig(source as LeadSource<"partnership">, locale);
  return crownConfig(locale);
}
