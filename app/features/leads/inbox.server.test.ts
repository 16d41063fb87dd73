import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/support/databases";
import type { DeliveryStatus } from "../../../db/schema";
import { exportLeadsCsv } from "./export.server";
import { parseLeadFilter, type LeadFilter } from "./inbox";
import { InboxCursorError, leadDetail, listLeads, signupsPerWeek, updateFollowUp } from "./inbox.server";
import { deliveryToDos, signUpToDos } from "./to-do.server";
import { storeLead } from "./store.server";
import { deleteExpiredLeads, forgetEmail } from "~/features/leads/retention.server";

describe.each(testDialects())("staff inbox data on %s", (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(() => database.destroy());
  const coordinator = { email: "coordinator@wyp.example" };

  /** A lead sent at `at` (UTC) whose delivery is in `delivery`. */
  const lead = async (email: string, at: string, options: { kind?: "crown" | "newsletter"; delivery?: DeliveryStatus } = {}) => {
    const id =
      options.kind === "newsletter"
        ? await storeLead(database.db, "newsletter", { source: "footer", email })
        : await storeLead(database.db, "crown", { source: "sport", firstName: "Ana", lastName: "B", email });
    await database.db.updateTable("leads").set({ created_at: at }).where("id", "=", id!).execute();
    if (options.delivery)
      await database.db.updateTable("webhook_deliveries").set({ status: options.delivery }).where("lead_id", "=", id!).execute();
    return id!;
  };
  const emails = async (filter: LeadFilter, after?: string, limit?: number) =>
    (await listLeads(database.db, filter, after, limit)).leads.map((row) => row.email);

  it("lists newest first and narrows by kind, page, delivery and follow-up", async () => {
    await lead("old@example.org", "2026-11-01T15:00:00.000Z", { delivery: "delivered" });
    await lead("news@example.org", "2026-11-10T15:00:00.000Z", { kind: "newsletter", delivery: "failed" });
    const crown = await lead("new@example.org", "2026-11-20T15:00:00.000Z");
    await updateFollowUp(database.db, crown, { followUp: "contacted", note: "" }, coordinator);

    expect(await emails({})).toEqual(["new@example.org", "news@example.org", "old@example.org"]);
    expect(await emails({ kind: "crown" })).toEqual(["new@example.org", "old@example.org"]);
    expect(await emails({ source: "footer" })).toEqual(["news@example.org"]);
    expect(await emails({ delivery: "failed" })).toEqual(["news@example.org"]);
    expect(await emails({ delivery: "pending" })).toEqual(["new@example.org"]);
    expect(await emails({ followUp: "new" })).toEqual(["news@example.org", "old@example.org"]);
    expect(await emails({ followUp: "contacted" })).toEqual(["new@example.org"]);
  });

  it("reads the date range as New York days, both ends included", async () => {
    // 23:30 on Nov 21 in New York (EST, UTC-5) is already Nov 22 in UTC.
    await lead("late@example.org", "2026-11-22T04:30:00.000Z");
    await lead("morning@example.org", "2026-11-22T05:30:00.000Z");
    await lead("sunday-night@example.org", "2026-11-23T04:59:59.000Z");
    expect(await emails({ to: "2026-11-21" })).toEqual(["late@example.org"]);
    expect(await emails({ from: "2026-11-22", to: "2026-11-22" })).toEqual(["sunday-night@example.org", "morning@example.org"]);
    expect(await emails({ from: "2026-11-23" })).toEqual([]);
  });

  it("pages by keyset: no lead lost or repeated when new ones arrive between pages", async () => {
    const same = "2026-11-20T15:00:00.000Z";
    for (let i = 0; i < 5; i++) await lead(`p${i}@example.org`, i < 3 ? same : `2026-11-1${i}T15:00:00.000Z`);
    const first = await listLeads(database.db, {}, undefined, 2);
    await lead("arrived@example.org", "2026-11-21T15:00:00.000Z");
    const second = await listLeads(database.db, {}, first.nextCursor!, 2);
    const third = await listLeads(database.db, {}, second.nextCursor!, 2);
    const seen = [...first.leads, ...second.leads, ...third.leads].map((row) => row.email);
    expect(seen.sort()).toEqual(["p0@example.org", "p1@example.org", "p2@example.org", "p3@example.org", "p4@example.org"]);
    expect(third.nextCursor).toBeNull();
    await expect(listLeads(database.db, {}, "not-a-cursor")).rejects.toBeInstanceOf(InboxCursorError);
  });

  it("keeps a follow-up status and note, and says which of them changed", async () => {
    const id = await lead("ana@example.org", "2026-11-20T15:00:00.000Z");
    expect(await updateFollowUp(database.db, id, { followUp: "contacted", note: "Called, call back Friday" }, coordinator)).toMatchObject({
      status: true,
      note: true,
    });
    expect(await updateFollowUp(database.db, id, { followUp: "contacted", note: "Called, call back Friday" }, coordinator)).toMatchObject({
      status: false,
      note: false,
    });
    const detail = await leadDetail(database.db, id);
    expect(detail?.lead).toMatchObject({ follow_up: "contacted", follow_up_note: "Called, call back Friday" });
    expect(await updateFollowUp(database.db, "missing", { followUp: "closed", note: "" }, coordinator)).toBeUndefined();
  });

  it("keeps every saved follow-up with who saved it, newest first, and forgets it with the sign-up", async () => {
    const id = await lead("ana@example.org", "2026-11-20T15:00:00.000Z");
    const other = await lead("other@example.org", "2026-11-20T16:00:00.000Z");
    // Every save in the same millisecond: the history must still read in the order they were made.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-21T15:00:00.000Z") });
    onTestFinished(() => void vi.useRealTimers());
    await updateFollowUp(database.db, id, { followUp: "contacted", note: "Left a message" }, coordinator);
    await updateFollowUp(database.db, id, { followUp: "contacted", note: "Left a message" }, { email: "second@wyp.example" });
    await updateFollowUp(database.db, id, { followUp: "closed", note: "Joined the Friday session" }, { email: "second@wyp.example" });
    await updateFollowUp(database.db, other, { followUp: "closed", note: "" }, coordinator);
    const history = (await leadDetail(database.db, id))?.followUps;
    // The unchanged save is not a step of its history; the first note is still there after the second.
    expect(history?.map(({ actor_email, follow_up, note }) => ({ actor_email, follow_up, note }))).toEqual([
      { actor_email: "second@wyp.example", follow_up: "closed", note: "Joined the Friday session" },
      { actor_email: "coordinator@wyp.example", follow_up: "contacted", note: "Left a message" },
    ]);
    await forgetEmail(database.db, "ana@example.org");
    expect(await database.db.selectFrom("lead_follow_ups").select("lead_id").execute()).toEqual([{ lead_id: other }]);
  });

  it("counts sign-ups per New York week by kind, Monday to Sunday", async () => {
    const now = new Date("2026-11-22T17:00:00.000Z"); // Sunday Nov 22, noon in New York
    await lead("this-monday@example.org", "2026-11-16T05:30:00.000Z"); // Mon Nov 16, 00:30 New York
    await lead("last-sunday@example.org", "2026-11-16T04:30:00.000Z", { kind: "newsletter" }); // Sun Nov 15, 23:30
    await lead("too-old@example.org", "2026-08-01T15:00:00.000Z");
    const weeks = await signupsPerWeek(database.db, now, 12);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({ week: "2026-11-16", counts: { mentor: 0, partnership: 0, crown: 1, newsletter: 0 } });
    expect(weeks.at(-2)).toEqual({ week: "2026-11-09", counts: { mentor: 0, partnership: 0, crown: 0, newsletter: 1 } });
    expect(weeks[0].week).toBe("2026-08-31");
    expect(weeks.reduce((sum, week) => sum + week.counts.crown + week.counts.newsletter, 0)).toBe(2);
  });

  it("lists sign-ups not yet contacted by kind, never newsletter subscribers, with the oldest's age and the filtered inbox", async () => {
    const now = new Date("2026-11-23T15:00:00.000Z");
    await lead("news-old@example.org", "2026-11-20T15:00:00.000Z", { kind: "newsletter" });
    await lead("news-new@example.org", "2026-11-23T10:00:00.000Z", { kind: "newsletter" });
    await lead("crown@example.org", "2026-11-22T09:00:00.000Z");
    const contacted = await lead("done@example.org", "2026-11-01T15:00:00.000Z");
    await updateFollowUp(database.db, contacted, { followUp: "contacted", note: "" }, coordinator);
    await lead("crown-new@example.org", "2026-11-23T10:00:00.000Z");
    // Newsletter subscribers are counted and exported, not chased: they are no to-do.
    expect(await signUpToDos(database.db, now)).toEqual([
      {
        id: "leads-new-crown",
        text: "2 new sign-ups not yet contacted: Crown access",
        detail: "Oldest 1 day.",
        href: "/staff/leads?kind=crown&followUp=new",
      },
    ]);
    await updateFollowUp(
      database.db,
      (await database.db.selectFrom("leads").select("id").where("email", "=", "crown@example.org").executeTakeFirstOrThrow()).id,
      {
        followUp: "closed",
        note: "",
      },
      coordinator,
    );
    expect((await signUpToDos(database.db, new Date("2026-11-23T10:30:00.000Z"))).map((item) => item.detail)).toEqual([
      "Oldest under an hour.",
    ]);
    await database.db.updateTable("leads").set({ follow_up: "contacted" }).execute();
    expect(await signUpToDos(database.db, now)).toEqual([]);
  });

  it("says how many sign-ups could not be delivered, and nothing about deliveries without a webhook", async () => {
    const webhook = "https://hooks.example.org/leads";
    await lead("a@example.org", "2026-11-20T15:00:00.000Z", { delivery: "failed" });
    await lead("b@example.org", "2026-11-20T15:00:00.000Z", { delivery: "failed" });
    await lead("c@example.org", "2026-11-20T15:00:00.000Z", { delivery: "delivered" });
    await lead("d@example.org", "2026-11-20T15:00:00.000Z");
    expect(await deliveryToDos(database.db, webhook)).toEqual([
      {
        id: "leads-failed-deliveries",
        text: "2 sign-ups could not be sent to your marketing service",
        detail: "Open them to see why, then retry.",
        href: "/staff/leads?delivery=failed",
      },
    ]);
    expect(await deliveryToDos(database.db, undefined)).toEqual([]);
    await database.db.updateTable("webhook_deliveries").set({ status: "delivered" }).execute();
    expect(await deliveryToDos(database.db, webhook)).toEqual([]);
  });

  it("exports the inbox's filter as CSV, and erasure takes the attempt log too", async () => {
    await lead("in@example.org", "2026-11-20T15:00:00.000Z", { delivery: "failed" });
    await lead("out@example.org", "2026-11-20T15:00:00.000Z");
    let csv = "";
    expect(await exportLeadsCsv(database.db, (chunk) => (csv += chunk), { delivery: "failed", from: "2026-11-20" })).toBe(1);
    expect(csv).toContain("in@example.org");
    expect(csv).not.toContain("out@example.org");

    const id = await lead("gone@example.org", "2026-11-20T15:00:00.000Z");
    await database.db
      .insertInto("webhook_attempts")
      .values({ id: "a1", lead_id: id, at: "2026-11-20T15:00:01.000Z", status: 500, error: "HTTP 500", duration_ms: 12 })
      .execute();
    expect((await leadDetail(database.db, id))?.attempts).toHaveLength(1);
    await forgetEmail(database.db, "gone@example.org");
    expect(await database.db.selectFrom("webhook_attempts").selectAll().execute()).toEqual([]);

    // An attempt recorded just as its lead was erased is swept by the retention pass.
    await database.db
      .insertInto("webhook_attempts")
      .values({ id: "a2", lead_id: id, at: "2026-11-20T15:00:02.000Z", status: 200, error: null, duration_ms: 9 })
      .execute();
    await deleteExpiredLeads(database.db);
    expect(await database.db.selectFrom("webhook_attempts").selectAll().execute()).toEqual([]);
  });
});

describe("inbox filters from the URL", () => {
  it("takes empty fields as any, and refuses values that are not on the lists or not dates", () => {
    expect(parseLeadFilter(new URLSearchParams("kind=&source=art&from=2026-11-01&delivery=failed"))).toEqual({
      ok: true,
      filter: { source: "art", from: "2026-11-01", delivery: "failed" },
    });
    const bad = parseLeadFilter(new URLSearchParams("kind=admin&from=2026-02-30&to=2026-01-01&followUp=x"));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.keys(bad.fieldErrors).sort()).toEqual(["followUp", "from", "kind"]);
    const reversed = parseLeadFilter(new URLSearchParams("from=2026-11-02&to=2026-11-01"));
    expect(reversed.ok || reversed.fieldErrors.to).toEqual(["The end date is before the start date."]);
  });
});
