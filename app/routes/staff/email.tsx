// /staff/email: each member chooses the console's email to them: one per new sign-up or contest
// entry, a daily digest, or none (app/features/staff/notifications.server.ts), and whether to get
// the weekly insights email (app/features/insights/weekly-mail.server.ts). Says so when the site
// has no mail set up.
import { data, Form } from "react-router";
import { PageNotice } from "~/ui/page/page-notice";
import { recordAudit } from "~/platform/audit-log.server";
import { staffContext } from "~/features/staff/auth.server";
import { consoleHeaders, consoleMeta, notifySettings } from "~/features/staff/console-pages";
import { staffTexts } from "~/features/staff/copy/staff";
import { notifyLabels } from "~/features/staff/copy/staff-mail";
import { notifySettingOf, setNotifySetting } from "~/features/staff/notifications.server";
import { setWeeklyInsights, weeklyInsightsOf } from "~/features/insights/weekly-mail.server";
import { getDb } from "~/platform/db.server";
import { mailEnabled } from "~/platform/mail.server";
import { readPostedFields } from "~/platform/posted-fields.server";
import { Button } from "~/ui/button";
import { notifySettingSchema } from "~/features/staff/account-forms";
import type { Route } from "./+types/email";

const texts = staffTexts.email;

export async function loader({ context }: Route.LoaderArgs) {
  const db = getDb();
  const { id } = context.get(staffContext);
  return { mailOn: mailEnabled(), notify: await notifySettingOf(db, id), insightsWeekly: await weeklyInsightsOf(db, id) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = context.get(staffContext);
  const posted = await readPostedFields(request);
  const parsed = notifySettingSchema.safeParse("fields" in posted ? posted.fields : {});
  if (!parsed.success) return data({ saved: false, error: parsed.error.issues[0]?.message ?? "Choose one of the three." }, { status: 400 });
  const db = getDb();
  const insightsWeekly = parsed.data.insightsWeekly === "yes";
  await setNotifySetting(db, staff.id, parsed.data.notify);
  await setWeeklyInsights(db, staff.id, insightsWeekly);
  await recordAudit(db, {
    actor: staff,
    action: "notify-setting",
    target: staff.id,
    detail: { notify: parsed.data.notify, insightsWeekly },
  });
  return { saved: true, error: null };
}

export const headers = consoleHeaders;
export const meta = consoleMeta(texts.title);

export default function StaffEmail({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="grid max-w-2xl gap-6">
      <h1 className="text-3xl font-bold uppercase">{texts.title}</h1>
      {!loaderData.mailOn && <PageNotice tone="error" notice={{ title: texts.off }} />}
      {actionData?.saved && <PageNotice tone="success" notice={{ title: texts.saved }} />}
      {actionData?.error && <PageNotice tone="error" notice={{ title: actionData.error }} />}
      <p className="text-muted">{texts.intro}</p>
      <Form method="post" className="grid gap-4">
        <fieldset className="grid gap-3 rounded-card border-2 border-line p-4">
          <legend className="px-1 font-bold">{texts.legend}</legend>
          {notifySettings.map((value) => (
            <label key={value} className="flex items-center gap-3">
              <input type="radio" name="notify" value={value} defaultChecked={loaderData.notify === value} className="size-5 accent-core" />
              {notifyLabels[value]}
            </label>
          ))}
        </fieldset>
        <fieldset className="grid gap-3 rounded-card border-2 border-line p-4">
          <legend className="px-1 font-bold">{texts.weeklyLegend}</legend>
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              name="insightsWeekly"
              value="yes"
              defaultChecked={loaderData.insightsWeekly}
              className="mt-0.5 size-5 shrink-0 accent-core"
            />
            {texts.weekly}
          </label>
        </fieldset>
        <Button type="submit" className="justify-self-start">
          {texts.submit}
        </Button>
      </Form>
    </section>
  );
}
