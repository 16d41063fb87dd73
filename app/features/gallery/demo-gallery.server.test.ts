// The demo gallery a fresh install starts with (SEED_DEMO): enough works over enough age groups for
// the gallery and its filters to show something, added once.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialects } from "../../../tests/support/databases";
import { IMAGE_WIDTHS, mediaDir, storedImageBase } from "~/platform/media.server";
import { demoArtworks, demoImageFile, seedDemoGallery } from "./demo-gallery.server";

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
    // Without a build's images (development), each was encoded here: WebP at every width.
    for (const row of rows) {
      for (const width of IMAGE_WIDTHS) {
        const stored = fs.readFileSync(path.join(mediaDir(database.dataDir), `${storedImageBase(row.image_url!)}-${width}.webp`));
        expect(stored.subarray(8, 12).toString("latin1")).toBe("WEBP");
      }
    }
  });

  it("copies the images the build encoded instead of encoding them again, each under a new name", async () => {
    database = await createTestDatabase(dialect);
    const builtDir = fs.mkdtempSync(path.join(os.tmpdir(), "wyp-demo-built-"));
    const built = (index: number, width: number) => `image ${index} at ${width} as the build encoded it`;
    for (const index of demoArtworks.keys()) {
      for (const width of IMAGE_WIDTHS) {
        fs.mkdirSync(path.dirname(path.join(builtDir, demoImageFile(index, width))), { recursive: true });
        fs.writeFileSync(path.join(builtDir, demoImageFile(index, width)), built(index, width));
      }
    }
    await seedDemoGallery(database.db, database.dataDir, builtDir);
    const rows = await database.db.selectFrom("gallery_items").select(["title", "image_url"]).execute();
    expect(new Set(rows.map((row) => row.image_url)).size).toBe(demoArtworks.length);
    for (const row of rows) {
      const index = demoArtworks.findIndex((art) => art.title === row.title);
      for (const width of IMAGE_WIDTHS) {
        const stored = path.join(mediaDir(database.dataDir), `${storedImageBase(row.image_url!)}-${width}.webp`);
        expect(fs.readFileSync(stored, "utf8")).toBe(built(index, width));
      }
    }
    fs.rmSync(builtDir, { recursive: true });
  });
});
