// /staff/password: a signed-in staff member changes their own password (the current one first),
// or signs out on every device. A changed password ends every other session.
import { data, Form } from "react-router";
import { hostContext } from "~/platform/request-context";
import { z } from "~/platform/zod";
import { PageNotice } from "~/ui/page/page-notice";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/field";
import { staffTexts } from "~/features/staff/copy/staff";
import { recordAudit } from "~/platform/audit-log.server";
import { getDb } from "~/platform/db.server";
import { readPostedFields } from "~/platform/posted-fields.server";
import {
  changePassword,
  passwordProblem,
  staffContext,
  startSession,
  PasswordHashBusyError,
  type PasswordCheck,
} from "~/features/staff/auth.server";
import { consoleHeaders, consoleMeta } from "~/features/staff/console-pages";
import { changePasswordSchema } from "~/features/staff/sign-in-forms";
import type { Route } from "./+types/password";

const texts = staffTexts.password;

type Result = { done?: boolean; fields?: Record<string, string[] | undefined> };

export async function action({ request, context }: Route.ActionArgs) {
  const staff = context.get(staffContext);
  const posted = await readPostedFields(request);
  const parsed = changePasswordSchema.safeParse("error" in posted ? {} : posted.fields);
  if (!parsed.success) return data<Result>({ fields: z.flattenError(parsed.error).fieldErrors }, { status: 400 });
  const problem = await passwordProblem(parsed.data.password, staff.email);
  if (problem) return data<Result>({ fields: { password: [problem] } }, { status: 400 });
  const db = getDb();
  let changed: PasswordCheck;
  try {
    changed = await changePassword(db, staff, parsed.data.current, parsed.data.password, context.get(hostContext).clientIp);
  } catch (error) {
    if (!(error instanceof PasswordHashBusyError)) throw error;
    return data<Result>(
      { fields: { current: [staffTexts.signIn.busy] } },
      { status: 503, headers: { "Retry-After": String(error.retryAfterSeconds) } },
    );
  }
  if (!changed.ok && changed.reason === "throttled") {
    return data<Result>(
      { fields: { current: [staffTexts.signIn.throttled] } },
      { status: 429, headers: { "Retry-After": String(changed.retryAfter) } },
    );
  }
  if (!changed.ok) return data<Result>({ fields: { current: [texts.currentWrong] } }, { status: 400 });
  await recordAudit(db, { actor: staff, action: "password-set", target: staff.id });
  // Every session ended with the old password; this one continues under a new id.
  const cookie = await startSession(db, staff);
  return data<Result>({ done: true }, { headers: { "Set-Cookie": cookie } });
}

export const headers = consoleHeaders;
export const meta = consoleMeta(texts.title);

export default function StaffPassword({ actionData }: Route.ComponentProps) {
  const result: Result | undefined = actionData;
  const errors = result?.fields ?? {};
  return (
    <section className="grid max-w-md gap-8">
      <h1 className="text-3xl font-bold uppercase">{texts.title}</h1>
      {result?.done && <PageNotice tone="success" notice={{ title: texts.changed }} />}
      <Form method="post" className="grid gap-4" noValidate>
        <TextField label={texts.current} name="current" type="password" autoComplete="current-password" required errors={errors.current} />
        <TextField label={texts.new} name="password" type="password" autoComplete="new-password" required errors={errors.password} />
        <TextField
          label={staffTexts.setup.confirm}
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          errors={errors.confirm}
        />
        <Button type="submit">{texts.submit}</Button>
      </Form>
      <Form method="post" action="/staff/logout" className="grid justify-items-start gap-2">
        <h2 className="text-xl font-bold uppercase">{staffTexts.signOutEverywhere}</h2>
        <p className="text-muted">{texts.everywhereHint}</p>
        <input type="hidden" name="everywhere" value="1" />
        <Button type="submit" variant="outline">
          {staffTexts.signOutEverywhere}
        </Button>
      </Form>
    </section>
  );
}
