// The one sign-up form behind every dialog and standalone page (mentor, partnership, crown
// access): a per-variant config says which fields it has and what happens on success.
// Without JavaScript it is a plain POST to its /join page; with JavaScript the submit handler
// checks the shared schema, sends it to /resources/leads and shows the spec's notices.
import * as React from "react";
import { Form } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { SelectField, TextField } from "~/components/ui/field";
import { crownAccessDialog, crownAccessNotices } from "~/content/crown-access";
import { joinPages } from "~/content/join";
import { newsletterField, newsletterNotices } from "~/content/newsletter";
import { footer } from "~/content/site";
import { mentorDialog, mentorFormVariants, mentorNotices } from "~/content/mentor-application";
import { checkTheFormNotice, type Notice, submitFailedNotice, tooManyAttemptsNotice } from "~/content/notices";
import { partnershipDialog, partnershipFormVariants, partnershipNotices } from "~/content/partnership-inquiry";
import { fieldLimits, type FieldErrors, HONEYPOT_FIELD, type LeadFormKind, type LeadFormResult, type LeadSource, validateLead } from "~/lib/lead-forms";

type TextFieldSpec = { name: string; label: string; type: "text" | "email" | "tel"; autoComplete: string; maxLength: number };
type SelectFieldSpec = { name: string; label: string; type: "select"; placeholder: string; options: readonly { value: string; label: string }[] };
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
  confirmation: { title: string; lines: readonly string[]; closeLabel: string };
};

const nameFields = (labels: { firstName: string; lastName: string }): FieldSpec[] => [
  { name: "firstName", label: labels.firstName, type: "text", autoComplete: "given-name", maxLength: fieldLimits.name },
  { name: "lastName", label: labels.lastName, type: "text", autoComplete: "family-name", maxLength: fieldLimits.name },
];
const emailField = (label: string): FieldSpec => ({ name: "email", label, type: "email", autoComplete: "email", maxLength: fieldLimits.email });
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
    receivedNotice: art ? mentorNotices.received : undefined,
    failedNotice: mentorNotices.failed,
    confirmation: { title: mentorDialog.success.title, lines: [mentorDialog.success.text], closeLabel: mentorDialog.success.closeLabel },
  };
}

