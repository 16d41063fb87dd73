import { describe, expect, it } from "vitest";
import {
  applyGalleryEvent,
  ageFromSearch,
  type GalleryItem,
  galleryHref,
  mergeReloadedList,
  sortAgeGroups,
  withAgeGroupOf,
} from "./gallery";

function item(id: string, overrides: Partial<GalleryItem> = {}): GalleryItem {
  return {
    id,
    title: `Piece ${id}`,
    description: null,
    image_url: null,
    image_srcset: null,
    artist_name: null,
    age_group: "13-15",
    likes: 0,
    display_order: null,
    created_at: "2025-01-01T00:00:00.000Z",
    updated_at: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

describe("applyGalleryEvent", () => {
  const list = [item("a"), item("b"), item("c")];

  it("puts an inserted item at the top", () => {
    expect(applyGalleryEvent(list, { type: "insert", item: item("d") }, null).map((i) => i.id)).toEqual(["d", "a", "b", "c"]);
  });

  it("leaves out an inserted item of another age group than the filter", () => {
    expect(applyGalleryEvent(list, { type: "insert", item: item("d", { age_group: "9-12" }) }, "13-15")).toBe(list);
  });

  it("replaces an updated item in place with the absolute values it carries", () => {
    const next = applyGalleryEvent(list, { type: "update", item: item("b", { likes: 7, updated_at: "2025-01-02T00:00:00.000Z" }) }, null);
    expect(next.map((i) => [i.id, i.likes])).toEqual([
      ["a", 0],
      ["b", 7],
      ["c", 0],
    ]);
  });

  it("applying the same update twice counts nothing twice", () => {
    const update = { type: "update" as const, item: item("b", { likes: 7, updated_at: "2025-01-02T00:00:00.000Z" }) };
    const once = applyGalleryEvent(list, update, null);
    expect(applyGalleryEvent(once, update, null)).toEqual(once);
  });

  it("ignores an update older than the version shown", () => {
    const shown = [item("a", { likes: 5, updated_at: "2025-01-03T00:00:00.000Z" })];
    expect(applyGalleryEvent(shown, { type: "update", item: item("a", { likes: 4, updated_at: "2025-01-02T00:00:00.000Z" }) }, null)).toBe(
      shown,
    );
  });

  it("removes an item whose age group no longer matches the filter, and adds one that now does", () => {
    const later = "2025-01-02T00:00:00.000Z";
    expect(
      applyGalleryEvent(list, { type: "update", item: item("b", { age_group: "16-19", updated_at: later }) }, "13-15").map((i) => i.id),
    ).toEqual(["a", "c"]);
    expect(applyGalleryEvent(list, { type: "update", item: item("z", { updated_at: later }) }, "13-15").map((i) => i.id)).toEqual([
      "z",
      "a",
      "b",
      "c",
    ]);
  });

  it("removes a deleted item and ignores a delete of an unknown one", () => {
    expect(applyGalleryEvent(list, { type: "delete", id: "a" }, null).map((i) => i.id)).toEqual(["b", "c"]);
    expect(applyGalleryEvent(list, { type: "delete", id: "x" }, null)).toBe(list);
  });
});

describe("mergeReloadedList", () => {
  it("takes the reloaded list but keeps a row shown in a newer version than the reload", () => {
    const shown = [item("a", { likes: 2, updated_at: "2025-01-03T00:00:00.000Z" }), item("gone")];
    const reloaded = [item("new"), item("a", { likes: 1, updated_at: "2025-01-02T00:00:00.000Z" }), item("b", { likes: 9 })];
    expect(mergeReloadedList(shown, reloaded).map((i) => [i.id, i.likes])).toEqual([
      ["new", 0],
      ["a", 2],
      ["b", 9],
    ]);
  });
});

describe("age filter helpers", () => {
  it("orders age groups by their first number", () => {
    expect(sortAgeGroups(["16-19", "9-12", "13-15", "9-12", "Teens"])).toEqual(["9-12", "13-15", "16-19", "Teens"]);
  });

  it("reads ?age= and builds the shareable link back", () => {
    expect(ageFromSearch(new URLSearchParams("age=13-15"))).toBe("13-15");
    expect(ageFromSearch(new URLSearchParams("age="))).toBeNull();
    expect(galleryHref("13-15")).toBe("/wyp-gallery?age=13-15");
    expect(galleryHref(null)).toBe("/wyp-gallery");
  });

  it("adds the filter button of a new age group that arrives live", () => {
    expect(withAgeGroupOf(["13-15"], { type: "insert", item: item("n", { age_group: "5-8" }) })).toEqual(["5-8", "13-15"]);
    expect(withAgeGroupOf(["13-15"], { type: "delete", id: "n" })).toEqual(["13-15"]);
  });
});
