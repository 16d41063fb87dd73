// Owners change a staff member's role on /staff/accounts (issue 30): an editor becomes an owner
// and back, each change in the audit log; the console is never left without an active owner, and
// an editor can change no one's role, their own included.
import { beforeAll, describe, expect, it } from "vitest";
import { htmlText } from "../support/pages";
import { useServer } from "../support/fixtures";
import { addStaff, signIn } from "../support/staff";

describe("staff roles from the console", () => {
  const fixture = useServer(() => ({ env: { LOG_LEVEL: "warn" } }));
  let owner: { id: string; cookie: string };
  let editor: { id: string; cookie: string };

  beforeAll(async () => {
    const ownerAccount = await addStaff(fixture.db, { email: "role-owner@example.org", role: "owner" });
    const editorAccount = await addStaff(fixture.db, { email: "role-editor@example.org", role: "editor" });
    owner = { id: ownerAccount.id, cookie: await signIn(fixture.server, "role-owner@example.org") };
    editor = { id: editorAccount.id, cookie: await signIn(fixture.server, "role-editor@example.org") };
  });

  const changeRole = (cookie: string, id: string, role: string) =>
    fetch(`${fixture.server.baseUrl}/staff/accounts`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "role", id, role }).toString(),
      redirect: "manual",
    });
  const roleOf = async (id: string) =>
    (await fixture.db.selectFrom("staff_users").select("role").where("id", "=", id).executeTakeFirstOrThrow()).role;
  const audits = () =>
    fixture.db
      .selectFrom("audit_log")
      .select(["target", "detail", "actor_email"])
      .where("action", "=", "account-role-changed")
      .orderBy("at")
      .execute();

  it("refuses an editor who tries to make anyone an owner, themself included", async () => {
    for (const id of [editor.id, owner.id]) {
      const reply = await changeRole(editor.cookie, id, "owner");
      expect(reply.status).toBe(403);
    }
    expect(await roleOf(editor.id)).toBe("editor");
    expect(await audits()).toEqual([]);
  });

  it("refuses to leave the console without an owner, with a message that says what to do", async () => {
    const page = await (await fetch(`${fixture.server.baseUrl}/staff/accounts`, { headers: { Cookie: owner.cookie } })).text();
    expect(page).toContain('aria-label="Make editor: you"');
    expect(page).toContain('aria-label="Make owner: role-editor@example.org"');

    const reply = await changeRole(owner.cookie, owner.id, "editor");
    expect(reply.status).toBe(409);
    expect(htmlText(await reply.text())).toContain(
      "You are the only active owner: make someone else an owner first, so the console always has one.",
    );
    expect(await roleOf(owner.id)).toBe("owner");
    expect(await audits()).toEqual([]);
  });

  it("makes an editor an owner and back, each change audited with who and what", async () => {
    const promoted = await changeRole(owner.cookie, editor.id, "owner");
    expect(promoted.status).toBe(200);
    expect(htmlText(await promoted.text())).toContain("role-editor@example.org is now an owner.");
    expect(await roleOf(editor.id)).toBe("owner");
    // The new owner's open session has the new role at once.
    expect((await fetch(`${fixture.server.baseUrl}/staff/accounts`, { headers: { Cookie: editor.cookie } })).status).toBe(200);

    const again = await changeRole(owner.cookie, editor.id, "owner");
    expect(htmlText(await again.text())).toContain("role-editor@example.org is already an owner.");

    // With another owner now, the first may step down; they are sent to the console's home.
    const stepDown = await changeRole(owner.cookie, owner.id, "editor");
    expect(stepDown.status).toBe(303);
    expect(stepDown.headers.get("location")).toBe("/staff");
    expect(await roleOf(owner.id)).toBe("editor");
    expect((await fetch(`${fixture.server.baseUrl}/staff/accounts`, { headers: { Cookie: owner.cookie } })).status).toBe(403);

    expect(await audits()).toEqual([
      { target: editor.id, detail: JSON.stringify({ from: "editor", to: "owner" }), actor_email: "role-owner@example.org" },
      { target: owner.id, detail: JSON.stringify({ from: "owner", to: "editor" }), actor_email: "role-owner@example.org" },
    ]);
    expect((await changeRole(editor.cookie, "not-an-id", "owner")).status).toBe(400);
  });
});
