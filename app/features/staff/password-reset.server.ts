// "Forgot password?" (issue 30): a staff member asks for a link by email and chooses a new
// password with it (the setup page, /staff/setup/:token). The answer is the same whether or not the
// address belongs to an account; requests are throttled per address and per email, so nobody can
// fill a member's inbox; the link works once, for 30 minutes from when it is mailed, and only the
// newest one does. Asking changes nothing by itself: the old password and any setup link keep
// working until a link is used.
import { staffMail } from "~/features/staff/copy/staff-mail";
import type { Db } from "~/platform/db.server";
import { mailEnabled } from "~/platform/mail.server";
import { takeQuota } from "~/platform/rate-limit.server";
import { recordAudit } from "./audit-log.server";
import { findStaffByEmail, queueLinkMail, RESET_LINK_MS } from "./auth.server";

export const RESET_LINK_MINUTES = RESET_LINK_MS / 60_000;

export type ResetRequest = { status: "sent-if-member" } | { status: "throttled"; retryAfter: number } | { status: "mail-off" };

export async function requestPasswordReset(db: Db, email: string, clientIp: string, now = new Date()): Promise<ResetRequest> {
  if (!mailEnabled()) return { status: "mail-off" };
  const address = email.trim().toLowerCase();
  for (const taken of [await takeQuota(clientIp, "staff-reset-address"), await takeQuota(address, "staff-reset-account")]) {
    if (!taken.ok) return { status: "throttled", retryAfter: taken.retryAfter };
  }
  const account = await findStaffByEmail(db, address);
  if (!account || account.disabled_at) return { status: "sent-if-member" };
  await queueLinkMail(db, account, "reset", (link) => staffMail.passwordReset(link, RESET_LINK_MINUTES), now);
  await recordAudit(db, { actor: { id: account.id, email: account.email }, action: "password-reset-requested", target: account.id });
  return { status: "sent-if-member" };
}
