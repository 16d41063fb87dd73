// Owners choose whether an editor's publish (or restore) of the site content goes live at once or
// waits for an owner's approval. A waiting one keeps the document as the editor sent it: the owner
// sees what it changes, previews it, and approves (it is published as the editor's) or refuses
// (nothing changes; the draft stays for the editor to change and send again). One at a time: a
// new request replaces the one before.
import type { StaffRole } from "~/platform/staff-user";
import type { Db } from "~/platform/db.server";
import type { ContentOverrides } from "~/platform/content-overrides";
import { insertVersion, parseOverrides, readDraft } from "./store.server";

export type EditorsPublish = "live" | "approval";

export async function editorsPublish(db: Db): Promise<EditorsPublish> {
  const row = await db.selectFrom("site_content_settings").select("editors_publish").where("id", "=", "settings").executeTakeFirst();
  return row?.editors_publish === "approval" ? "approval" : "live";
}

export async function setEditorsPublish(db: Db, value: EditorsPublish, by: string) {
  const row = { editors_publish: value, updated_at: new Date().toISOString(), updated_by: by };
  await db
    .insertInto("site_content_settings")
    .values({ id: "settings", ...row })
    .onConflict((conflict) => conflict.column("id").doUpdateSet(row))
    .execute();
}

/** Whether a publish or restore by someone of `role` waits for an owner. */
export const mustAsk = async (db: Db, role: StaffRole) => role !== "owner" && (await editorsPublish(db)) === "approval";

export type PublishRequest = {
  overrides: ContentOverrides;
  restoredFrom: string | null;
  requestedAt: string;
  requestedBy: string;
  /** Someone saved or discarded the draft after the request: approving then leaves the draft alone. */
  draftChanged: boolean;
};

const sameTime = (a: string | null | undefined, b: string | null | undefined) =>
  (a ? new Date(a).getTime() : null) === (b ? new Date(b).getTime() : null);

export async function readRequest(db: Db): Promise<PublishRequest | undefined> {
  const row = await db.selectFrom("site_content_requests").selectAll().where("id", "=", "pending").executeTakeFirst();
  if (!row) return undefined;
  const draft = await readDraft(db);
  return {
    overrides: parseOverrides(row.body),
    restoredFrom: row.restored_from,
    requestedAt: new Date(row.requested_at).toISOString(),
    requestedBy: row.requested_by,
    draftChanged: !sameTime(draft?.updatedAt, row.draft_updated_at),
  };
}

/** Files `overrides` (the draft, or a version to restore) for an owner's approval, replacing any request before. */
export async function askForApproval(db: Db, ask: { overrides: ContentOverrides; restoredFrom: string | null; by: string }) {
  await db.transaction().execute(async (trx) => {
    const draft = await readDraft(trx);
    const row = {
      body: JSON.stringify(ask.overrides),
      restored_from: ask.restoredFrom,
      draft_updated_at: draft?.updatedAt ?? null,
      requested_at: new Date().toISOString(),
      requested_by: ask.by,
    };
    await trx.deleteFrom("site_content_requests").where("id", "=", "pending").execute();
    await trx
      .insertInto("site_content_requests")
      .values({ id: "pending", ...row })
      .execute();
  });
}

/**
 * Publishes the waiting request as the editor's; the draft it came from goes too, unless someone
 * changed it since. Undefined when nothing waits.
 */
export async function approveRequest(db: Db): Promise<{ id: string; requestedBy: string; restoredFrom: string | null } | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("site_content_requests").selectAll().where("id", "=", "pending").executeTakeFirst();
    if (!row) return undefined;
    const id = await insertVersion(trx, parseOverrides(row.body), row.requested_by, row.restored_from);
    const draft = await readDraft(trx);
    if (draft && sameTime(draft.updatedAt, row.draft_updated_at))
      await trx.deleteFrom("site_content_draft").where("id", "=", "draft").execute();
    await trx.deleteFrom("site_content_requests").where("id", "=", "pending").execute();
    return { id, requestedBy: row.requested_by, restoredFrom: row.restored_from };
  });
}

/** Drops the waiting request (refused, or made moot by an owner's own publish); who had sent it. */
export async function dropRequest(db: Db): Promise<{ requestedBy: string } | undefined> {
  const row = await db.deleteFrom("site_content_requests").where("id", "=", "pending").returning("requested_by").executeTakeFirst();
  return row && { requestedBy: row.requested_by };
}
