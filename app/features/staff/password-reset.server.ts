// "Forgot password?" (issue 30): a staff member asks for a link by email and chooses a new
// password with it (the setup page, /staff/setup/:token). The answer is the same whether or not the
// address belongs to an account; requests are throttled per address and per email, so nobody can
// fill a member's inbox; the link works once, for 30 minutes from when it is mailed, and only the
// newest one does. Asking changes nothing by itself: the old password and any setup link keep
// working until a link is used, so a stranger cannot lock anyone out (issue 42, row 8).
import { staffMail } from "~/features/staff/copy/staff-mail";
import type { Db } from "~/platform/db.server";
import { mailEnabled } from "~/platform/mail.server";
import { takeQuota } from "~/platform/rate-limit.server";
import { recordAudit } from "~/platform/audit-log.server";
import { findStaffByEmail, normalizeEmail, queueLinkMail, RESET_LINK_MS } from "./auth.server";

export const RESET_LINK_MINUTES = RESET_LINK_MS / 60_000;

export type ResetRequest = { status: "sent-if-member" } | { status: "throttled"; retryAfter: number } | { status: "mail-off" };

export async function requestPasswordReset(db: Db, email: string, clientIp: string, now = new Date()): Promise<ResetRequest> {
  if (!mailEnabled()) return { status: "mail-off" };
  const address = normalizeEmail(email);
  const fromAddress = await takeQuota(clientIp, "staff-reset-address");
  if (!fromAddress.ok) return { status: "throttled", retryAfter: fromAddress.retryAfter };
  // Past the per-email limit the answer is the one below and nothing more is mailed: whoever used
  // it up learns nothing, and the member is not refused; the newest link mailed still works.
  if (!(await takeQuota(address, "staff-reset-account")).ok) return { status: "sent-if-member" };
  const account = await findStaffByEmail(db, address);
  if (!account || account.disabled_at) return { status: "sent-if-member" };
  await queueLinkMail(db, account, "reset", (link) => staffMail.passwordReset(link, RESET_LINK_MINUTES), now);
  // Anyone can ask for any address: the line names the account asked for, not who asked.
  await recordAudit(db, { actor: null, action: "password-reset-requested", target: account.id });
  return { status: "sent-if-member" };
}
