import { Form } from "react-router";
import { PageNotice } from "~/ui/page/page-notice";
import { Button } from "~/ui/button";
import { Input } from "~/ui/input";
import { withNextSteps } from "~/features/leads/copy/notices.en";
import { fieldLimits, joinHref } from "~/features/leads/fields";
import { useLocale } from "~/platform/use-locale";
import { LeadFormHiddenFields, useLeadSubmit } from "./lead-submit";
import { newsletterField, newsletterNextSteps, newsletterNotices } from "~/features/leads/copy/newsletter";
import { submitFailedNotice } from "~/features/leads/copy/notices";

type EmailSignupProps = {
  /** Where the box is: stored with the address so staff know which box it came from. */
  source: "footer" | "art";
  /** The box's heading and button, in the page's language (they live with the page). */
  heading: string;
  buttonLabel: string;
};

/**
 * An email box (footer "Stay Connected" / Join, art "Stay Updated" / Subscribe). Without
 * JavaScript it posts to /join/newsletter, which shows the result; with it, a notice under the
 * box says how it went.
 */
export function EmailSignup({ source, heading, buttonLabel }: EmailSignupProps) {
  const locale = useLocale();
  const notices = newsletterNotices[locale];
  const inputId = `email-signup-${source}`;
  const errorId = `${inputId}-error`;
  const { submitting, errors, notice, onSubmit, onFocus } = useLeadSubmit({
    kind: "newsletter",
    invalidNotice: notices.invalidEmail,
    receivedNotice: withNextSteps(notices.subscribed, newsletterNextSteps[locale]),
    failedNotice: submitFailedNotice[locale],
    onSuccess: (form) => form.reset(),
  });
  const error = errors.email?.join(" ");
  return (
    <Form
      method="post"
      action={joinHref("newsletter", source, locale)}
      onSubmit={onSubmit}
      onFocus={onFocus}
      noValidate
      className="relative grid gap-3"
    >
      <h2 className="text-xl uppercase">
        <label htmlFor={inputId}>{heading}</label>
      </h2>
      <LeadFormHiddenFields kind="newsletter" source={source} />
      {/* Side by side where both fit; a narrow column (the footer at 1024 px) puts the button under the field. */}
      <div className="flex flex-wrap gap-2">
        <Input
          id={inputId}
          className="min-w-0 flex-[1_1_12rem]"
          type="email"
          name="email"
          required
          maxLength={fieldLimits.email}
          autoComplete="email"
          placeholder={newsletterField[locale].placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Button type="submit" variant="paper" disabled={submitting}>
          {buttonLabel}
        </Button>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-semibold text-danger">
          {error}
        </p>
      )}
      {notice && <PageNotice notice={notice.notice} tone={notice.tone} />}
    </Form>
  );
}
