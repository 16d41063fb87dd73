// The submit flow every sign-up form shares (dialogs, standalone pages, email boxes). The shared
// schema is loaded on the first submit, not with the page: Zod is most of a form's weight.
import * as React from "react";
import { type NoticeText, type NoticeTone, notify, prepareNotices } from "~/platform/notify";
import { loadOnce } from "~/platform/load-on-demand";
import { type FieldErrors, HONEYPOT_FIELD, LEADS_PATH, type LeadFormKind, type LeadFormResult } from "~/features/leads/fields";
import { useLocale } from "~/platform/use-locale";
import { visitSourceHeaders } from "~/platform/visit-source";
import { leadFormText } from "~/features/leads/copy/join";
import { checkTheFormNotice, tooManyAttemptsNotice } from "~/features/leads/copy/notices";

/** Fields every form posts that are not the person's answers: the schema does not check them. */
const envelopeFields = new Set(["kind", "locale", HONEYPOT_FIELD]);

export type FormNotice = { tone: NoticeTone; notice: NoticeText };

/**
 * The submit flow shared by every sign-up form: the shared schema first (nothing is sent when it
 * fails), then the POST, then the notice for the answer, all in the page's language. Typed values
 * stay in the form on failure.
 * The notice is the form's to show in its own flow (`notice`): a toast would cover the form it
 * answers, on a phone its fields and send button. Only a success after which the form closes
 * (`toastSuccess`) is a toast, since there is no form left to show it in.
 */
export function useLeadSubmit({
  kind,
  missingNotice,
  invalidNotice,
  receivedNotice,
  failedNotice,
  onSuccess,
  toastSuccess = false,
}: {
  kind: LeadFormKind;
  missingNotice?: NoticeText;
  /** Shown when the check fails for another reason than empty fields (or with no missingNotice). */
  invalidNotice?: NoticeText;
  receivedNotice?: NoticeText;
  failedNotice: NoticeText;
  onSuccess(form: HTMLFormElement): void;
  toastSuccess?: boolean;
}) {
  const locale = useLocale();
  const [submitting, setSubmitting] = React.useState(false);
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [notice, setNotice] = React.useState<FormNotice | null>(null);
  const show = (tone: NoticeTone, shown: NoticeText) => {
    if (tone === "success" && toastSuccess) {
      setNotice(null);
      notify(tone, shown);
    } else {
      setNotice({ tone, notice: shown });
    }
  };

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (submitting) return;
    const data = new FormData(form);
    const fields = Object.fromEntries([...data].filter(([name]) => !envelopeFields.has(name)));
    const anyEmpty = Object.values(fields).some((value) => typeof value === "string" && !value.trim());
    // The checks are loaded on the first submit. When they cannot be (no connection, the server
    // restarting), the form is sent as it is: the server checks it with the same schema, and a
    // form that cannot be sent either says so (its own notice, no code to load), keeping what was typed.
    const forms = await loadOnce(() => import("~/features/leads/forms")).catch(() => undefined);
    const checked = forms?.validateLead(kind, fields, locale);
    if (checked && !checked.ok) {
      setErrors(checked.fieldErrors);
      focusFirstInvalid(form, checked.fieldErrors);
      if (missingNotice && anyEmpty) show("error", missingNotice);
      else if (invalidNotice) show("error", invalidNotice);
      return;
    }
    setErrors({});
    setSubmitting(true);
    const result = await send(data);
    setSubmitting(false);
    if (result.status === "success") {
      if (receivedNotice) show("success", receivedNotice);
      onSuccess(form);
    } else if (result.status === "invalid") {
      setErrors(result.fieldErrors);
      focusFirstInvalid(form, result.fieldErrors);
      const checkTheForm = checkTheFormNotice[locale];
      // Only reached with an empty field when the checks could not be loaded: the same notice.
      if (missingNotice && anyEmpty) show("error", missingNotice);
      else show("error", result.formErrors.length ? { title: checkTheForm.title, description: result.formErrors.join(" ") } : checkTheForm);
    } else if (result.status === "rate-limited") {
      show("error", tooManyAttemptsNotice[locale](result.retryAfter));
    } else {
      show("error", failedNotice);
    }
  }

  // Someone filling a form will soon need a notice: load the notice system meanwhile.
  const onFocus = prepareNotices;
  return { submitting, errors, notice, onSubmit, onFocus };
}

async function send(data: FormData): Promise<LeadFormResult> {
  try {
    const response = await fetch(LEADS_PATH, {
      method: "POST",
      body: new URLSearchParams(data as unknown as Record<string, string>),
      // The visit's source: the server counts the sign-up under it when it stores it, and keeps it only in that count.
      headers: { Accept: "application/json", ...visitSourceHeaders() },
    });
    if (!response.headers.get("content-type")?.includes("application/json")) return { status: "error" };
    return (await response.json()) as LeadFormResult;
  } catch {
    return { status: "error" };
  }
}

function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors) {
  const first = Array.from(form.elements).find((element) => (element as HTMLInputElement).name in errors);
  (first as HTMLElement | undefined)?.focus();
}

/**
 * The hidden fields every sign-up form sends: which form, from which page, in which language (the
 * server answers in it and keeps it with the lead), and the empty trap.
 */
export function LeadFormHiddenFields({ kind, source }: { kind: LeadFormKind; source: string }) {
  const locale = useLocale();
  return (
    <>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="locale" value={locale} />
      {/* Off-screen rather than display:none, which many bots skip; never reachable by keyboard. */}
      <div aria-hidden="true" className="absolute -left-[9999px] top-0 size-px overflow-hidden">
        <label>
          {leadFormText[locale].trapLabel}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}