function partnershipConfig(source: LeadSource<"partnership">): LeadFormConfig {
  const variant = partnershipFormVariants[source];
  const licensing = source === "licensing";
  return {
    kind: "partnership",
    source,
    title: partnershipDialog.title,
    description: partnershipDialog.description,
    fields: [
      ...nameFields(partnershipDialog.fields),
      emailField(partnershipDialog.fields.email),
      phoneField(partnershipDialog.fields.phone),
      { name: "company", label: variant.companyLabel, type: "text", autoComplete: "organization", maxLength: fieldLimits.company },
      { name: "interest", label: variant.interestLabel, type: "select", placeholder: variant.interestPlaceholder, options: variant.options },
    ],
    submitLabel: partnershipDialog.submitLabel,
    submittingLabel: partnershipDialog.submittingLabel,
    onSuccess: licensing ? "confirm" : "close",
    missingNotice: licensing ? partnershipNotices.missingInformation : undefined,
    receivedNotice: partnershipNotices.received,
    failedNotice: submitFailedNotice,
    confirmation: { ...partnershipDialog.confirmation },
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
    receivedNotice: crownAccessNotices.claimed,
    failedNotice: submitFailedNotice,
    confirmation: { title: crownAccessNotices.claimed.title, lines: [crownAccessNotices.claimed.description], closeLabel: mentorDialog.success.closeLabel },
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
    receivedNotice: newsletterNotices.subscribed,
    failedNotice: submitFailedNotice,
    confirmation: { title: newsletterNotices.subscribed.title, lines: [newsletterNotices.subscribed.description], closeLabel: mentorDialog.success.closeLabel },
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

/** The standalone page a form posts to without JavaScript. */
export function joinHref(kind: LeadFormKind, source: string) {
  return `${joinPages[kind].path}?from=${source}`;
}

const LEADS_ENDPOINT = "/resources/leads";

/**
 * The submit flow shared by every sign-up form: the shared schema first (nothing is sent when it
 * fails), then the POST, then the notice for the answer. Typed values stay in the form on failure.
 */
export function useLeadSubmit({ kind, missingNotice, invalidNotice, receivedNotice, failedNotice, onSuccess }: {
  kind: LeadFormKind;
  missingNotice?: Notice;
  /** Shown when the check fails for another reason than empty fields (or with no missingNotice). */
  invalidNotice?: Notice;
  receivedNotice?: Notice;
  failedNotice: Notice;
  onSuccess(form: HTMLFormElement): void;
}) {
  const [submitting, setSubmitting] = React.useState(false);
  const [errors, setErrors] = React.useState<FieldErrors>({});

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (submitting) return;
    const data = new FormData(form);
    const fields = Object.fromEntries([...data].filter(([name]) => name !== "kind" && name !== HONEYPOT_FIELD));
    const checked = validateLead(kind, fields);
    if (!checked.ok) {
      setErrors(checked.fieldErrors);
      focusFirstInvalid(form, checked.fieldErrors);
      const anyEmpty = Object.values(fields).some((value) => typeof value === "string" && !value.trim());
      if (missingNotice && anyEmpty) notify("error", missingNotice);
      else if (invalidNotice) notify("error", invalidNotice);
      return;
    }
    setErrors({});
    setSubmitting(true);
    const result = await send(data);
    setSubmitting(false);
    if (result.status === "success") {
      if (receivedNotice) notify("success", receivedNotice);
      onSuccess(form);
    } else if (result.status === "invalid") {
      setErrors(result.fieldErrors);
      focusFirstInvalid(form, result.fieldErrors);
      notify("error", result.formErrors.length ? { title: checkTheFormNotice.title, description: result.formErrors.join(" ") } : checkTheFormNotice);
    } else if (result.status === "rate-limited") {
      notify("error", tooManyAttemptsNotice(result.retryAfter));
    } else {
      notify("error", failedNotice);
    }
  }

  return { submitting, errors, onSubmit };
}

async function send(data: FormData): Promise<LeadFormResult> {
  try {
    const response = await fetch(LEADS_ENDPOINT, {
      method: "POST",
      body: new URLSearchParams(data as unknown as Record<string, string>),
      headers: { Accept: "application/json" },
    });
    if (!response.headers.get("content-type")?.includes("application/json")) return { status: "error" };
    return (await response.json()) as LeadFormResult;
  } catch {
    return { status: "error" };
  }
}

function notify(type: "success" | "error", notice: Notice) {
  toast[type](notice.title, { description: notice.description });
}

function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors) {
  const first = Array.from(form.elements).find((element) => (element as HTMLInputElement).name in errors);
  (first as HTMLElement | undefined)?.focus();
}

