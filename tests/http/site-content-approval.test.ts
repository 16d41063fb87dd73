// Who may put site content on the site (issue 44, row 10): the roles read as they are; owners
// choose that an editor's publish or restore waits for an owner's approval; it then waits on the
// console's home, where an owner approves it (it goes live as the editor's) or refuses it (nothing
// changes, the draft stays); editors cannot approve; every step is in the audit log.
import { beforeAll, describe, expect, it } from "vitest";
import { useServer } from "../support/fixtures";
import { contentForm, postContent } from "../support/site-content";
import { addStaff, signIn } from "../support/staff";

/** The words of a page without markup. */
const words = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&gt;/g, ">")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");

describe("site content's approvals", () => {
  const site = useServer({ env: { LOG_LEVEL: "warn" } });
  let owner = "";
  let editor = "";
  beforeAll(async () => {
    await addStaff(site.db, { email: "owner@wyp.example", role: "owner" });
    await addStaff(site.db, { email: "editor@wyp.example", role: "editor" });
    owner = await signIn(site.server, "owner@wyp.example");
    editor = await signIn(site.server, "editor@wyp.example");
  });

  const read = async (path: string, cookie: string) =>
    words(await (await fetch(`${site.server.baseUrl}${path}`, { headers: { Cookie: cookie } })).text());
  const post = (path: string, cookie: string, fields: Record<string, string>) =>
    fetch(`${site.server.baseUrl}${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Cookie: cookie },
      redirect: "manual",
    });
  const versions = async () => site.db.selectFrom("site_content_versions").select(["published_by", "restored_from"]).execute();
  const audit = async () =>
    (
      await site.db.selectFrom("audit_log").select(["action", "actor_email"]).where("action", "like", "content-%").orderBy("at").execute()
    ).map((row) => `${row.actor_email} ${row.action}`);

  it("describes the roles as they are, and lets owners make editors' publishes wait for approval", async () => {
    const accounts = await read("/staff/accounts", owner);
    expect(accounts).not.toContain("Editor (gallery, events, sign-ups)");
    expect(accounts).toContain("publishing and restoring it on the whole site at once");
    expect(accounts).toContain("erasing a person's sign-ups too");
    expect(accounts).toContain("deleting entries too");

    expect((await post("/staff/accounts", editor, { intent: "editors-publish", editorsPublish: "approval" })).status).toBe(403);
    expect((await post("/staff/accounts", owner, { intent: "editors-publish", editorsPublish: "sometimes" })).status).toBe(400);
    const saved = await post("/staff/accounts", owner, { intent: "editors-publish", editorsPublish: "approval" });
    expect(saved.status).toBe(200);
    expect(words(await saved.text())).toContain("Saved: an editor's publish now waits for an owner's approval");
    expect(await read("/staff/accounts", owner)).toContain("whose publishes and restores go on the site once an owner approves them");
    expect(await audit()).toContain("owner@wyp.example content-approval-setting");
  });

  it("keeps an editor's publish off the site until an owner approves it on the console's home", async () => {
    expect((await postContent(site.server, editor, contentForm("figures", { "figure.activeAthletes.en.value": "650+" }))).status).toBe(200);
    const sent = await postContent(site.server, editor, { intent: "publish" });
    expect(sent.status).toBe(200);
    expect(words(await sent.text())).toContain("Sent to the owners for approval");
    expect(await versions()).toEqual([]);
    expect(await (await fetch(`${site.server.baseUrl}/sport`)).text()).not.toContain("650+");

    // Waiting on the owners' home, saying who sent what; editors see it on Site content, not to answer.
    const home = await read("/staff", owner);
    expect(home).toContain("Site content waiting for your approval");
    expect(home).toContain("editor@wyp.example asked");
    expect(home).toContain("Active Athletes, English: 500+ -> 650+");
    expect(await read("/staff", editor)).not.toContain("waiting for your approval");
    expect(await read("/staff/content", editor)).toContain("Waiting for an owner's approval: editor@wyp.example asked");
    expect((await postContent(site.server, editor, { intent: "approve" })).status).toBe(403);
    // What was sent opens as a preview.
    const preview = await fetch(`${site.server.baseUrl}/sport?preview=request`, { headers: { Cookie: owner } });
    expect(await preview.text()).toContain("650+");

    const approved = await postContent(site.server, owner, { intent: "approve" });
    expect(approved.status).toBe(200);
    expect(words(await approved.text())).toContain("Approved and published.");
    expect(await versions()).toEqual([{ published_by: "editor@wyp.example", restored_from: null }]);
    await expect
      .poll(async () => (await fetch(`${site.server.baseUrl}/sport`)).text(), { timeout: 3_000, interval: 100 })
      .toContain("650+");
    expect(await site.db.selectFrom("site_content_draft").selectAll().execute()).toEqual([]);
    expect(await read("/staff", owner)).not.toContain("waiting for your approval");
    expect((await postContent(site.server, owner, { intent: "approve" })).status).toBe(409);
    expect(await audit()).toEqual(
      expect.arrayContaining(["editor@wyp.example content-approval-asked", "owner@wyp.example content-approved"]),
    );
  });

  it("leaves the site and the draft as they were when an owner refuses, and sends a restore for approval too", async () => {
    expect((await postContent(site.server, editor, contentForm("figures", { "figure.activeAthletes.en.value": "900+" }))).status).toBe(200);
    expect((await postContent(site.server, editor, { intent: "publish" })).status).toBe(200);
    const refused = await postContent(site.server, owner, { intent: "refuse" });
    expect(refused.status).toBe(200);
    expect(words(await refused.text())).toContain("Refused: nothing changed on the site.");
    expect(await versions()).toHaveLength(1);
    const draft = await site.db.selectFrom("site_content_draft").select("body").executeTakeFirstOrThrow();
    expect(JSON.parse(draft.body).figures.activeAthletes.en.value).toBe("900+");
    expect(await audit()).toContain("owner@wyp.example content-refused");

    // Restoring the site as built waits for an owner too.
    const restore = await postContent(site.server, editor, { intent: "restore", version: "as-built" });
    expect(words(await restore.text())).toContain("Sent to the owners for approval");
    expect(await versions()).toHaveLength(1);
    expect(await read("/staff", owner)).toContain("editor@wyp.example asked");
    expect(await read("/staff", owner)).toContain("to put the site back as it was built");
    expect((await postContent(site.server, owner, { intent: "approve" })).status).toBe(200);
    expect(await versions()).toEqual(expect.arrayContaining([{ published_by: "editor@wyp.example", restored_from: "as-built" }]));
    await expect
      .poll(async () => (await fetch(`${site.server.baseUrl}/sport`)).text(), { timeout: 3_000, interval: 100 })
      .not.toContain("650+");
    // The draft the restore would have discarded was saved before the request: it goes, as a restore's would.
    expect(await site.db.selectFrom("site_content_draft").selectAll().execute()).toEqual([]);
  });
});
