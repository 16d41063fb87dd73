import { describe, expect, it } from "vitest";
import {
  appendPage,
  applyGalleryEvent,
  comparePageOrder,
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
    drop_week: null,
    artist_name: null,
    age_group: "13-15",
    likes: 0,
    display_order: null,
    created_at: "2025-01-01T00:00:00.000Z",
    updated_at: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

describe("comparePageOrder", () => {
  it("orders by display_order with nulls last, then newest first, then id", () => {
    const items = [
      item("d", { created_at: "2025-01-03T00:00:00.000Z" }),
      item("c"),
      item("b", { display_order: 2 }),
      item("a", { display_order: 1, created_at: "2024-01-01T00:00:00.000Z" }),
      item("e"),
    ];
    expect(items.sort(comparePageOrder).map((i) => i.id)).toEqual(["a", "b", "d", "c", "e"]);
  });
});

describe("appendPage", () => {
  it("adds the next page's works after the shown ones, without repeating one that arrived live", () => {
    expect(appendPage([item("live"), item("a")], [item("b"), item("live")]).map((i) => i.id)).toEqual(["live", "a", "b"]);
  });
});

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

  it("removes an item whose age group no longer matches the filter, and adds one that now does in its place", () => {
    const later = "2025-01-02T00:00:00.000Z";
    expect(
      applyGalleryEvent(list, { type: "update", item: item("b", { age_group: "16-19", updated_at: later }) }, "13-15").map((i) => i.id),
    ).toEqual(["a", "c"]);
    // Same created_at as the others: the id places it, between "b" and "c".
    expect(applyGalleryEvent(list, { type: "update", item: item("bb", { updated_at: later }) }, "13-15").map((i) => i.id)).toEqual([
      "a",
      "b",
      "bb",
      "c",
    ]);
  });

  describe("with only the first pages loaded", () => {
    // Newest first: a (day 5), b (day 4), c (day 3) are loaded; further pages are not.
    const day = (n: number) => `2025-01-0${n}T00:00:00.000Z`;
    const loaded = [item("a", { created_at: day(5) }), item("b", { created_at: day(4) }), item("c", { created_at: day(3) })];
    const update = (id: string, created: number) => ({
      type: "update" as const,
      item: item(id, { created_at: day(created), likes: 3, updated_at: day(9) }),
    });

    it("costs nothing for a like on a work further down than the loaded pages", () => {
      expect(applyGalleryEvent(loaded, update("old", 1), null, false)).toBe(loaded);
    });

    it("places a work that joins the filter where it belongs when that is among the loaded pages", () => {
      expect(applyGalleryEvent(loaded, update("x", 4), null, false).map((i) => i.id)).toEqual(["a", "b", "x", "c"]);
      // With the last page loaded, a work further down is added at the end.
      expect(applyGalleryEvent(loaded, update("old", 1), null, true).map((i) => i.id)).toEqual(["a", "b", "c", "old"]);
    });

    it("moves a work staff reordered to its new place, or out of the loaded pages", () => {
      const moved = (id: string, order: number) => ({
        type: "update" as const,
        item: { ...loaded.find((i) => i.id === id)!, display_order: order, updated_at: day(9) },
      });
      const ordered = applyGalleryEvent(loaded, moved("c", 1), null, false);
      expect(ordered.map((i) => i.id)).toEqual(["c", "a", "b"]);
      expect(ordered[0].display_order).toBe(1);
      // Back to no order: its place is after b, which may be on a page not loaded yet; with the last page loaded it is known.
      const unordered = { type: "update" as const, item: { ...ordered[0], display_order: null } };
      expect(applyGalleryEvent(ordered, unordered, null, false).map((i) => i.id)).toEqual(["a", "b"]);
      expect(applyGalleryEvent(ordered, unordered, null, true).map((i) => i.id)).toEqual(["a", "b", "c"]);
    });

    it("still puts a new work at the top", () => {
      expect(applyGalleryEvent(loaded, { type: "insert", item: item("new", { created_at: day(1) }) }, null, false)[0].id).toBe("new");
    });
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
