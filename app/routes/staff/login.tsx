// /staff/login: email and password. A wrong email and a wrong password get the same answer;
// repeated failures are throttled per address and per account (429 with Retry-After).
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "~/platform/zod";
import { PageNotice } from "~/ui/page/page-notice";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/field";
import { staffTexts } from "~/features/staff/copy/staff";
import { recordAudit } from "~/platform/audit-log.server";
import { getDb } from "~/platform/db.server";
import { readPostedFields } from "~/platform/posted-fields.server";
import { hostContext } from "~/platform/request-context";
import { endSessionOf, PasswordHashBusyError, signIn, type SignInResult, staffOfRequest, startSession } from "~/features/staff/auth.server";
import { consoleHeaders, consoleMeta, safeNext } from "~/features/staff/console-pages";
import { signInSchema } from "~/features/staff/sign-in-forms";
import type { Route } from "./+types/login";

const texts = staffTexts.signIn;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (await staffOfRequest(getDb(), request)) throw redirect(safeNext(url.searchParams.get("next")));
  return { signedOut: url.searchParams.has("signed-out") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const posted = await readPostedFields(request);
  if ("error" in posted) return data({ error: posted.error, email: "", fields: {} }, { status: 400 });
  // What was typed as the email goes back into the form with any refusal: a browser that posted the
  // form itself (no JavaScript yet, or none) gets a new page, and its email field would be empty.
  const email = typeof posted.fields.email === "string" ? posted.fields.email.slice(0, 254) : "";
  const parsed = signInSchema.safeParse(posted.fields);
  if (!parsed.success) return data({ error: null, email, fields: z.flattenError(parsed.error).fieldErrors }, { status: 400 });
  const db = getDb();
  let result: SignInResult;
  try {
    result = await signIn(db, parsed.data.email, parsed.data.password, context.get(hostContext).clientIp);
  } catch (error) {
    if (!(error instanceof PasswordHashBusyError)) throw error;
    return data({ error: texts.busy, email, fields: {} }, { status: 503, headers: { "Retry-After": String(error.retryAfterSeconds) } });
  }
  if (!result.ok && result.reason === "throttled") {
    return data({ error: texts.throttled, email, fields: {} }, { status: 429, headers: { "Retry-After": String(result.retryAfter) } });
  }
  if (!result.ok) return data({ error: texts.wrong, email, fields: {} }, { status: 401 });
  // A session the browser already had (another account, an old one) ends: one id per sign-in.
  await endSessionOf(db, request);
  const cookie = await startSession(db, result.user);
  await recordAudit(db, { actor: result.user, action: "sign-in" });
  throw redirect(safeNext(new URL(request.url).searchParams.get("next")), { status: 303, headers: { "Set-Cookie": cookie } });
}

export const headers = consoleHeaders;
export const meta = consoleMeta(texts.title);

export default function StaffLogin({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const fieldErrors: Partial<Record<"email" | "password", string[]>> = actionData?.fields ?? {};
  return (
    <section className="container-site grid max-w-md gap-6 py-16">
      <h1 className="text-3xl font-bold uppercase">{texts.title}</h1>
      {loaderData.signedOut && !actionData && <PageNotice tone="success" notice={{ title: texts.signedOut }} />}
      {actionData?.error && <PageNotice tone="error" notice={{ title: actionData.error }} />}
      <Form method="post" className="grid gap-4" noValidate>
        <TextField
          label={texts.email}
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={actionData?.email}
          errors={fieldErrors.email}
        />
        <TextField
          label={texts.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          errors={fieldErrors.password}
        />
        <Button type="submit" disabled={busy}>
          {texts.submit}
        </Button>
      </Form>
      <p>
        <Link to="/staff/forgot" className="underline">
          {staffTexts.forgot.link}
        </Link>
      </p>
    </section>
  );
}
