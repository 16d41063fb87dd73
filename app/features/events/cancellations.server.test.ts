// Events taken off the site are remembered for the feeds (migration 0024) on both dialects: a
// deleted or unpublished event is cancelled once, republishing forgets it, and those long past go.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialects } from "../../../tests/support/databases";
import { contentCache } from "~/platform/content-cache.server";
import { eventFormSchema } from "./event-form";
import { cancelledEvents, recordCancellation } from "./cancellations.server";
import { createEvent, deleteEvent, setEventPublished } from "./events.server";

const form = (fields: Record<string, string>) => eventFormSchema.parse({ programme: "sport", intent: "publish", ...fields });

describe.each(testDialects())("event cancellations on %s", (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    contentCache.invalidate();
    database = await createTestDatabase(dialect);
  });
  afterEach(() => database.destroy());

  it("remembers a published event made a draft or deleted, forgets one published again, never a draft", async () => {
    const { db } = database;
    const clinic = await createEvent(
      db,
      form({ title: "Clinic", titleEs: "Clínica", date: "2026-12-05", time: "14:00", endTime: "16:00" }),
    );
    const jam = await createEvent(db, form({ title: "Jam", date: "2026-12-06", time: "10:00" }));
    const draft = await createEvent(db, form({ title: "Draft", date: "2026-12-07", time: "10:00", intent: "draft" }));
    await setEventPublished(db, clinic.id, false);
    await setEventPublished(db, clinic.id, false);
    await deleteEvent(db, jam.id);
    await deleteEvent(db, draft.id);
    const rows = await cancelledEvents(db);
    expect(rows.map((row) => [row.title, row.title_es, Date.parse(row.starts_at)])).toEqual([
      ["Clinic", "Clínica", Date.parse("2026-12-05T19:00:00.000Z")],
      ["Jam", null, Date.parse("2026-12-06T15:00:00.000Z")],
    ]);
    await setEventPublished(db, clinic.id, true);
    expect((await cancelledEvents(db)).map((row) => row.title)).toEqual(["Jam"]);
  });

  it("drops cancellations of events ended more than 90 days before", async () => {
    const { db } = database;
    const old = await createEvent(db, form({ title: "Old", date: "2026-01-10", time: "10:00" }));
    await recordCancellation(db, old, new Date("2026-01-20T00:00:00Z"));
    const recent = await createEvent(db, form({ title: "Recent", date: "2026-11-10", time: "10:00" }));
    await recordCancellation(db, recent, new Date("2026-11-22T00:00:00Z"));
    contentCache.invalidate();
    expect((await cancelledEvents(db)).map((row) => row.title)).toEqual(["Recent"]);
  });
});
