import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getEnv } from "~/platform/env.server";
import { sendDueMail, smtpTransport } from "~/platform/mail.server";
import { createTestDatabase, type TestDatabase, testDialects } from "../../../tests/support/databases";
import { startSmtp, type TestSmtp } from "../../../tests/support/smtp";
import { addStaff, STAFF_PASSWORD } from "../../../tests/support/staff";
import {
  accountForSetupToken,
  accountSlowdownMs,
  changePassword,
  changeStaffRole,
  completeSetup,
  createStaffAccount,
  hashPassword,
  PasswordHashBusyError,
  passwordProblem,
  queueLinkMail,
  RESET_LINK_MS,
  setStaffDisabled,
  staffMailLinks,
  verifyPassword,
} from "./auth.server";
import { staffMail } from "./copy/staff-mail";
import { WorkSlots, WorkSlotsBusyError } from "~/platform/work-slots.server";

describe("staff passwords", () => {
  it("are stored as salted scrypt hashes that verify only the same password", async () => {
    const stored = await hashPassword("lime canoe orbit fig");
    // N as PASSWORD_HASH_LOG_N says (the tests' 2^12; production's 2^17 is checked end to end in tests/http/staff-sign-in.test.ts).
    expect(stored).toMatch(new RegExp(`^scrypt\\$${2 ** getEnv().PASSWORD_HASH_LOG_N}\\$8\\$1\\$[A-Za-z0-9_-]{22}\\$[A-Za-z0-9_-]{43}$`));
    expect(stored).not.toContain("lime");
    expect(await hashPassword("lime canoe orbit fig")).not.toBe(stored);
    expect(await verifyPassword("lime canoe orbit fig", stored)).toBe(true);
    expect(await verifyPassword("lime canoe orbit fog", stored)).toBe(false);
    expect(await verifyPassword("anything", "md5$abc")).toBe(false);
  });

  it("refuse short, long, common and email-based choices, and accept a passphrase", async () => {
    const email = "maria.lopez@example.org";
    expect(await passwordProblem("eleven char", email)).toBe("Use at least 12 characters.");
    expect(await passwordProblem("x".repeat(129), email)).toBe("Use at most 128 characters.");
    expect(await passwordProblem("aaaaaaaaaaaaaaaa", email)).toMatch(/one character repeated/);
    expect(await passwordProblem("qwertyuiop123", email)).toMatch(/too common/);
    expect(await passwordProblem("Password12345!", email)).toMatch(/too common/);
    expect(await passwordProblem("maria.lopez2024!", email)).toMatch(/email address/);
    expect(await passwordProblem("lime canoe orbit fig", email)).toBeNull();
  });

  it("check at most two at once with eight waiting; the next is refused at once with a retry time, and then served", async () => {
    const stored = await hashPassword("lime canoe orbit fig");
    const attempts = Array.from({ length: 11 }, () => verifyPassword("lime canoe orbit fig", stored).then(String, (error) => error));
    const outcomes = await Promise.all(attempts);
    const refused = outcomes.filter((outcome) => outcome instanceof PasswordHashBusyError);
    expect(outcomes.filter((outcome) => outcome === "true")).toHaveLength(10);
    expect(refused).toHaveLength(1);
    expect((refused[0] as PasswordHashBusyError).retryAfterSeconds).toBeGreaterThan(0);
    // The line clears: the next check is served.
    expect(await verifyPassword("lime canoe orbit fig", stored)).toBe(true);
  });
});

describe("work slots", () => {
  it("run at most `concurrency` at once, hand a freed slot to the longest waiter, and refuse past the line", async () => {
    const slots = new WorkSlots({ what: "jobs", concurrency: 2, queueLimit: 2, retryAfterSeconds: 3 });
    const order: number[] = [];
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const job = (n: number) =>
      slots.run(async () => {
        running += 1;
        most = Math.max(most, running);
        order.push(n);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        return n;
      });
    const done = [job(1), job(2), job(3), job(4)];
    await expect(job(5)).rejects.toEqual(new WorkSlotsBusyError(3, "jobs"));
    expect(slots.load()).toEqual({ running: 2, waiting: 2 });
    // The freed slot goes to the first in line; a newcomer then waits behind the line.
    releases.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([1, 2, 3]);
    expect(slots.load()).toEqual({ running: 2, waiting: 1 });
    const late = job(6);
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([1, 2, 3]);
    while (order.length < 5 || releases.length > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all([...done, late])).toEqual([1, 2, 3, 4, 6]);
    expect(order).toEqual([1, 2, 3, 4, 6]);
    expect(most).toBe(2);
    expect(slots.load()).toEqual({ running: 0, waiting: 0 });
  });
});

describe("sign-in to an account someone is guessing", () => {
  it("waits nothing within the allowance, then a quarter second doubling with each failure, never more than ten seconds", () => {
    expect([0, 4].map((failures) => accountSlowdownMs(failures, 5))).toEqual([0, 0]);
    expect([5, 6, 7, 8, 9, 10].map((failures) => accountSlowdownMs(failures, 5))).toEqual([250, 500, 1000, 2000, 4000, 8000]);
    expect([11, 12, 1_000_000].map((failures) => accountSlowdownMs(failures, 5))).toEqual([10_000, 10_000, 10_000]);
  });
});

