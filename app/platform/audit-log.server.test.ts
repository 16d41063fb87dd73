// The audit log as an owner reads it (issue 30): sentences, "The site" for automatic steps, accounts
// by their email, links to items instead of ids; on a real database of each dialect.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialects } from "../../tests/support/databases";
import { addStaff } from "../../tests/support/staff";
import { listAudit, recordAudit } from "./audit-log.server";
import { auditLine } from "../features/staff/copy/staff-audit";

describe.each(testDialects())("the audit log's lines on %s", (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(() => database.destroy());

  it("says who did what in sentences, never an id or raw data", async () => {
    const owner = await addStaff(database.db, { email: "owner@example.org", role: "owner" });
    const editor = await addStaff(database.db, { email: "editor@example.org", role: "editor" });
    const db = database.db;
    await recordAudit(db, { actor: null, action: "sign-in-failed", target: editor.id });
    await recordAudit(db, {
      actor: null,
      action: "drop-announce",
      target: "2026-11-30",
      detail: { week: "2026-11-30", winnerEntryId: "e1", votes: 12 },
    });
    await recordAudit(db, { actor: owner, action: "account-role-changed", target: editor.id, detail: { from: "editor", to: "owner" } });
    await recordAudit(db, { actor: owner, action: "drop-entry-approve", target: "entry-7", detail: { from: "pending" } });
    await recordAudit(db, { actor: owner, action: "event-create", target: "event-3", detail: { programme: "art", published: false } });

    // Lines recorded in the same millisecond come in either order: compared as a set.
    const { entries } = await listAudit(db, {});
    const lines = entries.map((entry) => auditLine({ ...entry, detail: JSON.parse(entry.detail ?? "{}") }));
    expect(lines.map(({ who, what, link }) => `${who} ${what} -> ${link?.to}`).sort()).toEqual(
      [
        "Someone tried to sign in as editor@example.org with a wrong password -> /staff/accounts",
        "The site announced the winner of the week of Nov 23, 2026 -> /staff/weekly-drop/results/2026-11-30",
        "owner@example.org made editor@example.org an owner -> /staff/accounts",
        "owner@example.org approved a Weekly Drop entry -> /staff/weekly-drop/entries/entry-7",
        "owner@example.org saved a new event as a draft -> /staff/events/event-3",
      ].sort(),
    );
    expect(JSON.stringify(lines.map(({ who, what }) => [who, what]))).not.toMatch(new RegExp(`${editor.id}|entry-7|event-3|"votes"`));
  });
});
