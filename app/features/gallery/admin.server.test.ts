// The staff console's gallery changes on a real database of each dialect: hiding keeps a work
// out of everything visitors can read, and reordering writes display_order so the public order follows.
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialects } from "../../../tests/support/databases";
import { addItem, deleteItemAndImage, listStaffGalleryPage, moveItem, setHidden } from "./admin.server";
import { galleryEventOf, likeItem, listAgeGroups, listGalleryItems } from "./gallery.server";
import { mediaDir, storeImage } from "~/platform/media.server";

describe.each(testDialects())("staff gallery changes on %s", (dialect) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(() => database.destroy());

  /** Five works created oldest first, so the page order (newest first) is e, d, c, b, a. */
  async function fiveWorks() {
    for (const id of ["a", "b", "c", "d", "e"]) {
      await addItem(database.db, { id, title: `Work ${id}`, age_group: id === "a" ? "9-12" : "13-15" });
      // Distinct creation times: the order among unordered works is newest first.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
  const publicOrder = async () => (await listGalleryItems(database.db)).map((item) => item.id);

  it("leaves a hidden work out of the public pages, the age groups and likes, and lists it for staff", async () => {
    await fiveWorks();
    await setHidden(database.db, "a", true);

    expect(await publicOrder()).toEqual(["e", "d", "c", "b"]);
    // "a" was the only 9-12 work: its filter button must go too.
    expect(await listAgeGroups(database.db)).toEqual(["13-15"]);
    expect(await likeItem(database.db, "a", "visitor-1")).toBeUndefined();
    const staff = await listStaffGalleryPage(database.db, { age: null, after: null, limit: 10 });
    expect(staff.items.map((item) => [item.id, item.hidden])).toEqual([
      ["e", false],
      ["d", false],
      ["c", false],
      ["b", false],
      ["a", true],
    ]);

    await setHidden(database.db, "a", false);
    expect(await publicOrder()).toEqual(["e", "d", "c", "b", "a"]);
    expect(await listAgeGroups(database.db)).toEqual(["9-12", "13-15"]);
  });

  it("tells open pages a hidden work is gone, and a shown one is back", async () => {
    await fiveWorks();
    const row = async () => database.db.selectFrom("gallery_items").selectAll().where("id", "=", "c").executeTakeFirstOrThrow();
    await setHidden(database.db, "c", true);
    expect(galleryEventOf("update", await row())).toEqual({ type: "delete", id: "c" });
    await setHidden(database.db, "c", false);
    expect(galleryEventOf("update", await row())).toMatchObject({ type: "update", item: { id: "c" } });
    expect(JSON.stringify(galleryEventOf("update", await row()))).not.toContain("hidden");
  });

  it("moves a work up, down and before another, renumbering only the works it passes", async () => {
    await fiveWorks();
    expect(await moveItem(database.db, "c", "up")).toBe(true);
    expect(await publicOrder()).toEqual(["e", "c", "d", "b", "a"]);
    // Only the works from the top to the furthest place touched got a number.
    const orders = await database.db.selectFrom("gallery_items").select(["id", "display_order"]).orderBy("id").execute();
    expect(Object.fromEntries(orders.map((row) => [row.id, row.display_order]))).toEqual({ a: null, b: null, c: 2, d: 3, e: 1 });

    expect(await moveItem(database.db, "e", "down")).toBe(true);
    expect(await publicOrder()).toEqual(["c", "e", "d", "b", "a"]);
    expect(await moveItem(database.db, "a", { before: "c" })).toBe(true);
    expect(await publicOrder()).toEqual(["a", "c", "e", "d", "b"]);
    expect(await moveItem(database.db, "c", { before: null })).toBe(true);
    expect(await publicOrder()).toEqual(["a", "e", "d", "b", "c"]);
    // Dropped below another work (dragged down).
    expect(await moveItem(database.db, "e", { after: "b" })).toBe(true);
    expect(await publicOrder()).toEqual(["a", "d", "b", "e", "c"]);
    expect(await moveItem(database.db, "e", { after: "d" })).toBe(true);
    expect(await publicOrder()).toEqual(["a", "d", "e", "b", "c"]);

    expect(await moveItem(database.db, "a", "up")).toBe(false);
    expect(await moveItem(database.db, "c", "down")).toBe(false);
    expect(await moveItem(database.db, "missing", "up")).toBe(false);
    expect(await publicOrder()).toEqual(["a", "d", "e", "b", "c"]);
  });

  it("renumbers later works whose old numbers would sort before the moved ones", async () => {
    await fiveWorks();
    // Imported orders can repeat: every work at 1.
    await database.db.updateTable("gallery_items").set({ display_order: 1 }).execute();
    expect(await publicOrder()).toEqual(["e", "d", "c", "b", "a"]);
    expect(await moveItem(database.db, "e", "down")).toBe(true);
    expect(await publicOrder()).toEqual(["d", "e", "c", "b", "a"]);
  });

  it("moves hidden works too, which keep their place while hidden", async () => {
    await fiveWorks();
    await setHidden(database.db, "d", true);
    expect(await moveItem(database.db, "b", { before: "d" })).toBe(true);
    expect(await publicOrder()).toEqual(["e", "b", "c", "a"]);
    await setHidden(database.db, "d", false);
    expect(await publicOrder()).toEqual(["e", "b", "d", "c", "a"]);
  });

  it("deletes a work's image files unless another work shows the same image", async () => {
    const image = await storeImage(database.dataDir, await solidImage());
    await addItem(database.db, { id: "one", image_url: image });
    await addItem(database.db, { id: "two", image_url: image });
    const files = () => fs.readdirSync(mediaDir(database.dataDir)).sort();
    expect(files()).toHaveLength(2);

    await deleteItemAndImage(database.db, "one", database.dataDir);
    expect(files()).toHaveLength(2);
    await deleteItemAndImage(database.db, "two", database.dataDir);
    expect(files()).toEqual([]);
    expect(fs.existsSync(path.join(mediaDir(database.dataDir), path.basename(image)))).toBe(false);
    expect(await publicOrder()).toEqual([]);
  });
});

async function solidImage() {
  const { default: sharp } = await import("sharp");
  return sharp({ create: { width: 32, height: 32, channels: 3, background: "#2a6" } })
    .png()
    .toBuffer();
}