/** The hidden fields every sign-up form sends: which form, from which page, and the empty trap. */
export function LeadFormHiddenFields({ kind, source }: { kind: LeadFormKind; source: string }) {
  return (
    <>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="source" value={source} />
      {/* Off-screen rather than display:none, which many bots skip; never reachable by keyboard. */}
      <div aria-hidden="true" className="absolute -left-[9999px] top-0 size-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}

type LeadFormProps = {
  config: LeadFormConfig;
  /** In a dialog the header is the dialog's title; on a page it is the page's heading. */
  presentation: "dialog" | "page";
  /** The server's answer when the page was posted without JavaScript. */
  serverResult?: LeadFormResult;
  /** Closes the dialog (variants that close on success). */
  onClose?(): void;
};

/** The form and, after a success that confirms, its confirmation view. */
export function LeadForm({ config, presentation, serverResult, onClose }: LeadFormProps) {
  const confirmOnSuccess = presentation === "page" || config.onSuccess === "confirm";
  const [confirmed, setConfirmed] = React.useState(serverResult?.status === "success");
  const confirmationHeading = React.useRef<HTMLHeadingElement>(null);
  const { submitting, errors, onSubmit } = useLeadSubmit({
    ...config,
    onSuccess(form) {
      form.reset();
      if (confirmOnSuccess) {
        setConfirmed(true);
        requestAnimationFrame(() => confirmationHeading.current?.focus());
      } else {
        onClose?.();
      }
    },
  });

  if (confirmed) {
    return (
      <div className="grid gap-5">
        <Header presentation={presentation} title={config.confirmation.title} headingRef={confirmationHeading}>
          {config.confirmation.lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </Header>
        {presentation === "dialog" && (
          <Button type="button" variant="paper" onClick={onClose}>
            {config.confirmation.closeLabel}
          </Button>
        )}
      </div>
    );
  }

  const serverErrors = serverResult?.status === "invalid" ? serverResult : undefined;
  const shownErrors = Object.keys(errors).length ? errors : (serverErrors?.fieldErrors ?? {});
  const values = serverErrors?.values ?? {};
  const requiredByBrowser = !config.missingNotice;
  return (
    <div className="grid gap-5">
      <Header presentation={presentation} title={config.title}>
        {config.description}
      </Header>
      <ServerNotice result={serverResult} />
      <Form method="post" action={joinHref(config.kind, config.source)} onSubmit={onSubmit} noValidate={!requiredByBrowser} className="relative grid gap-4">
        <LeadFormHiddenFields kind={config.kind} source={config.source} />
        <div className="grid gap-4 sm:grid-cols-2">
          {config.fields.map((field) =>
            field.type === "select" ? (
              <SelectField
                key={field.name}
                name={field.name}
                label={field.label}
                options={field.options}
                placeholder={field.placeholder}
                defaultValue={values[field.name] ?? ""}
                required={requiredByBrowser}
                errors={shownErrors[field.name]}
              />
            ) : (
              <TextField
                key={field.name}
                name={field.name}
                label={field.label}
                type={field.type}
                autoComplete={field.autoComplete}
                maxLength={field.maxLength}
                defaultValue={values[field.name]}
                required={requiredByBrowser}
                errors={shownErrors[field.name]}
              />
            ),
          )}
        </div>
        <Button type="submit" variant="paper" disabled={submitting} aria-disabled={submitting}>
          {submitting ? config.submittingLabel : config.submitLabel}
        </Button>
      </Form>
    </div>
  );
}

function Header({ presentation, title, headingRef, children }: { presentation: "dialog" | "page"; title: string; headingRef?: React.Ref<HTMLHeadingElement>; children: React.ReactNode }) {
  if (presentation === "dialog") {
    return (
      <DialogHeader>
        <DialogTitle ref={headingRef} tabIndex={-1} className="outline-none">
          {title}
        </DialogTitle>
        <DialogDescription>{children}</DialogDescription>
      </DialogHeader>
    );
  }
  return (
    <header className="grid gap-3">
      <h1 ref={headingRef} tabIndex={-1} className="text-display uppercase outline-none">
        {title}
      </h1>
      <p className="max-w-prose text-lg text-muted">{children}</p>
    </header>
  );
}

/** Without JavaScript there are no toasts: the page says what went wrong at the top of the form. */
function ServerNotice({ result }: { result?: LeadFormResult }) {
  if (!result || result.status === "success") return null;
  const text =
    result.status === "invalid"
      ? [checkTheFormNotice.description, ...result.formErrors].join(" ")
      : result.status === "rate-limited"
        ? tooManyAttemptsNotice(result.retryAfter).description
        : submitFailedNotice.description;
  return (
    <p role="alert" className="rounded-card border-2 border-danger p-4 font-semibold">
      {text}
    </p>
  );
}
