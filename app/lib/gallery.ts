// The gallery's shared shapes and the rules for applying live changes, used by the page, the
// JSON API and the tests. Events always carry whole rows (absolute values), never deltas, so
// applying one twice or late can never count a like twice.
import type { GalleryItem as GalleryRow } from "../../db/schema";

/**
 * A gallery_items row as the API and the page see it, plus `image_srcset`: the responsive
 * variants of image_url (null when the image is not one we stored), worked out on the server.
 */
export type GalleryItem = GalleryRow & { image_srcset: string | null };

export type GalleryEvent =
  | { type: "insert" | "update"; item: GalleryItem }
  | { type: "delete"; id: string }
  /** The server may have missed changes (e.g. its database listener reconnected): reload the list. */
  | { type: "resync" };

/** What GET /api/gallery and the page loader answer. */
export type GalleryList = {
  items: GalleryItem[];
  /** Every distinct age group in the data, for the filter buttons. */
  ageGroups: string[];
  /** Ids of the items this visitor has liked. */
  liked: string[];
};

/** What the like endpoint answers. */
export type LikeResult = { item: GalleryItem; likes: number; liked: boolean };

export const GALLERY_PATH = "/wyp-gallery";
export const GALLERY_API_PATH = "/api/gallery";
export const GALLERY_EVENTS_PATH = "/api/gallery/events";

/** The like endpoint's route pattern (served by the host: server/endpoints.ts). */
export const LIKE_PATH_PATTERN = `${GALLERY_API_PATH}/:id/like`;

export function likePath(id: string) {
  return `${GALLERY_API_PATH}/${encodeURIComponent(id)}/like`;
}

/** The age filter from a URL's ?age=: null means all ages. */
export function ageFromSearch(search: URLSearchParams): string | null {
  const age = search.get("age")?.trim();
  return age ? age.slice(0, 100) : null;
}

export function galleryHref(age: string | null) {
  return age ? `${GALLERY_PATH}?age=${encodeURIComponent(age)}` : GALLERY_PATH;
}

export function matchesAge(item: GalleryItem, age: string | null) {
  return age === null || item.age_group === age;
}

/** Age groups in a natural order: "9-12" before "13-15", then by text. */
export function sortAgeGroups(groups: Iterable<string>): string[] {
  const leading = (group: string) => {
    const match = /\d+/.exec(group);
    return match ? Number(match[0]) : Number.POSITIVE_INFINITY;
  };
  return [...new Set(groups)].sort((a, b) => leading(a) - leading(b) || a.localeCompare(b));
}

/** The newer of two versions of one row; equal times keep the incoming one (events arrive in order). */
function isNotOlder(incoming: GalleryItem, current: GalleryItem) {
  return incoming.updated_at >= current.updated_at;
}

/**
 * The spec's rules for a live change, under the active filter: an inserted item goes to the
 * top, an updated one replaces its match (or leaves the list when it no longer fits the
 * filter, or joins at the top when it now does), a deleted one is removed.
 */
export function applyGalleryEvent(items: GalleryItem[], event: GalleryEvent, age: string | null): GalleryItem[] {
  if (event.type === "resync") return items;
  if (event.type === "delete") {
    return items.some((item) => item.id === event.id) ? items.filter((item) => item.id !== event.id) : items;
  }
  const incoming = event.item;
  const index = items.findIndex((item) => item.id === incoming.id);
  if (index === -1) return matchesAge(incoming, age) ? [incoming, ...items] : items;
  if (!isNotOlder(incoming, items[index])) return items;
  if (!matchesAge(incoming, age)) return items.filter((item) => item.id !== incoming.id);
  const next = items.slice();
  next[index] = incoming;
  return next;
}

/**
 * A reloaded list, without undoing what arrived while it was on its way: a row shown in a newer
 * version than the reloaded one (a like answered or an event received meanwhile) is kept.
 */
export function mergeReloadedList(shown: GalleryItem[], reloaded: GalleryItem[]): GalleryItem[] {
  const current = new Map(shown.map((item) => [item.id, item]));
  return reloaded.map((item) => {
    const mine = current.get(item.id);
    return mine && mine.updated_at > item.updated_at ? mine : item;
  });
}

/** Adds the age group of an item that arrived live, so its filter button appears. */
export function withAgeGroupOf(groups: string[], event: GalleryEvent): string[] {
  if (event.type !== "insert" && event.type !== "update") return groups;
  const group = event.item.age_group;
  return group && !groups.includes(group) ? sortAgeGroups([...groups, group]) : groups;
}
