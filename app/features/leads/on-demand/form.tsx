// The one sign-up form behind every dialog and standalone page (mentor, partnership, crown
// access). Without JavaScript it is a plain POST to its /join page; with JavaScript the submit
// flow (lead-submit.tsx) checks the shared schema, sends it and shows the spec's notices.
// Dialogs load this module when they first open.
import * as React from "react";
import { Form } from "react-router";
import { PageNotice } from "~/ui/page/page-notice";
import { Button } from "~/ui/button";
import { SelectField, TextField } from "~/ui/field";
import type { LeadFormResult } from "~/features/leads/fields";
import { useLocale } from "~/platform/use-locale";
import { joinHref, type LeadFormConfig } from "./form-config";
import { LeadFormHiddenFields, useLeadSubmit } from "~/features/leads/shell/lead-submit";
import { checkTheFormNotice, submitFailedNotice, tooManyAttemptsNotice } from "~/features/leads/copy/notices";

/** The form's heading and the line under it: the page's heading, or (given by the dialog) the dialog's title. */
export type LeadFormHeader = (props: {
  title: string;
  headingRef?: React.Ref<HTMLHeadingElement>;
  children: React.ReactNode;
}) => React.ReactNode;

type LeadFormProps = {
  config: LeadFormConfig;
  /** In a dialog the form closes or confirms as its kind says; on a page it always confirms. */
  presentation: "dialog" | "page";
  /**
   * The header, by default the page's heading. A dialog passes its own (dialog-panel.tsx), so the
   * standalone /join pages load no dialog code.
   */
  Header?: LeadFormHeader;
  /** The server's answer when the page was posted without JavaScript. */
  serverResult?: LeadFormResult;
  /** Closes the dialog (variants that close on success). */
  onClose?(): void;
};

/** The form and, after a success that confirms, its confirmation view. */
export function LeadForm({ config, presentation, serverResult, onClose, Header = PageHeader }: LeadFormProps) {
  const locale = useLocale();
  const confirmOnSuccess = presentation === "page" || config.onSuccess === "confirm";
  const [confirmed, setConfirmed] = React.useState(serverResult?.status === "success");
  const confirmationHeading = React.useRef<HTMLHeadingElement>(null);
  const { submitting, errors, notice, onSubmit, onFocus } = useLeadSubmit({
    ...config,
    toastSuccess: !confirmOnSuccess,
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
      <Confirmation
        config={config}
        notice={notice}
        Header={Header}
        headingRef={confirmationHeading}
        inDialog={presentation === "dialog"}
        onClose={onClose}
      />
    );
  }

  const serverErrors = serverResult?.status === "invalid" ? serverResult : undefined;
  const shownErrors = Object.keys(errors).length ? errors : (serverErrors?.fieldErrors ?? {});
  const values = serverErrors?.values ?? {};
  const requiredByBrowser = !config.missingNotice;
  return (
    <div className="grid gap-5">
      <Header title={config.title}>{config.description}</Header>
      {notice ? <PageNotice notice={notice.notice} tone={notice.tone} /> : <ServerNotice result={serverResult} />}
      <Form
        method="post"
        action={joinHref(config.kind, config.source, locale)}
        onSubmit={onSubmit}
        onFocus={onFocus}
        noValidate={!requiredByBrowser}
        className="relative grid gap-4"
      >
        <LeadFormHiddenFields kind={config.kind} source={config.source} />
        <Fields fields={config.fields} values={values} required={requiredByBrowser} errors={shownErrors} />
        <Button type="submit" variant="paper" disabled={submitting} aria-disabled={submitting}>
          {submitting ? config.submittingLabel : config.submitLabel}
        </Button>
      </Form>
    </div>
  );
}

/** The form's fields, each with what was typed (after a refusal without JavaScript) and its messages. */
function Fields({
  fields,
  values,
  required,
  errors,
}: {
  fields: LeadFormConfig["fields"];
  values: Record<string, string>;
  required: boolean;
  errors: Record<string, string[] | undefined>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) =>
        field.type === "select" ? (
          <SelectField
            key={field.name}
            wide
            name={field.name}
            label={field.label}
            options={field.options}
            placeholder={field.placeholder}
            defaultValue={values[field.name] ?? ""}
            required={required}
            errors={errors[field.name]}
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
            required={required}
            errors={errors[field.name]}
          />
        ),
      )}
    </div>
  );
}

/** After a success that confirms: the form's confirmation, focused, and in a dialog its close button. */
function Confirmation({
  config,
  notice,
  Header,
  headingRef,
  inDialog,
  onClose,
}: {
  config: LeadFormConfig;
  notice: ReturnType<typeof useLeadSubmit>["notice"];
  Header: LeadFormHeader;
  headingRef: React.Ref<HTMLHeadingElement>;
  inDialog: boolean;
  onClose: (() => void) | undefined;
}) {
  return (
    <div className="grid gap-5">
      {notice && <PageNotice notice={notice.notice} tone={notice.tone} />}
      <Header title={config.confirmation.title} headingRef={headingRef}>
        {config.confirmation.lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </Header>
      {inDialog && (
        <Button type="button" variant="paper" onClick={onClose}>
          {config.confirmation.closeLabel}
        </Button>
      )}
    </div>
  );
}

const PageHeader: LeadFormHeader = ({ title, headingRef, children }) => (
  <header className="grid gap-3">
    <h1 ref={headingRef} tabIndex={-1} className="text-display uppercase outline-none">
      {title}
    </h1>
    <p className="max-w-prose text-lg text-muted">{children}</p>
  </header>
);

/** The server's answer to a form posted without JavaScript, at the top of the form. */
function ServerNotice({ result }: { result?: LeadFormResult }) {
  const locale = useLocale();
  if (!result || result.status === "success") return null;
  const checkTheForm = checkTheFormNotice[locale];
  const notice =
    result.status === "invalid"
      ? { title: checkTheForm.title, description: [checkTheForm.description, ...result.formErrors].join(" ") }
      : result.status === "rate-limited"
        ? tooManyAttemptsNotice[locale](result.retryAfter)
        : submitFailedNotice[locale];
  return <PageNotice notice={notice} tone="error" />;
}
