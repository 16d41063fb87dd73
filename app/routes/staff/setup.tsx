// /staff/setup/:token: the one-time link `npm run staff -- add|reset` prints, or that "Forgot
// password?" emails (a reset). Sets the password and signs the staff member in; the link then stops
// working.
import { data, Form, redirect } from "react-router";
import { z } from "~/platform/zod";
import { PageNotice } from "~/features/site/page/page-notice";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/field";
import { staffTexts } from "~/features/staff/copy/staff";
import { recordAudit } from "~/features/staff/audit-log.server";
import { getDb } from "~/platform/db.server";
import { readPostedFields } from "~/platform/posted-fields.server";
import { accountForSetupToken, completeSetup, passwordProblem, startSession, PasswordHashBusyError } from "~/features/staff/auth.server";
import { consoleHeaders, consoleMeta, PASSWORD_MAX, PASSWORD_MIN } from "~/features/staff/console-pages";
import type { Route } from "./+types/setup";

const texts = staffTexts.setup;

const setupSchema = z
  .object({
    password: z
      .string()
      .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`)
      .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`),
    confirm: z.string(),
  })
  .refine((value) => value.password === value.confirm, { path: ["confirm"], message: texts.mismatch });

export async function loader({ params }: Route.LoaderArgs) {
  const account = await accountForSetupToken(getDb(), params.token);
  if (!account) throw data(texts.invalidLink, { status: 410 });
  return { email: account.email, reset: account.purpose === "reset" };
}

export async function action({ request, params }: Route.ActionArgs) {
  const db = getDb();
  const account = await accountForSetupToken(db, params.token);
  if (!account) throw data(texts.invalidLink, { status: 410 });
  const posted = await readPostedFields(request);
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
  if (!user) throw data(texts.invalidLink, { status: 410 });
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
  return (
    <section className="container-site grid max-w-md gap-6 py-16">
      <h1 className="text-3xl font-bold uppercase">{texts.title}</h1>
      <PageNotice tone="error" notice={{ title: texts.invalidLink }} />
    </section>
  );
}
