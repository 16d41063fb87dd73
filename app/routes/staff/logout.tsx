// POST /staff/logout: ends this session on the server (or, with `everywhere`, every session of
// the account). Only POST: a link or an image on another site cannot sign anyone out.
import { redirect } from "react-router";
import { recordAudit } from "~/platform/audit-log.server";
import { getDb } from "~/platform/db.server";
import { readPostedFields } from "~/platform/posted-fields.server";
import { clearSessionCookie, endSessionOf, endSessions, staffContext } from "~/features/staff/auth.server";
import type { Route } from "./+types/logout";

export function loader() {
  throw redirect("/staff");
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = getDb();
  const staff = context.get(staffContext);
  const posted = await readPostedFields(request);
  const everywhere = !("error" in posted) && posted.fields.everywhere === "1";
  if (everywhere) await endSessions(db, staff.id);
  else await endSessionOf(db, request);
  await recordAudit(db, { actor: staff, action: everywhere ? "sign-out-everywhere" : "sign-out" });
  throw redirect("/staff/login?signed-out", { status: 303, headers: { "Set-Cookie": clearSessionCookie() } });
}