describe.each(testDialects())("changing a staff member's role on %s", (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(() => database.destroy());

  const roleOf = async (id: string) =>
    (await database.db.selectFrom("staff_users").select("role").where("id", "=", id).executeTakeFirstOrThrow()).role;
  const active = async (email: string, role: "owner" | "editor") => {
    const account = await createStaffAccount(database.db, email, role);
    return (await completeSetup(database.db, account.token, "correct horse battery staple"))!;
  };

  it("makes an editor an owner and back, while another active owner remains", async () => {
    const owner = await active("owner@example.org", "owner");
    const editor = await active("editor@example.org", "editor");
    expect(await changeStaffRole(database.db, editor.id, "owner")).toEqual({ result: "changed", from: "editor" });
    expect(await roleOf(editor.id)).toBe("owner");
    expect(await changeStaffRole(database.db, editor.id, "owner")).toEqual({ result: "unchanged", from: "owner" });
    // Two owners: either may step down, and then the other is the last.
    expect(await changeStaffRole(database.db, owner.id, "editor")).toEqual({ result: "changed", from: "owner" });
    expect(await changeStaffRole(database.db, editor.id, "editor")).toEqual({ result: "last-owner" });
    expect(await roleOf(editor.id)).toBe("owner");
    expect(await changeStaffRole(database.db, "00000000-0000-4000-8000-000000000000", "owner")).toEqual({ result: "not-found" });
  });

  it("never counts a disabled owner or one who has not set a password as the owner who remains", async () => {
    const owner = await active("owner@example.org", "owner");
    const disabled = await active("gone@example.org", "owner");
    await setStaffDisabled(database.db, disabled.id, true);
    await createStaffAccount(database.db, "invited@example.org", "owner");
    expect(await changeStaffRole(database.db, owner.id, "editor")).toEqual({ result: "last-owner" });
    expect(await roleOf(owner.id)).toBe("owner");
  });

  it("lets only one of two owners demoting each other at the same moment succeed", async () => {
    const first = await active("first@example.org", "owner");
    const second = await active("second@example.org", "owner");
    const results = await Promise.all([
      changeStaffRole(database.db, first.id, "editor"),
      changeStaffRole(database.db, second.id, "editor"),
    ]);
    expect(results.map((r) => r.result).sort()).toEqual(["changed", "last-owner"]);
    expect([await roleOf(first.id), await roleOf(second.id)].sort()).toEqual(["editor", "owner"]);
  });
});

describe.each(testDialects())("links mailed to staff on %s", (dialect) => {
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

  const send = (now: Date) =>
    sendDueMail(
      database.db,
      smtpTransport(smtp.url),
      { from: "WYP <team@wyp.example.org>", retryBaseMs: 60_000, links: staffMailLinks },
      now,
    );
  const askReset = (account: { id: string; email: string }, now: Date) =>
    queueLinkMail(database.db, account, "reset", (link) => staffMail.passwordReset(link, RESET_LINK_MS / 60_000), now);
  const tokenIn = (text: string) => /\/staff\/setup\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";
  const outbox = () => database.db.selectFrom("mail_outbox").select(["body", "sent_at"]).execute();

  it("makes a link only as its mail is sent, mails only the newest reset asked for, and leaves the invitation alone", async () => {
    const asked = new Date();
    const invited = await createStaffAccount(database.db, "newbie@example.org", "editor");
    await askReset(invited, asked);
    await askReset(invited, new Date(asked.getTime() + 1_000));
    // Waiting to be sent, a mail holds no link at all.
    expect((await outbox()).map((mail) => tokenIn(mail.body))).toEqual(["", ""]);

    // The SMTP server was away for ten minutes: the link's thirty minutes start when it is mailed.
    const sentAt = new Date(asked.getTime() + 10 * 60_000);
    expect(await send(sentAt)).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const token = tokenIn(smtp.received[0]!.text);
    expect(await accountForSetupToken(database.db, token, new Date(sentAt.getTime() + RESET_LINK_MS - 1_000))).toMatchObject({
      email: "newbie@example.org",
      purpose: "reset",
    });
    expect(await accountForSetupToken(database.db, token, new Date(sentAt.getTime() + RESET_LINK_MS + 1_000))).toBeUndefined();
    // What was sent is gone from the outbox; the mail older than the newest request was never sent.
    expect(await outbox()).toEqual([{ body: "", sent_at: expect.anything() }]);
    expect(await accountForSetupToken(database.db, invited.token, sentAt)).toBeDefined();

    // Using either link voids the other.
    expect(await completeSetup(database.db, token, "lime canoe orbit fig", sentAt)).toBeDefined();
    expect(await accountForSetupToken(database.db, invited.token, sentAt)).toBeUndefined();
  });

  it("drops a reset mail whose link a password change voided before it was sent", async () => {
    const member = await addStaff(database.db, { email: "member@example.org", role: "editor" });
    await askReset(member, new Date());
    expect(await changePassword(database.db, member, STAFF_PASSWORD, "lantern orchard violet seventeen", "192.0.2.1")).toEqual({
      ok: true,
    });
    expect(await send(new Date())).toBe(0);
    expect(smtp.received).toEqual([]);
    expect(await outbox()).toEqual([]);
  });
});
