// The privacy notice's promises as an operator would check them: old leads and backups go, and
// one person can be erased on request, from the database file itself too.
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { privacyNotice } from "~/features/site/copy/legal.en";
import { retention } from "~/platform/retention-periods";
import { applyRetention } from "~/retention.server";
import { backupsDir } from "~/platform/backups.server";
import { deleteRejectedPhotos, REJECTED_PHOTO_KEEP_MS } from "~/features/weekly-drop/retention.server";
import { storeLead } from "~/features/leads/store.server";
import { mediaDir, storeImage } from "~/platform/media.server";
import { weekTimes } from "~/features/weekly-drop/cycle";
import sharp from "sharp";
import { sqlitePath } from "../../db/connect";
import { createTestDatabase, testDialects, type TestDatabase } from "../support/databases";
import { mentorSignUp } from "../support/leads";
import { runOperatorCommand } from "./operator";
import { queueMail } from "../../app/platform/mail.server";

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDialects())("retention and erasure on %s", (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(() => database.destroy());

  const storeAt = async (email: string, createdAt: Date) => {
    const id = await storeLead(database.db, "crown", { source: "sport", firstName: "Ana", lastName: "B", email });
    await database.db.updateTable("leads").set({ created_at: createdAt.toISOString() }).where("id", "=", id!).execute();
    return id!;
  };
  const leadEmails = async () => (await database.db.selectFrom("leads").select("email").orderBy("email").execute()).map((row) => row.email);

  it("deletes leads (and their outbox rows) past the notice's months, backups past its days, and audit entries past a year", async () => {
    const now = new Date("2026-11-22T12:00:00Z");
    await storeAt("expired@example.org", new Date("2024-11-21T12:00:00Z"));
    await storeAt("kept@example.org", new Date("2024-11-23T12:00:00Z"));
    await storeAt("new@example.org", now);
    const backups = backupsDir(database.dataDir);
    fs.mkdirSync(backups, { recursive: true });
    for (const [name, ageDays] of [
      ["old.sqlite", retention.backupDays + 1],
      ["recent.sqlite", retention.backupDays - 1],
    ] as const) {
      fs.writeFileSync(path.join(backups, name), "backup");
      const at = new Date(now.getTime() - ageDays * DAY_MS);
      fs.utimesSync(path.join(backups, name), at, at);
    }

    // The console's audit log is kept one year.
    for (const [id, at] of [
      ["old-entry", new Date(now.getTime() - 366 * DAY_MS)],
      ["recent-entry", new Date(now.getTime() - 364 * DAY_MS)],
    ] as const) {
      await database.db
        .insertInto("audit_log")
        .values({ id, at: at.toISOString(), actor_id: null, actor_email: null, action: "sign-in", target: null, detail: null })
        .execute();
    }

    // Staff mail is kept a week once sent or given up; mail still waiting is never deleted.
    const day = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
    await queueMail(
      database.db,
      [1, 2, 3, 4].map((n) => ({ to: "owner@example.org", subject: `Mail ${n}`, body: "A new sign-up." })),
      new Date(day(30)),
    );
    const mails = (await database.db.selectFrom("mail_outbox").select("id").orderBy("subject").execute()).map((row) => row.id);
    await database.db
      .updateTable("mail_outbox")
      .set({ sent_at: day(retention.staffMailDays + 1) })
      .where("id", "=", mails[0]!)
      .execute();
    await database.db
      .updateTable("mail_outbox")
      .set({ failed_at: day(retention.staffMailDays + 1) })
      .where("id", "=", mails[1]!)
      .execute();
    await database.db
      .updateTable("mail_outbox")
      .set({ sent_at: day(retention.staffMailDays - 1) })
      .where("id", "=", mails[2]!)
      .execute();
    // Insights: daily counts older than 25 months go (Nov 22, 2026: Oct 22, 2024 is the oldest kept).
    await database.db
      .insertInto("insight_counts")
      .values(["2024-10-21", "2024-10-22"].map((day) => ({ day, dimension: "day" as const, value: "", views: 1, visitors: 1 })))
      .execute();
    // Web Vitals too, by the same period (issue 45).
    await database.db
      .insertInto("insight_vitals")
      .values(
        ["2024-10-21", "2024-10-22"].map((day) => ({
          day,
          page: "/art",
          device: "phone" as const,
          metric: "lcp" as const,
          bucket: 0,
          views: 1,
        })),
      )
      .execute();

    expect(await applyRetention(database.db, database.dataDir, now)).toEqual({
      leads: 1,
      weeklyDropEntries: 0,
      rejectedPhotos: 0,
      backups: 1,
      auditEntries: 1,
      staffMail: 2,
      insightDays: 1,
      insightVitalDays: 1,
    });
    expect(await database.db.selectFrom("insight_vitals").select("day").execute()).toEqual([{ day: "2024-10-22" }]);
    expect((await database.db.selectFrom("mail_outbox").select("subject").orderBy("subject").execute()).map((row) => row.subject)).toEqual([
      "Mail 3",
      "Mail 4",
    ]);
    expect((await database.db.selectFrom("audit_log").select("id").execute()).map((row) => row.id)).toEqual(["recent-entry"]);
    expect(await leadEmails()).toEqual(["kept@example.org", "new@example.org"]);
    expect(await database.db.selectFrom("webhook_deliveries").select("lead_id").execute()).toHaveLength(2);
    expect(fs.readdirSync(backups)).toEqual(["recent.sqlite"]);
  });

  it("deletes Weekly Drop entries, their votes and their images the notice's days after the week's announcement, keeping a winner's shown image", async () => {
    const db = database.db;
    const photo = (colour: string) =>
      sharp({ create: { width: 64, height: 64, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const [wonImage, lostImage, recentImage] = await Promise.all(
      ["#ff0000", "#00ff00", "#0000ff"].map(async (colour) => storeImage(database.dataDir, await photo(colour))),
    );
    const entry = (id: string, week: string, image_url: string) =>
      db
        .insertInto("drop_entries")
        .values({
          id,
          week,
          title: id,
          description: "d",
          first_name: "Ana",
          last_initial: "B",
          age: 15,
          borough: "Bronx",
          email: `${id}@example.org`,
          image_url,
          status: "approved",
        })
        .execute();
    await entry("won", "2026-09-14", wonImage);
    await entry("lost", "2026-09-14", lostImage);
    await entry("recent", "2026-09-21", recentImage);
    await db.insertInto("drop_votes").values({ week: "2026-09-14", visitor_id: "v1", entry_id: "lost" }).execute();
    // The winner joined the gallery (with the consent given): its image must stay.
    await db.insertInto("gallery_items").values({ id: "g1", title: "won", image_url: wonImage, drop_week: "2026-09-14" }).execute();

    // The day the 2026-09-14 week's period ends; the next week's is a week later.
    const now = new Date(weekTimes("2026-09-14").announcement.getTime() + retention.dropEntryDays * DAY_MS);
    const deleted = await applyRetention(db, database.dataDir, now);
    expect(deleted.weeklyDropEntries).toBe(2);

    const left = await db.selectFrom("drop_entries").select(["id", "email"]).execute();
    expect(left).toEqual([{ id: "recent", email: "recent@example.org" }]);
    expect(await db.selectFrom("drop_votes").selectAll().execute()).toEqual([]);
    const files = fs.readdirSync(mediaDir(database.dataDir));
    const base = (url: string) => path.basename(url).replace(/-800\.webp$/, "");
    expect(files.filter((file) => file.startsWith(base(wonImage)))).toHaveLength(2);
    expect(files.filter((file) => file.startsWith(base(lostImage)))).toEqual([]);
    expect(files.filter((file) => file.startsWith(base(recentImage)))).toHaveLength(2);
  });

  it("deletes a rejected entry's photo files within a day of the rejection, keeping the entry and every other photo (issue 27, row 8)", async () => {
    const db = database.db;
    const photo = (colour: string) =>
      sharp({ create: { width: 64, height: 64, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const [rejectedImage, freshlyRejectedImage, pendingImage] = await Promise.all(
      ["#ff0000", "#00ff00", "#0000ff"].map(async (colour) => storeImage(database.dataDir, await photo(colour))),
    );
    const rejectedAt = new Date("2026-11-25T12:00:00.000Z");
    const entry = (id: string, image_url: string, status: "rejected" | "pending", reviewedAt: Date | null) =>
      db
        .insertInto("drop_entries")
        .values({
          id,
          week: "2026-11-30",
          title: id,
          description: "d",
          first_name: "Ana",
          last_initial: "B",
          age: 15,
          borough: "Bronx",
          email: `${id}@example.org`,
          image_url,
          status,
          reviewed_at: reviewedAt?.toISOString() ?? null,
        })
        .execute();
    await entry("rejected", rejectedImage, "rejected", rejectedAt);
    await entry("fresh", freshlyRejectedImage, "rejected", new Date(rejectedAt.getTime() + REJECTED_PHOTO_KEEP_MS));
    await entry("pending", pendingImage, "pending", null);

    // Within the time a moderator's mistake can still be undone, nothing goes.
    expect(await deleteRejectedPhotos(db, database.dataDir, new Date(rejectedAt.getTime() + REJECTED_PHOTO_KEEP_MS - 1000))).toBe(0);
    const now = new Date(rejectedAt.getTime() + REJECTED_PHOTO_KEEP_MS + 60 * 60 * 1000);
    expect(await deleteRejectedPhotos(db, database.dataDir, now)).toBe(1);

    const rows = await db.selectFrom("drop_entries").select(["id", "image_url", "status"]).orderBy("id").execute();
    expect(rows).toEqual([
      { id: "fresh", image_url: freshlyRejectedImage, status: "rejected" },
      { id: "pending", image_url: pendingImage, status: "pending" },
      { id: "rejected", image_url: "", status: "rejected" },
    ]);
    const files = fs.readdirSync(mediaDir(database.dataDir));
    const base = (url: string) => path.basename(url).replace(/-800\.webp$/, "");
    expect(files.filter((file) => file.startsWith(base(rejectedImage)))).toEqual([]);
    expect(files.filter((file) => file.startsWith(base(freshlyRejectedImage)))).toHaveLength(2);
    expect(files.filter((file) => file.startsWith(base(pendingImage)))).toHaveLength(2);
    // A second pass finds nothing more to do.
    expect(await deleteRejectedPhotos(db, database.dataDir, now)).toBe(0);
  });

  it("npm run leads -- forget EMAIL erases every lead of that address and says what went", async () => {
    const mentor = await storeLead(database.db, "mentor", mentorSignUp("art", { program: "gallery" }));
    await storeLead(database.db, "newsletter", { source: "footer", email: "maya@example.org" });
    await storeLead(database.db, "newsletter", { source: "footer", email: "someone.else@example.org" });
    await database.db.updateTable("webhook_deliveries").set({ status: "delivered" }).where("lead_id", "=", mentor!).execute();

    const result = await runOperatorCommand("scripts/leads.ts", ["forget", " Maya@Example.org "], database);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("Erased for Maya@Example.org: 2 lead(s)");
    expect(result.stdout).toMatch(/mentor from art, sent .* \(had been delivered to the webhook\)/);
    expect(result.stdout).toMatch(/newsletter from footer, sent .* \(delivery pending, now never sent\)/);
    expect(result.stdout).toContain("The lead-capture service received the delivered ones: delete them there too.");

    expect(await leadEmails()).toEqual(["someone.else@example.org"]);
    expect(await database.db.selectFrom("webhook_deliveries").select("lead_id").execute()).toHaveLength(1);
    if (dialect === "sqlite") {
      // Not even in the file's free pages or its write-ahead log.
      for (const file of [sqlitePath(database.dataDir), `${sqlitePath(database.dataDir)}-wal`]) {
        if (fs.existsSync(file)) expect(fs.readFileSync(file).includes("maya@example.org"), file).toBe(false);
      }
    }

    const again = await runOperatorCommand("scripts/leads.ts", ["forget", "maya@example.org"], database);
    expect(again.stdout.trim()).toBe("Nothing stored for maya@example.org.");
  });
});

describe("the privacy notice", () => {
  it("states the periods the code applies", () => {
    const kept = privacyNotice.sections.find((section) => section.heading === "How long we keep it")!.paragraphs.join("\n");
    expect(kept).toContain(`kept on this website for ${retention.leadsMonths} months from the day you send it, then deleted automatically`);
    expect(kept).toContain(`Backup copies of the website's data are deleted after ${retention.backupDays} days`);
    expect(kept).toContain("we erase every form sent from your email address");
    const weeklyDrop = privacyNotice.sections.find((section) => section.heading === "The Weekly Drop")!.paragraphs.join("\n");
    expect(weeklyDrop).toContain(`deleted ${retention.dropEntryDays} days after the week's winner is announced`);
    expect(weeklyDrop).toContain("never sent to our lead-capture service");
    const visits = privacyNotice.sections.find((section) => section.heading === "How we count visits")!.paragraphs.join("\n");
    expect(visits).toContain(
      `daily totals (views and visitors per page, language, source, campaign and type of device) for ${retention.insightsMonths} months`,
    );
    expect(visits).toContain("No cookie is set and nothing is saved on your device: even the language you choose");
    expect(visits).toContain("only adds one to that day's total for it: the source is not kept with your sign-up");
    expect(visits).toContain("the secret value and the codes are deleted when the day ends");
    expect(visits).toContain("how quickly it loaded, answered your taps and held still");
    expect(visits).toContain("Global Privacy Control, your visits are not counted");
  });
});
