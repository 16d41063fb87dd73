// /staff/accounts (owners): who can sign in to the console. Adding an account or resetting one
// shows its one-time setup link once, here; nobody ever types someone else's password. Owners make
// a member an owner or an editor, never leaving the console without an active owner, and choose
// whether an editor's site content publish waits for an owner's approval.
import { data, Form, redirect, useNavigation } from "react-router";
import { z } from "~/platform/zod";
import { PageNotice } from "~/ui/page/page-notice";
import { Button } from "~/ui/button";
import { ConsoleTable } from "~/ui/console-table";
import { CopyableLink } from "~/features/staff/components/copyable-link";
import { SelectField, TextField } from "~/ui/field";
import { staffTexts } from "~/features/staff/copy/staff";
import { recordAudit } from "~/platform/audit-log.server";
import { type Db, getDb } from "~/platform/db.server";
import { mailEnabled } from "~/platform/mail.server";
import { staffMail } from "~/features/staff/copy/staff-mail";
import type { StaffRole } from "../../../db/schema";
import { readPostedFields } from "~/platform/posted-fields.server";
import {
  changeStaffRole,
  createStaffAccount,
  queueLinkMail,
  requireRole,
  resetStaffAccount,
  setStaffDisabled,
  SETUP_LINK_MS,
  setupLink,
  StaffAccountError,
  staffContext,
} from "~/features/staff/auth.server";
import { consoleHeaders, consoleMeta } from "~/features/staff/console-pages";
import { accountActionSchema } from "~/features/staff/account-forms";
import { editorsPublish, setEditorsPublish } from "~/features/site/content/approval.server";
import { EditorsPublishForm } from "~/features/site/content/components/editors-publish-form";
import type { Route } from "./+types/accounts";

export async function loader({ context }: Route.LoaderArgs) {
  const staff = context.get(staffContext);
  requireRole(staff, "owner", staffTexts.refused.accounts);
  const accounts = await getDb()
    .selectFrom("staff_users")
    .select(["id", "email", "role", "disabled_at", "created_at"])
    .select((eb) => eb.case().when("password_hash", "is", null).then(0).else(1).end().as("set_up"))
    .orderBy("email")
    .execute();
  return { accounts, me: staff.id, editorsPublish: await editorsPublish(getDb()) };
}

type ActionResult = { notice?: string; link?: string; error?: string; fields?: Record<string, string[] | undefined> };

/**
 * Emails a member a setup link of their own when the site has mail (true), so the owner need not
 * pass on the one shown; either works until one is used.
 */
async function mailSetupLink(db: Db, by: { email: string }, account: { id: string; email: string; role: StaffRole }) {
  if (!mailEnabled()) return false;
  await queueLinkMail(db, account, "setup", (link) => staffMail.setupLink(by.email, account.role, link, SETUP_LINK_MS / 3_600_000));
  return true;
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = context.get(staffContext);
  requireRole(staff, "owner", staffTexts.refused.accounts);
  const posted = await readPostedFields(request);
  const parsed = accountActionSchema.safeParse("error" in posted ? {} : posted.fields);
  if (!parsed.success) return data<ActionResult>({ fields: z.flattenError(parsed.error).fieldErrors }, { status: 400 });
  const db = getDb();
  const input = parsed.data;
  if (input.intent === "add") {
    try {
      const account = await createStaffAccount(db, input.email, input.role);
      await recordAudit(db, { actor: staff, action: "account-created", target: account.id, detail: { role: input.role } });
      const emailed = await mailSetupLink(db, staff, { ...account, role: input.role });
      return data<ActionResult>({
        notice: emailed
          ? `Account added for ${account.email}. We emailed them their setup link (valid 24 hours, single use); you can also send it yourself:`
          : `Account added for ${account.email}. Send them this setup link (valid 24 hours, single use):`,
        link: setupLink(account.token),
      });
    } catch (error) {
      if (error instanceof StaffAccountError)
        return data<ActionResult>({ fields: { email: ["An account with this email already exists."] } }, { status: 400 });
      throw error;
    }
  }
  if (input.intent === "editors-publish") {
    await setEditorsPublish(db, input.editorsPublish, staff.email);
    await recordAudit(db, { actor: staff, action: "content-approval-setting", detail: { editorsPublish: input.editorsPublish } });
    return data<ActionResult>({ notice: staffTexts.editorsPublishSaved[input.editorsPublish] });
  }
  const account = await db.selectFrom("staff_users").select(["id", "email", "role"]).where("id", "=", input.id).executeTakeFirst();
  if (!account) return data<ActionResult>({ error: "That account no longer exists." }, { status: 404 });
  if (input.intent === "role") {
    const change = await changeStaffRole(db, account.id, input.role);
    if (change.result === "not-found") return data<ActionResult>({ error: "That account no longer exists." }, { status: 404 });
    if (change.result === "last-owner") {
      return data<ActionResult>(
        {
          error: `${account.id === staff.id ? "You are" : `${account.email} is`} the only active owner: make someone else an owner first, so the console always has one.`,
        },
        { status: 409 },
      );
    }
    const role = staffTexts.roles[input.role].toLowerCase();
    if (change.result === "unchanged") return data<ActionResult>({ notice: `${account.email} is already an ${role}.` });
    await recordAudit(db, {
      actor: staff,
      action: "account-role-changed",
      target: account.id,
      detail: { from: change.from, to: input.role },
    });
    // Someone who made themself an editor can no longer open this page: home, with the console they now have.
    if (account.id === staff.id) throw redirect("/staff", 303);
    return data<ActionResult>({ notice: `${account.email} is now an ${role}.` });
  }
  if (account.id === staff.id && input.intent !== "enable") {
    return data<ActionResult>({ error: "You cannot disable or reset your own account here; another owner can." }, { status: 400 });
  }
  if (input.intent === "reset") {
    const token = await resetStaffAccount(db, account.id);
    await recordAudit(db, { actor: staff, action: "account-reset", target: account.id });
    const emailed = await mailSetupLink(db, staff, account);
    return data<ActionResult>({
      notice: `${account.email} is signed out everywhere and their password no longer works. ${
        emailed ? "We emailed them a new setup link; you can also send it yourself:" : "Send them this new setup link:"
      }`,
      link: setupLink(token),
    });
  }
  await setStaffDisabled(db, account.id, input.intent === "disable");
  await recordAudit(db, { actor: staff, action: input.intent === "disable" ? "account-disabled" : "account-enabled", target: account.id });
  return data<ActionResult>({
    notice: input.intent === "disable" ? `${account.email} can no longer sign in.` : `${account.email} can sign in again.`,
  });
}

