// What the Site content page's buttons beyond Save do: publish, discard, restore, and the owners'
// approve and refuse. An editor's publish or restore waits for an owner when owners chose so
// (./approval.server.ts). Each is in the audit log; each answers in the console's words.
import { recordAudit } from "~/platform/audit-log.server";
import { requireRole } from "~/features/staff/auth.server";
import type { StaffUser } from "~/platform/staff-user";
import type { Db } from "~/platform/db.server";
import { approveRequest, askForApproval, dropRequest, mustAsk } from "./approval.server";
import { discardDraft, publishDraft, readDraft, readVersion, refreshPublished, restoreVersion } from "./store.server";

export type PublishOutcome = { status: number; notice?: string; error?: string; at: "draft" | "history" };

const done = (notice: string, at: PublishOutcome["at"] = "draft"): PublishOutcome => ({ status: 200, notice, at });
const refused = (status: number, error: string, at: PublishOutcome["at"] = "draft"): PublishOutcome => ({ status, error, at });
const LIVE_SOON = "Every page shows it within a few seconds.";
const SENT = "Sent to the owners for approval: it goes on the site when an owner approves it.";

async function publish(db: Db, staff: StaffUser) {
  if (await mustAsk(db, staff.role)) {
    const draft = await readDraft(db);
    if (!draft) return refused(409, "There is no draft to send.");
    await askForApproval(db, { overrides: draft.overrides, restoredFrom: null, by: staff.email });
    await recordAudit(db, { actor: staff, action: "content-approval-asked", target: "draft", detail: { restoredFrom: null } });
    return done(`${SENT} The draft stays as it is meanwhile.`);
  }
  const published = await publishDraft(db, staff.email);
  if (!published) return refused(409, "There is no draft to publish.");
  // An editor's request for the draft an owner just published is answered by the publish.
  await dropRequest(db);
  const detail = { changes: published.changed.length, sections: published.changed };
  await recordAudit(db, { actor: staff, action: "content-publish", target: published.id, detail });
  // This instance at once; the others within their next poll.
  await refreshPublished(db);
  return done(`Published. ${LIVE_SOON}`);
}

async function restore(db: Db, staff: StaffUser, version: string) {
  if (await mustAsk(db, staff.role)) {
    const old = await readVersion(db, version);
    if (!old) return refused(404, "That version no longer exists.", "history");
    await askForApproval(db, { overrides: old.overrides, restoredFrom: version, by: staff.email });
    await recordAudit(db, { actor: staff, action: "content-approval-asked", target: "draft", detail: { restoredFrom: version } });
    return done(SENT, "history");
  }
  const restored = await restoreVersion(db, version, staff.email);
  if (!restored) return refused(404, "That version no longer exists.", "history");
  await recordAudit(db, { actor: staff, action: "content-restore", target: restored.id, detail: { from: version } });
  await refreshPublished(db);
  return done(`Restored and published. ${LIVE_SOON}`, "history");
}

async function approve(db: Db, staff: StaffUser) {
  requireRole(staff, "owner", "Only owners approve what editors send.");
  const approved = await approveRequest(db);
  if (!approved) return refused(409, "Nothing is waiting for approval: it was answered already.");
  const detail = { requestedBy: approved.requestedBy, restoredFrom: approved.restoredFrom };
  await recordAudit(db, { actor: staff, action: "content-approved", target: approved.id, detail });
  await refreshPublished(db);
  return done(`Approved and published. ${LIVE_SOON}`);
}

async function refuse(db: Db, staff: StaffUser) {
  requireRole(staff, "owner", "Only owners refuse what editors send.");
  const dropped = await dropRequest(db);
  if (!dropped) return refused(409, "Nothing is waiting for approval: it was answered already.");
  await recordAudit(db, { actor: staff, action: "content-refused", target: "draft", detail: { requestedBy: dropped.requestedBy } });
  return done(`Refused: nothing changed on the site. The draft stays for ${dropped.requestedBy} to change and send again.`);
}

/** The outcome of `intent`, or undefined when it is none of these. */
export async function publishIntent(db: Db, staff: StaffUser, intent: string, version: unknown): Promise<PublishOutcome | undefined> {
  if (intent === "publish") return publish(db, staff);
  if (intent === "approve") return approve(db, staff);
  if (intent === "refuse") return refuse(db, staff);
  if (intent === "restore" && typeof version === "string") return restore(db, staff, version);
  if (intent === "discard") {
    if (!(await discardDraft(db))) return refused(409, "There is no draft to discard.");
    await recordAudit(db, { actor: staff, action: "content-discard", target: "draft" });
    return done("Draft discarded. The boxes show what is live.");
  }
  return undefined;
}
