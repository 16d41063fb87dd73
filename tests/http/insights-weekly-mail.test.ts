// The weekly insights email over HTTP (issue 45, row 8), with a real SMTP server on loopback
// (tests/support/smtp.ts): a member ticks it on their email page, and the server's pass mails them
// last week's figures and the link to the page, once, however often it runs after.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastWeeklyTime } from "~/features/insights/weekly-mail.server";
import { useServer } from "../support/fixtures";
import { htmlText } from "../support/pages";
import { freePort, startSmtp, type TestSmtp } from "../support/smtp";
import { addStaff, signIn } from "../support/staff";

describe("the weekly insights email", () => {
  let smtp: TestSmtp | undefined;
  let smtpPort = 0;
  beforeAll(async () => {
    smtpPort = await freePort();
    smtp = await startSmtp(smtpPort);
  });
  const site = useServer(() => ({
    env: {
      SEED_DEMO: "false",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: "WYP <team@wyp.example.org>",
      MAIL_POLL_MS: "100",
      LOG_LEVEL: "error",
    },
  }));
  afterAll(() => smtp?.stop());
  const mailTo = (address: string) => smtp?.received.filter((mail) => mail.to.includes(address)) ?? [];

  it("goes to a member who asks for it on their email page, with last week's figures, once", async () => {
    await addStaff(site.db, { email: "board@example.org", role: "editor" });
    const cookie = await signIn(site.server, "board@example.org");
    const { week } = lastWeeklyTime(new Date());
    await site.db
      .insertInto("insight_counts")
      .values([
        { day: week.from, dimension: "day", value: "", views: 12, visitors: 8 },
        { day: week.from, dimension: "source", value: "instagram.com", views: 7, visitors: 5 },
      ])
      .execute();

    const settings = await fetch(`${site.server.baseUrl}/staff/email`, { headers: { Cookie: cookie } });
    expect(htmlText(await settings.text())).toContain("Weekly insights Email me last week's insights on Mondays at 8 am");
    const saved = await fetch(`${site.server.baseUrl}/staff/email`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ notify: "off", insightsWeekly: "yes" }).toString(),
    });
    expect(saved.status).toBe(200);
    expect(htmlText(await saved.text())).toContain("Saved.");
    const reread = await fetch(`${site.server.baseUrl}/staff/email`, { headers: { Cookie: cookie } });
    expect(await reread.text()).toMatch(/<input[^>]*name="insightsWeekly"[^>]*checked=""/);

    await expect.poll(() => mailTo("board@example.org").length, { timeout: 15_000 }).toBe(1);
    const [mail] = mailTo("board@example.org");
    expect(mail!.subject).toBe(`WYP insights, ${week.from} to ${week.to}: 8 visitors (new)`);
    expect(mail!.text).toContain("Visitors: 8 (new)\nPage views: 12 (new)\nSign-ups: 0 (no change)");
    expect(mail!.text).toContain("- instagram.com: 5 (new)");
    expect(mail!.text).toContain(`/staff/insights?from=${week.from}&to=${week.to}`);
    // The pass keeps running every 100 ms; the week's email is not sent again.
    const rows = await site.db.selectFrom("insight_weekly_mail").selectAll().execute();
    expect(rows.map((row) => row.week)).toEqual([week.from]);
    await expect
      .poll(async () => (await site.db.selectFrom("mail_outbox").select("sent_at").execute()).every((row) => row.sent_at))
      .toBe(true);
    expect(mailTo("board@example.org")).toHaveLength(1);
  });

  it("can be turned off again", async () => {
    const cookie = await signIn(site.server, "board@example.org");
    const saved = await fetch(`${site.server.baseUrl}/staff/email`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ notify: "off" }).toString(),
    });
    expect(saved.status).toBe(200);
    const member = await site.db
      .selectFrom("staff_users")
      .select("insights_weekly")
      .where("email", "=", "board@example.org")
      .executeTakeFirst();
    expect(Number(member?.insights_weekly)).toBe(0);
  });
});