export const headers = consoleHeaders;
export const meta = consoleMeta("Staff accounts");

export default function StaffAccounts({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const result: ActionResult | undefined = actionData;
  const roles = staffTexts.roleDescriptions(loaderData.editorsPublish === "approval");
  const roleOptions = (["editor", "owner"] as const).map((role) => ({ value: role, label: roles[role] }));
  return (
    <section className="grid gap-8">
      <h1 className="text-3xl font-bold uppercase">Staff accounts</h1>
      {result?.notice && <PageNotice tone="success" notice={{ title: result.notice }} />}
      {/* Beside the notice, not in it: the copy button's own status line is not nested in the notice's. */}
      {result?.link && <CopyableLink href={result.link} label="Copy link" />}
      {result?.error && <PageNotice tone="error" notice={{ title: result.error }} />}
      <div className="grid max-w-prose gap-2">
        <h2 className="text-xl font-bold uppercase">What each role can do</h2>
        <ul className="grid list-disc gap-1 pl-5" data-roles>
          <li>{roles.editor}</li>
          <li>{roles.owner}</li>
        </ul>
      </div>
      <ConsoleTable caption="Staff accounts" columns={["Email", "Role", "Status", "Actions"]} className="min-w-[36rem]">
        {loaderData.accounts.map((account) => (
          <AccountRow key={account.id} account={account} me={loaderData.me} busy={busy} />
        ))}
      </ConsoleTable>
      <Form method="post" className="grid max-w-md gap-4" noValidate>
        <h2 className="text-xl font-bold uppercase">Add a staff member</h2>
        <TextField label="Email" name="email" type="email" autoComplete="off" required errors={result?.fields?.email} />
        <SelectField label="Role" name="role" options={roleOptions} defaultValue="editor" errors={result?.fields?.role} />
        <Button type="submit" name="intent" value="add" disabled={busy}>
          Add and get a setup link
        </Button>
      </Form>
      <EditorsPublishForm current={loaderData.editorsPublish} busy={busy} />
    </section>
  );
}

type Account = Route.ComponentProps["loaderData"]["accounts"][number];

/** One account: its email, role (with the button that changes it), status, and what an owner can do to it. */
function AccountRow({ account, me, busy }: { account: Account; me: Route.ComponentProps["loaderData"]["me"]; busy: boolean }) {
  return (
    <tr className="border-b border-line align-top">
      <td className="py-3 pr-4 break-all">{account.email}</td>
      <td className="py-3 pr-4">
        <div className="flex flex-wrap items-center gap-2">
          {staffTexts.roles[account.role]}
          <Form method="post">
            <input type="hidden" name="id" value={account.id} />
            <input type="hidden" name="role" value={account.role === "owner" ? "editor" : "owner"} />
            <Button
              type="submit"
              name="intent"
              value="role"
              variant="outline"
              size="sm"
              disabled={busy}
              aria-label={`${account.role === "owner" ? "Make editor" : "Make owner"}: ${account.id === me ? "you" : account.email}`}
            >
              {account.role === "owner" ? "Make editor" : "Make owner"}
            </Button>
          </Form>
        </div>
      </td>
      <td className="py-3 pr-4">{account.disabled_at ? "Disabled" : account.set_up ? "Active" : "Waiting for setup"}</td>
      <td className="py-3">
        {account.id === me ? (
          <span className="text-muted">You</span>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Form method="post">
              <input type="hidden" name="id" value={account.id} />
              <Button
                type="submit"
                name="intent"
                value="reset"
                variant="outline"
                size="sm"
                aria-label={`New setup link for ${account.email}`}
              >
                New setup link
              </Button>
            </Form>
            <Form method="post">
              <input type="hidden" name="id" value={account.id} />
              <Button
                type="submit"
                name="intent"
                value={account.disabled_at ? "enable" : "disable"}
                variant="outline"
                size="sm"
                aria-label={`${account.disabled_at ? "Enable" : "Disable"} ${account.email}`}
              >
                {account.disabled_at ? "Enable" : "Disable"}
              </Button>
            </Form>
          </div>
        )}
      </td>
    </tr>
  );
}
