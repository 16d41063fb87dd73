// Setup and reset links against a stranger and a stolen copy of the data (issue 42, rows 8, 9, 10
// and 15): asking for a reset never voids a member's invitation nor keeps them from a link; a
// changed or reset password voids every open link and every other session; no working link sits
// in the outbox or a backup; the audit log never blames a member for someone else's request.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffAccount } from "../../app/features/staff/auth.server";
import { runOperatorCommand } from "../integration/operator";
import { useServer } from "../support/fixtures";
import { htmlText } from "../support/pages";
import { freePort, startSmtp, type TestSmtp } from "../support/smtp";
import { addStaff, signIn, STAFF_PASSWORD } from "../support/staff";

const formHeaders = { "Content-Type": "application/x-www-form-urlencoded" };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const STRANGER = "203.0.113.66";
const MEMBER = "198.51.100.20";
const NEW_PASSWORD = "lantern orchard violet seventeen";

/** A server with mail, behind one trusted proxy so the stranger and the member come from their own addresses. */
function useMailSite(smtpPort: () => number) {
  return useServer(() => ({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort()}`,
      MAIL_FROM: "WYP <team@wyp.example.org>",
      MAIL_POLL_MS: "100",
      MAIL_RETRY_BASE_MS: "200",
      TRUST_PROXY: "1",
      LOG_LEVEL: "error",
    },
  }));
}

describe("setup and reset links against a stranger", () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp?.stop());
  const site = useMailSite(() => smtp.port);
  const base = () => site.server.baseUrl;

  const ask = (email: string, from: string) =>
    fetch(`${base()}/staff/forgot`, { method: "POST", headers: { ...formHeaders, "X-Forwarded-For": from }, body: form({ email }) });
  const linksMailedTo = (address: string) =>
    smtp.received
      .filter((mail) => mail.to.includes(address))
      .map((mail) => new RegExp(`${base()}/staff/setup/[A-Za-z0-9_-]+`).exec(mail.text)?.[0] ?? "");
  /** Waits until the outbox has nothing left to send, so every mail queued so far has arrived or was dropped. */
  const outboxSent = () =>
    expect
      .poll(
        async () =>
          (await site.db.selectFrom("mail_outbox").select("id").where("sent_at", "is", null).where("failed_at", "is", null).execute())
            .length,
        { timeout: 15_000 },
      )
      .toBe(0);
  const usePassword = (link: string, password = NEW_PASSWORD) =>
    fetch(link, { method: "POST", headers: formHeaders, body: form({ password, confirm: password }), redirect: "manual" });

  it("keeps a new member's invitation and their own reset link working whatever a stranger asks for them", async () => {
    const invited = await createStaffAccount(site.db, "newbie@example.org", "editor");
    const invitation = `${base()}/staff/setup/${invited.token}`;

    const sent = "If newbie@example.org belongs to a staff account, a link to choose a new password is on its way.";
    const asked = [];
    for (let i = 0; i < 4; i++) {
      const answer = await ask("newbie@example.org", STRANGER);
      asked.push([answer.status, htmlText(await answer.text()).includes(sent)]);
    }
    // Past the per-email limit the answer is the same: the stranger learns nothing, and nothing is refused.
    expect(asked).toEqual(Array(4).fill([200, true]));
    expect((await fetch(invitation)).status).toBe(200);

    const own = await ask("newbie@example.org", MEMBER);
    expect(own.status).toBe(200);
    expect(htmlText(await own.text())).toContain(sent);

    await outboxSent();
    const links = linksMailedTo("newbie@example.org");
    // At most the per-email limit's three mails; only the newest link opens the page.
    expect(links.length).toBeGreaterThanOrEqual(1);
    expect(links.length).toBeLessThanOrEqual(3);
    const newest = links.at(-1)!;
    for (const older of links.slice(0, -1)) expect((await fetch(older)).status).toBe(410);
    expect((await fetch(newest)).status).toBe(200);
    expect((await fetch(invitation)).status).toBe(200);

    // The member sets their password with the invitation: the reset link is void from then on.
    expect((await usePassword(invitation)).status).toBe(303);
    expect((await fetch(newest)).status).toBe(410);
    expect((await usePassword(newest, "another good passphrase")).status).toBe(410);
    await signIn(site.server, "newbie@example.org", NEW_PASSWORD);
  });

  it("voids every open reset link and every other session when a member changes their password", async () => {
    await addStaff(site.db, { email: "changer@example.org", role: "editor" });
    const otherDevice = await signIn(site.server, "changer@example.org");
    const thisDevice = await signIn(site.server, "changer@example.org");
    expect((await ask("changer@example.org", MEMBER)).status).toBe(200);
    await outboxSent();
    const [link] = linksMailedTo("changer@example.org");
    expect((await fetch(link!)).status).toBe(200);

    const changed = await fetch(`${base()}/staff/password`, {
      method: "POST",
      headers: { ...formHeaders, Cookie: thisDevice },
      body: form({ current: STAFF_PASSWORD, password: NEW_PASSWORD, confirm: NEW_PASSWORD }),
    });
    expect(changed.status).toBe(200);
    expect(htmlText(await changed.text())).toContain("Password changed. You are signed out on every other device.");

    expect((await fetch(link!)).status).toBe(410);
    expect((await usePassword(link!, "another good passphrase")).status).toBe(410);
    const stale = await fetch(`${base()}/staff`, { headers: { Cookie: otherDevice }, redirect: "manual" });
    expect(stale.headers.get("location")).toMatch(/^\/staff\/login/);
    await signIn(site.server, "changer@example.org", NEW_PASSWORD);
  });

  it("says in the audit log that someone asked for a member's reset, without blaming the member", async () => {
    await addStaff(site.db, { email: "owner2@example.org", role: "owner" });
    expect((await ask("owner2@example.org", STRANGER)).status).toBe(200);
    const cookie = await signIn(site.server, "owner2@example.org");
    const log = await fetch(`${base()}/staff/audit?action=password-reset-requested`, { headers: { Cookie: cookie } });
    const text = htmlText(await log.text());
    expect(text).toContain("Someone asked for a password reset link for owner2@example.org (from the sign-in page)");
    expect(text).not.toContain("owner2@example.org asked for");
  });
});

describe("links in the outbox and in backups", () => {
  let smtpPort = 0;
  let smtp: TestSmtp | undefined;
  beforeAll(async () => {
    smtpPort = await freePort();
  });
  afterAll(() => smtp?.stop());
  const site = useMailSite(() => smtpPort);
  const base = () => site.server.baseUrl;
  const setupLinks = (text: string) => [...new Set(text.match(new RegExp(`${base()}/staff/setup/[A-Za-z0-9_-]+`, "g")))];

  /** `npm run db:backup`, and every setup link in the file, as someone who copied it would search it. */
  async function linksInBackup() {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "wyp-links-")), "backup.sqlite");
    const backup = await runOperatorCommand("scripts/db.ts", ["backup", file], site.server);
    expect(backup.code, backup.stderr).toBe(0);
    const found = setupLinks(fs.readFileSync(file).toString("latin1"));
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    return found;
  }
  const opens = async (links: string[]) =>
    (await Promise.all(links.map(async (link) => ((await fetch(link)).status === 200 ? link : "")))).filter(Boolean);

  it("keeps no working link in the outbox or a backup, before or after the mail is sent", { timeout: 90_000 }, async () => {
    await addStaff(site.db, { email: "owner@example.org", role: "owner" });
    await addStaff(site.db, { email: "member@example.org", role: "editor" });
    const cookie = await signIn(site.server, "owner@example.org");
    const added = await fetch(`${base()}/staff/accounts`, {
      method: "POST",
      headers: { ...formHeaders, Cookie: cookie },
      body: form({ intent: "add", email: "invited@example.org", role: "editor" }),
    });
    expect(added.status).toBe(200);
    const asked = await fetch(`${base()}/staff/forgot`, {
      method: "POST",
      headers: formHeaders,
      body: form({ email: "member@example.org" }),
    });
    expect(asked.status).toBe(200);
    // Both mails were tried while the SMTP server is away: they wait in the outbox.
    await expect
      .poll(async () => (await site.db.selectFrom("mail_outbox").select("attempts").where("attempts", ">", 0).execute()).length, {
        timeout: 15_000,
      })
      .toBe(2);
    expect(await opens(await linksInBackup())).toEqual([]);

    smtp = await startSmtp(smtpPort);
    const mailTo = (address: string) => smtp!.received.filter((mail) => mail.to.includes(address));
    await expect.poll(() => mailTo("invited@example.org").length + mailTo("member@example.org").length, { timeout: 15_000 }).toBe(2);
    const mailed = [...setupLinks(mailTo("invited@example.org")[0]!.text), ...setupLinks(mailTo("member@example.org")[0]!.text)];
    expect(mailed).toHaveLength(2);
    expect(await opens(mailed)).toEqual(mailed);

    // A sent mail's body is gone; the links work from the mailbox only.
    await expect
      .poll(
        async () => (await site.db.selectFrom("mail_outbox").select("body").where("sent_at", "is not", null).execute()).map((r) => r.body),
        {
          timeout: 15_000,
        },
      )
      .toEqual(["", ""]);
    expect(await linksInBackup()).toEqual([]);
  });
});
