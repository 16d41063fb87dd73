// /staff/setup/:token: the one-time link `npm run staff -- add|reset` prints, or that "Forgot
// password?" emails (a reset). Sets the password and signs the staff member in; the link then stops
// working. An expired link is no dead end: it offers a new one (issue 46, row 10).
import { data, Form, redirect } from "react-router";
import { z } from "~/platform/zod";
import { PageNotice } from "~/ui/page/page-notice";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/field";
import { staffTexts } from "~/features/staff/copy/staff";
import { recordAudit } from "~/platform/audit-log.server";
import { getDb } from "~/platform/db.server";
import { readPostedFields } from "~/platform/posted-fields.server";
import {
  accountForExpiredLink,
  accountForSetupToken,
  completeSetup,
  passwordProblem,
  startSession,
  PasswordHashBusyError,
} from "~/features/staff/auth.server";
import { ExpiredLink } from "~/features/staff/components/expired-link";
import { RESET_LINK_MINUTES, requestPasswordReset } from "~/features/staff/password-reset.server";
import { hostContext } from "~/platform/request-context";
import { consoleHeaders, consoleMeta, PASSWORD_MIN } from "~/features/staff/console-pages";
import { setupSchema } from "~/features/staff/sign-in-forms";
import type { Route } from "./+types/setup";

const texts = staffTexts.setup;

/** An expired or used link's page: 410, with the way to a new link. */
async function expired(token: string, notice?: ExpiredNotice, status = 410) {
  const canResend = Boolean(await accountForExpiredLink(getDb(), token));
  return data({ expired: true as const, canResend, notice }, { status });
}

type ExpiredNotice = { tone: "success" | "error"; text: string };

export async function loader({ params }: Route.LoaderArgs) {
  const account = await accountForSetupToken(getDb(), params.token);
  if (!account) return expired(params.token);
  return { expired: false as const, email: account.email, reset: account.purpose === "reset" };
}

/**
 * "Send me a new link" on an expired one: a reset mailed to the account the link was for, through
 * "Forgot password?"'s own limits. Only the holder of the old link can ask, and the answer names no address.
 */
async function resend(token: string, clientIp: string) {
  const account = await accountForExpiredLink(getDb(), token);
  if (!account) return expired(token);
  const result = await requestPasswordReset(getDb(), account.email, clientIp);
  if (result.status === "mail-off") return expired(token, { tone: "error", text: staffTexts.forgot.mailOff }, 409);
  if (result.status === "throttled") return expired(token, { tone: "error", text: staffTexts.forgot.throttled }, 429);
  return expired(token, { tone: "success", text: texts.expired.resent(RESET_LINK_MINUTES) }, 200);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const db = getDb();
  const account = await accountForSetupToken(db, params.token);
  const posted = await readPostedFields(request);
  if (!account) {
    const asked = !("error" in posted) && posted.fields.intent === "resend";
    return asked ? resend(params.token, context.get(hostContext).clientIp) : expired(params.token);
  }
  if ("error" in posted) return data({ fields: {} as Record<string, string[]> }, { status: 400 });
  const parsed = setupSchema.safeParse(posted.fields);
  if (!parsed.success) return data({ fields: z.flattenError(parsed.error).fieldErrors as Record<string, string[]> }, { status: 400 });
  const problem = await passwordProblem(parsed.data.password, account.email);
  if (problem) return data({ fields: { password: [problem] } as Record<string, string[]> }, { status: 400 });
  let user: Awaited<ReturnType<typeof completeSetup>>;
  try {
    user = await completeSetup(db, params.token, parsed.data.password);
  } catch (error) {
    if (!(error instanceof PasswordHashBusyError)) throw error;
    return data(
      { fields: { password: [staffTexts.signIn.busy] } as Record<string, string[]> },
      { status: 503, headers: { "Retry-After": String(error.retryAfterSeconds) } },
    );
  }
  if (!user) return expired(params.token);
  await recordAudit(db, { actor: user, action: "password-set", target: user.id });
  const cookie = await startSession(db, user);
  await recordAudit(db, { actor: user, action: "sign-in" });
  throw redirect("/staff", { status: 303, headers: { "Set-Cookie": cookie } });
}

export function headers(args: Route.HeadersArgs) {
  const headers = consoleHeaders(args);
  // The token is in this page's URL: it must not leave in a Referer header.
  headers.set("Referrer-Policy", "no-referrer");
  return headers;
}

export const meta = consoleMeta(texts.title);

export default function StaffSetup({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData && "expired" in actionData) return <ExpiredLink canResend={actionData.canResend} notice={actionData.notice} />;
  if (loaderData.expired) return <ExpiredLink canResend={loaderData.canResend} />;
  const errors = actionData?.fields ?? {};
  return (
    <section className="container-site grid max-w-md gap-6 py-16">
      <h1 className="text-3xl font-bold uppercase">{loaderData.reset ? texts.resetTitle : texts.title}</h1>
      <p className="text-muted">
        {loaderData.email}. {loaderData.reset ? texts.resetIntro : texts.intro}
      </p>
      {actionData && <PageNotice tone="error" notice={{ title: "Check the password and try again." }} />}
      <Form method="post" className="grid gap-4" noValidate>
        <input type="text" name="username" autoComplete="username" value={loaderData.email} readOnly hidden />
        <TextField
          label={texts.password}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          errors={errors.password}
        />
        <TextField label={texts.confirm} name="confirm" type="password" autoComplete="new-password" required errors={errors.confirm} />
        <Button type="submit">{texts.submit}</Button>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <ExpiredLink canResend={false} />;
}
