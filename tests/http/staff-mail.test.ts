// The console's email over HTTP, with a real SMTP server on loopback (tests/support/smtp.ts): a
// sign-up stored while the SMTP server is away is mailed to the team when it is back, with a link
// and no contact details; "Forgot password?" answers alike for any address and mails a member a
// link that works once; a new member gets their setup link by email.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useServer } from "../support/fixtures";
import { mentorApplication } from "../support/leads";
import { freePort, startSmtp, type TestSmtp } from "../support/smtp";
import { addStaff, signIn as signedInCookie, STAFF_PASSWORD } from "../support/staff";

const formHeaders = { "Content-Type": "application/x-www-form-urlencoded" };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
/** The words of a page without markup. */
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");

describe("staff mail", () => {
  let smtpPort = 0;
  let smtp: TestSmtp | undefined;
  beforeAll(async () => {
    smtpPort = await freePort();
  });
  const site = useServer(() => ({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: "WYP <team@wyp.example.org>",
      MAIL_POLL_MS: "100",
      MAIL_RETRY_BASE_MS: "200",
      LOG_LEVEL: "error",
    },
  }));
  afterAll(() => smtp?.stop());
  const mailTo = (address: string) => smtp?.received.filter((mail) => mail.to.includes(address)) ?? [];

  it("keeps a sign-up made while the SMTP server is away and mails the team when it is back", async () => {
    await addStaff(site.db, { email: "owner@example.org", role: "owner" });
    const sent = await fetch(`${site.server.baseUrl}/resources/leads`, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: new URLSearchParams({ ...mentorApplication, lastName: "Rivera", email: "maya.rivera@example.org" }),
    });
    expect(sent.status).toBe(200);
    const lead = await site.db.selectFrom("leads").select("id").where("email", "=", "maya.rivera@example.org").executeTakeFirstOrThrow();
    // The mail was tried and refused: the SMTP server is not there yet.
    await expect
      .poll(async () => (await site.db.selectFrom("mail_outbox").select("attempts").executeTakeFirst())?.attempts ?? 0, { timeout: 15_000 })
      .toBeGreaterThan(0);

    smtp = await startSmtp(smtpPort);
    await expect.poll(() => mailTo("owner@example.org").length, { timeout: 15_000 }).toBe(1);
    const [mail] = mailTo("owner@example.org");
    expect(mail!.subject).toBe("New mentor application: Maya R.");
    expect(mail!.text).toContain(`/staff/leads/${lead.id}`);
    expect(mail!.text).not.toContain("maya.rivera@example.org");
    expect(mail!.text).not.toContain(mentorApplication.phone);
  });

  it("sends a member a password link that works once, and answers alike for an address that is no member's", async () => {
    await addStaff(site.db, { email: "reset@example.org", role: "editor" });
    const login = await fetch(`${site.server.baseUrl}/staff/login`);
    expect(await login.text()).toContain('href="/staff/forgot"');

    const ask = (email: string) =>
      fetch(`${site.server.baseUrl}/staff/forgot`, { method: "POST", headers: formHeaders, body: form({ email }) });
    const member = await ask("Reset@Example.org");
    const stranger = await ask("nobody@example.org");
    expect([member.status, stranger.status]).toEqual([200, 200]);
    expect(words(await member.text())).toContain(
      "If Reset@Example.org belongs to a staff account, a link to choose a new password is on its way.",
    );
    expect(words(await stranger.text())).toContain(
      "If nobody@example.org belongs to a staff account, a link to choose a new password is on its way.",
    );

    await expect.poll(() => mailTo("reset@example.org").length, { timeout: 15_000 }).toBe(1);
    const link = new RegExp(`${site.server.baseUrl}/staff/setup/[A-Za-z0-9_-]+`).exec(mailTo("reset@example.org")[0]!.text)?.[0];
    expect(link).toBeTruthy();
    expect(mailTo("nobody@example.org")).toEqual([]);

    // Asking changed nothing: the old password still signs in until the link is used.
    const signIn = (password: string) =>
      fetch(`${site.server.baseUrl}/staff/login`, {
        method: "POST",
        headers: formHeaders,
        body: form({ email: "reset@example.org", password }),
        redirect: "manual",
      });
    expect((await signIn(STAFF_PASSWORD)).status).toBe(303);

    const page = await fetch(link!);
    expect(page.status).toBe(200);
    expect(words(await page.text())).toContain("Choose a new password");
    const next = "lantern orchard violet seventeen";
    const use = () =>
      fetch(link!, { method: "POST", headers: formHeaders, body: form({ password: next, confirm: next }), redirect: "manual" });
    const used = await use();
    expect(used.status).toBe(303);
    expect(used.headers.get("location")).toBe("/staff");
    expect((await use()).status).toBe(410);
    expect((await fetch(link!)).status).toBe(410);
    expect((await signIn(STAFF_PASSWORD)).status).toBe(401);
    expect((await signIn(next)).status).toBe(303);
  });

  it("emails a new editor their setup link, so the owner has nothing to pass on", async () => {
    await addStaff(site.db, { email: "lead.owner@example.org", role: "owner" });
    const cookie = await signedInCookie(site.server, "lead.owner@example.org");
    const added = await fetch(`${site.server.baseUrl}/staff/accounts`, {
      method: "POST",
      headers: { ...formHeaders, Cookie: cookie },
      body: form({ intent: "add", email: "New.Editor@example.org", role: "editor" }),
    });
    expect(added.status).toBe(200);
    expect(words(await added.text())).toContain("We emailed them their setup link (valid 24 hours, single use)");

    await expect.poll(() => mailTo("new.editor@example.org").length, { timeout: 15_000 }).toBe(1);
    const [mail] = mailTo("new.editor@example.org");
    expect(mail!.subject).toBe("Your WYP staff console account");
    expect(mail!.text).toContain("lead.owner@example.org gave you an editor account");
    const link = new RegExp(`${site.server.baseUrl}/staff/setup/[A-Za-z0-9_-]+`).exec(mail!.text)?.[0];
    const page = await fetch(link!);
    expect(page.status).toBe(200);
  });
});

describe("staff mail when the site has no SMTP server", () => {
  const site = useServer(() => ({ env: { LOG_LEVEL: "warn" } }));

  it("says email is off where it would be used, and sends nothing", async () => {
    const forgot = await fetch(`${site.server.baseUrl}/staff/forgot`);
    expect(words(await forgot.text())).toContain("Email is off on this site, so no link can be sent.");
    const ask = await fetch(`${site.server.baseUrl}/staff/forgot`, {
      method: "POST",
      headers: formHeaders,
      body: form({ email: "owner@example.org" }),
    });
    expect(ask.status).toBe(409);

    await addStaff(site.db, { email: "owner@example.org", role: "owner" });
    const cookie = await signedInCookie(site.server, "owner@example.org");
    const settings = await fetch(`${site.server.baseUrl}/staff/email`, { headers: { Cookie: cookie } });
    expect(words(await settings.text())).toContain("Email is off on this site (no SMTP server is set up)");
    expect(await site.db.selectFrom("mail_outbox").select("id").execute()).toEqual([]);
  });
});
