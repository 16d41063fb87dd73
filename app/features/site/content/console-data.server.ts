// What the console's Site content page shows, read in one place: the form's document (the draft,
// else what is live), who saved the draft and what of it is not yet live, what is ignored, and
// the history with each version's changes field by field, the site as built last, and what waits
// for an owner's approval.
import { formatStaffTime } from "~/platform/console-time";
import type { Db } from "~/platform/db.server";
import { AS_BUILT, sectionNames } from "./console-sections";
import { readRequest } from "./approval.server";
import { changedSections, listVersions, readDraft, readPublished, readVersion } from "./store.server";
import { versionChanges } from "./version-changes.server";

export async function siteContentConsole(db: Db) {
  const [draft, live, versions, approval] = await Promise.all([readDraft(db), readPublished(db), listVersions(db), waitingForApproval(db)]);
  const publishedAt = new Map(versions.map((version) => [version.id, formatStaffTime(version.publishedAt)]));
  const restoredFrom = (id: string | null) => {
    if (id === null) return null;
    if (id === AS_BUILT) return "the site as built";
    const at = publishedAt.get(id);
    return at ? `the version of ${at}` : "an older version";
  };
  const rows = [
    ...versions.map((version) => ({
      id: version.id,
      publishedAt: formatStaffTime(version.publishedAt),
      publishedBy: version.publishedBy ?? "Someone",
      restored: restoredFrom(version.restoredFrom),
      sections: version.sections.map((section) => sectionNames[section]),
      changes: version.changes,
    })),
    // The first version: the site as it was built, before anyone published.
    {
      id: AS_BUILT,
      publishedAt: "As built",
      publishedBy: "The website's release",
      restored: null,
      sections: ["Everything as the site was built"],
      changes: [],
    },
  ];
  return {
    editing: draft?.overrides ?? live.overrides,
    // Changes with every save, publish, discard and restore: the form is drawn again from the draft.
    revision: `${live.id ?? "built"}:${draft?.updatedAt ?? "none"}`,
    draft: draft && {
      updatedAt: formatStaffTime(draft.updatedAt),
      updatedBy: draft.updatedBy,
      changed: changedSections(live.overrides, draft.overrides).map((section) => sectionNames[section]),
      changes: versionChanges(live.overrides, draft.overrides),
    },
    liveId: live.id,
    // What a release no longer has (a removed figure, a notice on a removed page): kept in the
    // history, ignored by the pages and left out of the draft.
    unused: [...new Set([...live.unused, ...(draft?.unused ?? [])])],
    versions: rows,
    approval,
    previewChoices: rows.map((row) => ({
      id: row.id,
      name:
        row.id === AS_BUILT
          ? "As the site was built"
          : `Published ${row.publishedAt} by ${row.publishedBy}${row.id === live.id ? " (live)" : ""}`,
    })),
  };
}

/** An editor's publish or restore waiting for an owner, as the console shows it; null when none waits. */
export async function waitingForApproval(db: Db) {
  const [request, live] = await Promise.all([readRequest(db), readPublished(db)]);
  if (!request) return null;
  const restored = request.restoredFrom && (await readVersion(db, request.restoredFrom));
  const what =
    request.restoredFrom === null
      ? "publish the draft"
      : request.restoredFrom === AS_BUILT
        ? "put the site back as it was built"
        : `restore the version of ${restored && restored.publishedAt ? formatStaffTime(restored.publishedAt) : "an earlier day"}`;
  return {
    by: request.requestedBy,
    at: formatStaffTime(request.requestedAt),
    what,
    changes: versionChanges(live.overrides, request.overrides),
    draftChanged: request.restoredFrom === null && request.draftChanged,
  };
}
