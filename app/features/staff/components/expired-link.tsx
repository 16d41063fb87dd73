import { Form, Link } from "react-router";
import { PageNotice } from "~/ui/page/page-notice";
import { staffTexts } from "~/features/staff/copy/staff";
import { Button } from "~/ui/button";

const texts = staffTexts.setup;

/**
 * What an expired, used or unknown password link shows: never a dead end. A link still on record
 * offers a new one to the same address in one click (`canResend`); any other leads to "Forgot
 * password?", which answers alike for any address.
 */
export function ExpiredLink({ canResend, notice }: { canResend: boolean; notice?: { tone: "success" | "error"; text: string } }) {
  return (
    <section className="container-site grid max-w-md gap-6 py-16">
      <h1 className="text-3xl font-bold uppercase">{texts.title}</h1>
      {notice ? (
        <PageNotice tone={notice.tone} notice={{ title: notice.text }} />
      ) : (
        <PageNotice tone="error" notice={{ title: texts.invalidLink }} />
      )}
      {notice?.tone !== "success" &&
        (canResend ? (
          <Form method="post" className="grid gap-3">
            <p className="text-muted">{texts.expired.resendIntro}</p>
            <Button type="submit" name="intent" value="resend" className="justify-self-start">
              {texts.expired.resend}
            </Button>
          </Form>
        ) : (
          <div className="grid gap-3">
            <p className="text-muted">{texts.expired.forgotIntro}</p>
            <Link to="/staff/forgot" className="justify-self-start font-bold underline">
              {texts.expired.forgot}
            </Link>
          </div>
        ))}
      <p>
        <Link to="/staff/login" className="underline">
          {texts.expired.signIn}
        </Link>
      </p>
    </section>
  );
}
