// The demo gallery a fresh install starts with (SEED_DEMO): enough works over enough age groups for
// the gallery and its filters to show something, added once.
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialects } from "../../../tests/support/databases";
import { seedDemoGallery } from "./demo-gallery.server";

describe.each(testDialects())("the demo gallery on %s", (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.destroy());

  it("seeds at least 12 demo artworks over at least 3 age groups, once", async () => {
    database = await createTestDatabase(dialect);
    const added = await seedDemoGallery(database.db, database.dataDir);
    expect(added).toBeGreaterThanOrEqual(12);
    expect(await seedDemoGallery(database.db, database.dataDir)).toBe(0);
    const rows = await database.db.selectFrom("gallery_items").selectAll().execute();
    expect(rows).toHaveLength(added);
    expect(new Set(rows.map((r) => r.age_group)).size).toBeGreaterThanOrEqual(3);
    expect(rows.every((r) => r.image_url?.startsWith("/media/") && r.likes === 0)).toBe(true);
    expect(typeof rows[0].created_at).toBe("string");
  });
});
