import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialects } from "../tests/support/databases";
import { galleryCli } from "../tests/support/gallery";

describe.each(testDialects())("npm run gallery on %s", (dialect) => {
  // The CLI only needs where the data lives: a migrated database, no server.
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("imports a CSV export of the original table as is: images become our media, likes become like rows", async () => {
    const dir = fs.mkdtempSync(path.join(database.dataDir, "export-"));
    // A JPEG with EXIF metadata, as a phone would make it.
    await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#ff3d9a" } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: "Somebody's phone" } } })
      .toFile(path.join(dir, "sunset.jpg"));
    const csv = [
      "id,title,description,image_url,artist_name,age_group,likes,display_order,created_at",
      `11,"Sunset, Harlem","Oil on ""canvas""",sunset.jpg,Ava R.,13-15,3,1,2024-06-01T12:00:00+00:00`,
      "12,,,,,9-12,0,,2024-06-02T12:00:00+00:00",
    ].join("\n");
    fs.writeFileSync(path.join(dir, "gallery_items.csv"), csv);

    const result = await galleryCli(database, ["import", path.join(dir, "gallery_items.csv")]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("Imported 2 item(s), 1 image(s) stored.");

    const item = await database.db.selectFrom("gallery_items").selectAll().where("id", "=", "11").executeTakeFirstOrThrow();
    expect(item).toMatchObject({
      title: "Sunset, Harlem",
      description: 'Oil on "canvas"',
      artist_name: "Ava R.",
      age_group: "13-15",
      likes: 3,
      display_order: 1,
    });
    expect(new Date(item.created_at).toISOString()).toBe("2024-06-01T12:00:00.000Z");
    expect(item.image_url).toMatch(/^\/media\/[0-9a-f]{16}-800\.webp$/);
    const stored = path.join(database.dataDir, item.image_url!);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
    const rows = await database.db.selectFrom("gallery_likes").select("visitor_id").where("item_id", "=", "11").execute();
    expect(rows).toHaveLength(3);

    // Importing again updates by id and counts nothing twice.
    expect((await galleryCli(database, ["import", path.join(dir, "gallery_items.csv")])).code).toBe(0);
    const again = await database.db.selectFrom("gallery_items").select("likes").where("id", "=", "11").executeTakeFirstOrThrow();
    expect(again.likes).toBe(3);
  });

  // Six runs of the CLI, each a Node process with a TypeScript loader: seconds each on a busy machine.
  it("imports a JSON export and lists, updates and removes items with clear messages", { timeout: 90_000 }, async () => {
    const file = path.join(database.dataDir, "export.json");
    fs.writeFileSync(
      file,
      JSON.stringify([
        { id: "j1", title: "From JSON", artist_name: "Bo", age_group: "16-19", likes: 0, display_order: null, image_url: null },
      ]),
    );
    expect((await galleryCli(database, ["import", file])).code).toBe(0);
    const listed = await galleryCli(database, ["list", "--age", "16-19"]);
    expect(listed.stdout).toContain("j1  From JSON  by Bo  [16-19]  0 likes");
    const updated = await galleryCli(database, ["update", "j1", "--order", "2", "--description", "Now described"]);
    expect(updated.stdout).toContain("Updated: j1");
    const bad = await galleryCli(database, ["update", "j1", "--order", "two"]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--order must be a whole number (got "two")');
    const missing = await galleryCli(database, ["remove", "nope"]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("no gallery item with id nope");
    expect((await galleryCli(database, ["remove", "j1"])).stdout).toContain("Removed: j1");
  });
});
