// Staff mail end to end below HTTP: items announced once to the members who asked, digests once a
// day, and the outbox keeping mail while the SMTP server is away. A real SMTP server on loopback
// receives it (tests/support/smtp.ts); both database dialects.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/support/databases";
import { seedEntries } from "../../../tests/support/weekly-drop-votes";
import { freePort, startSmtp, type TestSmtp } from "../../../tests/support/smtp";
import { addStaff } from "../../../tests/support/staff";
import { mentorSignUp } from "../../../tests/support/leads";
import { sendDueMail, smtpTransport } from "~/platform/mail.server";
import { storeLead } from "~/features/leads/store.server";
import { announceNewItems, lastDigestTime, queueDigests, setNotifySetting } from "./notifications.server";

const SITE = "https://wyp.example.org";
const settings = { from: "WYP <team@wyp.example.org>", retryBaseMs: 60_000 };

describe.each(testDialects())("staff mail on %s", (dialect) => {
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

  const send = (now = new Date(), url = smtp.url) => sendDueMail(database.db, smtpTransport(url), settings, now);

  it("tells each member who asked, once, of a new sign-up and entry: a link, a first name and initial, no contact details", async () => {
    const owner = await addStaff(database.db, { email: "owner@example.org", role: "owner" });
    await addStaff(database.db, { email: "editor@example.org", role: "editor" });
    const leadId = await storeLead(
      database.db,
      "mentor",
      mentorSignUp("home", { lastName: "Rivera", email: "maya.rivera@example.org", phone: "212-555-0188", track: "art" }),
    );
    const [entry] = await seedEntries(database.db, [{ title: "Night Bus", status: "pending" }]);
    await database.db.updateTable("drop_entries").set({ created_at: new Date().toISOString() }).where("id", "=", entry!.id).execute();

    expect(await announceNewItems(database.db, new Date(), SITE)).toBe(2);
    expect(await announceNewItems(database.db, new Date(), SITE)).toBe(0);
    expect(await send()).toBe(2);

    // The owner asked for each item by default; the editor for none.
    expect(smtp.received.map((mail) => mail.to)).toEqual([[owner.email], [owner.email]]);
    const bySubject = (subject: string) => smtp.received.find((mail) => mail.subject.startsWith(subject));
    const [lead, weeklyDrop] = [bySubject("New mentor application"), bySubject("New Weekly Drop entry")];
    expect(lead!.subject).toBe("New mentor application: Maya R.");
    expect(lead!.text).toContain(`${SITE}/staff/leads/${leadId}`);
    expect(weeklyDrop!.subject).toBe("New Weekly Drop entry: Maya R.");
    expect(weeklyDrop!.text).toContain(`${SITE}/staff/weekly-drop/entries/${entry!.id}`);
    for (const mail of smtp.received) {
      expect(mail.text).not.toContain("maya.rivera@example.org");
      expect(mail.text).not.toContain("Rivera");
      expect(mail.text).not.toContain("555-0188");
      expect(mail.text).toContain(`${SITE}/staff/email`);
    }
  });

  it("announces nothing old when email is first turned on, and nothing to members who chose none", async () => {
    const owner = await addStaff(database.db, { email: "owner@example.org", role: "owner" });
    const old = await storeLead(database.db, "newsletter", { source: "footer", email: "old@example.org" });
    await database.db.updateTable("leads").set({ created_at: "2026-01-05T12:00:00.000Z" }).where("id", "=", old!).execute();
    expect(await announceNewItems(database.db, new Date(), SITE)).toBe(1);
    expect(await send()).toBe(0);

    await setNotifySetting(database.db, owner.id, "off");
    await storeLead(database.db, "newsletter", { source: "footer", email: "new@example.org" });
    expect(await announceNewItems(database.db, new Date(), SITE)).toBe(1);
    expect(await send()).toBe(0);
    expect(smtp.received).toEqual([]);
  });

  it("sends a digest member one mail a day for everything that arrived", async () => {
    const member = await addStaff(database.db, { email: "digest@example.org", role: "editor" });
    const monday8am = new Date("2026-11-23T13:00:00.000Z"); // 8 am in New York (EST)
    expect(lastDigestTime(new Date("2026-11-23T14:00:00.000Z"))).toEqual(monday8am);
    expect(lastDigestTime(new Date("2026-11-23T12:59:00.000Z"))).toEqual(new Date("2026-11-22T13:00:00.000Z"));
    await setNotifySetting(database.db, member.id, "digest", new Date("2026-11-22T13:00:00.000Z"));

    const arrived = ["2026-11-22T18:00:00.000Z", "2026-11-22T23:30:00.000Z", "2026-11-23T02:15:00.000Z"];
    for (const [i, at] of arrived.entries()) {
      const id = await storeLead(database.db, "crown", {
        source: "sport",
        firstName: `Ana${i}`,
        lastName: "Bell",
        email: `ana${i}@example.org`,
      });
      await database.db.updateTable("leads").set({ created_at: at }).where("id", "=", id!).execute();
    }
    // Before 8 am: nothing yet; after: one mail with the three; again the same day: nothing more.
    expect(await queueDigests(database.db, new Date("2026-11-23T12:00:00.000Z"), SITE)).toBe(0);
    expect(await queueDigests(database.db, new Date("2026-11-23T13:05:00.000Z"), SITE)).toBe(1);
    expect(await queueDigests(database.db, new Date("2026-11-23T20:00:00.000Z"), SITE)).toBe(0);
    // Sent that evening by the test's clock, not the machine's: the digest is due from 13:05 that day.
    expect(await send(new Date("2026-11-23T20:00:00.000Z"))).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const [digest] = smtp.received;
    expect(digest!.to).toEqual(["digest@example.org"]);
    expect(digest!.subject).toBe("WYP console: 3 new items since yesterday");
    for (const i of [0, 1, 2]) expect(digest!.text).toContain(`Crown access: Ana${i} B.`);
    expect(digest!.text).not.toContain("@example.org");
  });

  it("keeps mail while the SMTP server is away and sends it when it is back", async () => {
    await addStaff(database.db, { email: "owner@example.org", role: "owner" });
    await storeLead(database.db, "newsletter", { source: "footer", email: "fan@example.org" });
    await announceNewItems(database.db, new Date(), SITE);

    const port = await freePort();
    const down = new Date();
    expect(await send(down, `smtp://127.0.0.1:${port}`)).toBe(0);
    const waiting = await database.db.selectFrom("mail_outbox").selectAll().executeTakeFirstOrThrow();
    expect(waiting.attempts).toBe(1);
    expect(waiting.sent_at).toBeNull();
    expect(new Date(waiting.next_attempt_at).getTime()).toBe(down.getTime() + settings.retryBaseMs);
    // Not due yet: nothing is tried again before the wait.
    expect(await send(new Date(down.getTime() + 1_000), `smtp://127.0.0.1:${port}`)).toBe(0);

    const back = await startSmtp(port);
    try {
      expect(await send(new Date(down.getTime() + settings.retryBaseMs), back.url)).toBe(1);
      expect(back.received.map((mail) => mail.subject)).toEqual(["New newsletter sign-up"]);
    } finally {
      await back.stop();
    }
  });
});
