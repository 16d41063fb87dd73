// The submit flow every sign-up form shares (dialogs, standalone pages, email boxes). The shared
// schema is loaded on the first submit, not with the page: Zod is most of a form's weight.
import * as React from "react";
import { notify, prepareNotices } from "~/lib/notify";
import { checkTheFormNotice, type Notice, tooManyAttemptsNotice } from "~/content/notices";
import { type FieldErrors, HONEYPOT_FIELD, LEADS_PATH, type LeadFormKind, type LeadFormResult } from "~/lib/lead-fields";

/**
 * The submit flow shared by every sign-up form: the shared schema first (nothing is sent when it
 * fails), then the POST, then the notice for the answer. Typed values stay in the form on failure.
 */
export function useLeadSubmit({
  kind,
  missingNotice,
  invalidNotice,
  receivedNotice,
  failedNotice,
  onSuccess,
}: {
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
    const { validateLead } = await import("~/lib/lead-forms");
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
      notify(
        "error",
        result.formErrors.length ? { title: checkTheFormNotice.title, description: result.formErrors.join(" ") } : checkTheFormNotice,
      );
    } else if (result.status === "rate-limited") {
      notify("error", tooManyAttemptsNotice(result.retryAfter));
    } else {
      notify("error", failedNotice);
    }
  }

  // Someone filling a form will soon need a notice: load the notice system meanwhile.
  const onFocus = () => void prepareNotices();
  return { submitting, errors, onSubmit, onFocus };
}

async function send(data: FormData): Promise<LeadFormResult> {
  try {
    const response = await fetch(LEADS_PATH, {
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
