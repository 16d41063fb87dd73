// /staff/forgot: "Forgot password?". Sends a single-use, 30-minute link to choose a new password;
// the answer is the same whether or not the email belongs to an account (see
// app/features/staff/password-reset.server.ts). Without email set up, it says so.
import { data, Form, Link } from "react-router";
import { PageNotice } from "~/ui/page/page-notice";
import { staffTexts } from "~/features/staff/copy/staff";
import { consoleHeaders, consoleMeta } from "~/features/staff/console-pages";
import { forgotSchema } from "~/features/staff/sign-in-forms";
import { RESET_LINK_MINUTES, requestPasswordReset } from "~/features/staff/password-reset.server";
import { getDb } from "~/platform/db.server";
import { mailEnabled } from "~/platform/mail.server";
import { readPostedFields } from "~/platform/posted-fields.server";
import { hostContext } from "~/platform/request-context";
import { z } from "~/platform/zod";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/field";
import type { Route } from "./+types/forgot";

const texts = staffTexts.forgot;

export function loader() {
  return { mailOn: mailEnabled() };
}

type Result = { sent?: string; error?: string; email?: string; fields?: { email?: string[] } };

export async function action({ request, context }: Route.ActionArgs) {
  const posted = await readPostedFields(request);
  const email = "fields" in posted && typeof posted.fields.email === "string" ? posted.fields.email.slice(0, 254) : "";
  const parsed = forgotSchema.safeParse("fields" in posted ? posted.fields : {});
  if (!parsed.success) return data<Result>({ email, fields: z.flattenError(parsed.error).fieldErrors }, { status: 400 });
  const result = await requestPasswordReset(getDb(), parsed.data.email, context.get(hostContext).clientIp);
  // The site has no mail set up: nothing can be sent (the page says so); not a failure of the server.
  if (result.status === "mail-off") return data<Result>({ email, error: texts.mailOff }, { status: 409 });
  if (result.status === "throttled") {
    return data<Result>({ email, error: texts.throttled }, { status: 429, headers: { "Retry-After": String(result.retryAfter) } });
  }
  return { sent: texts.sent(parsed.data.email, RESET_LINK_MINUTES) } satisfies Result;
}

export const headers = consoleHeaders;
export const meta = consoleMeta(texts.title);

export default function StaffForgot({ loaderData, actionData }: Route.ComponentProps) {
  const result: Result | undefined = actionData;
  return (
    <section className="container-site grid max-w-md gap-6 py-16">
      <h1 className="text-3xl font-bold uppercase">{texts.title}</h1>
      {!loaderData.mailOn ? (
        <PageNotice tone="error" notice={{ title: texts.mailOff }} />
      ) : result?.sent ? (
        <PageNotice tone="success" notice={{ title: result.sent }} />
      ) : (
        <>
          <p className="text-muted">{texts.intro}</p>
          {result?.error && <PageNotice tone="error" notice={{ title: result.error }} />}
          <Form method="post" className="grid gap-4" noValidate>
            <TextField
              label={texts.email}
              name="email"
              type="email"
              autoComplete="username"
              required
              defaultValue={result?.email}
              errors={result?.fields?.email}
            />
            <Button type="submit">{texts.submit}</Button>
          </Form>
        </>
      )}
      <p>
        <Link to="/staff/login" className="underline">
          {texts.back}
        </Link>
      </p>
    </section>
  );
}
