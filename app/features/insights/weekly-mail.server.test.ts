// The weekly insights email (issue 45, row 8): due from Monday 8 am New York, last week's figures
// against the week before, to the members who asked, queued once per week even when two instances
// run the pass at once; sent through a real SMTP server on loopback. Both database dialects.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialects } from "../../../tests/support/databases";
import { startSmtp, type TestSmtp } from "../../../tests/support/smtp";
import { addStaff } from "../../../tests/support/staff";
import { sendDueMail, smtpTransport } from "~/platform/mail.server";
import { lastWeeklyTime, queueWeeklyInsights, setWeeklyInsights } from "./weekly-mail.server";

const SITE = "https://wyp.example.org";
// Monday 2026-11-23, 8:00 am in New York (EST, UTC-5).
const MONDAY_8AM = new Date("2026-11-23T13:00:00Z");

describe("when the weekly email is due", () => {
  it("is Monday 8 am New York, reporting Monday to Sunday of the week before", () => {
    const week = { from: "2026-11-16", to: "2026-11-22" };
    expect(lastWeeklyTime(MONDAY_8AM)).toEqual({ due: MONDAY_8AM, week });
    expect(lastWeeklyTime(new Date("2026-11-29T23:00:00Z"))).toEqual({ due: MONDAY_8AM, week }); // Sunday evening
    expect(lastWeeklyTime(new Date("2026-11-23T12:59:00Z")).week).toEqual({ from: "2026-11-09", to: "2026-11-15" }); // 7:59 am
  });
});

describe.each(testDialects())("the weekly insights email on %s", (dialect) => {
  let database: TestDatabase;
  let smtp: TestSmtp;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    smtp = await startSmtp();
  });
  afterEach(async () => {
    await smtp.stop();
    await database.destroy();
  });

  const counts = (day: string, dimension: "day" | "source" | "signed-up", value: string, views: number, visitors: number) => ({
    day,
    dimension,
    value,
    views,
    visitors,
  });

  it("sends last week's visitors, top sources, sign-ups and conversion against the week before, once, to those who asked", async () => {
    const asked = await addStaff(database.db, { email: "board@example.org", role: "editor" });
    await addStaff(database.db, { email: "quiet@example.org", role: "editor" });
    await setWeeklyInsights(database.db, asked.id, true);
    await database.db
      .insertInto("insight_counts")
      .values([
        // Last week: 6 visitors (4 from the flyer), 2 of whom signed up; the week before, 4 visitors.
        counts("2026-11-17", "day", "", 9, 6),
        counts("2026-11-17", "source", "flyer", 5, 4),
        counts("2026-11-17", "source", "", 4, 2),
        counts("2026-11-17", "signed-up", "", 3, 2),
        counts("2026-11-10", "day", "", 6, 4),
        counts("2026-11-10", "source", "flyer", 4, 4),
        counts("2026-11-10", "signed-up", "", 1, 1),
      ])
      .execute();
    await database.db
      .insertInto("leads")
      .values(
        ["a", "b", "c"].map((id) => ({
          id,
          kind: "mentor" as const,
          source: "home",
          email: `${id}@example.org`,
          details: "{}",
          created_at: "2026-11-18T15:00:00.000Z",
        })),
      )
      .execute();

    // Two instances run the pass at the same moment: one queues the week's mail.
    const queued = await Promise.all([
      queueWeeklyInsights(database.db, MONDAY_8AM, SITE),
      queueWeeklyInsights(database.db, MONDAY_8AM, SITE),
    ]);
    expect(queued.sort()).toEqual([0, 1]);
    expect(await queueWeeklyInsights(database.db, new Date("2026-11-24T13:00:00Z"), SITE)).toBe(0); // Tuesday: sent already
    expect(
      await sendDueMail(database.db, smtpTransport(smtp.url), { from: "WYP <team@wyp.example.org>", retryBaseMs: 60_000 }, MONDAY_8AM),
    ).toBe(1);

    expect(smtp.received.map((mail) => mail.to)).toEqual([["board@example.org"]]);
    const [mail] = smtp.received;
    expect(mail!.subject).toBe("WYP insights, 2026-11-16 to 2026-11-22: 6 visitors (+50%)");
    expect(mail!.text).toContain("Monday 2026-11-16 to Sunday 2026-11-22 (New York time), against the week before:");
    expect(mail!.text).toContain(
      "Visitors: 6 (+50%)\nPage views: 9 (+50%)\nSign-ups: 3 (new)\nConversion (visitors who signed up): 33.3% (+8.3 pts)",
    );
    expect(mail!.text).toContain("Top sources, by visitors:\n- flyer: 4 (no change)\n- Direct or from this site: 2 (new)");
    expect(mail!.text).toContain(`${SITE}/staff/insights?from=2026-11-16&to=2026-11-22`);
    expect(mail!.text).toContain(`${SITE}/staff/email`);

    // The next Monday brings the next week's.
    expect(await queueWeeklyInsights(database.db, new Date("2026-11-30T13:00:00Z"), SITE)).toBe(1);
  });
});
