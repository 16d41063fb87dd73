// The gallery's shared shapes and the rules for applying live changes, used by the page, the
// JSON API and the tests. Events always carry whole rows (absolute values), never deltas, so
// applying one twice or late can never count a like twice.
import type { GalleryItem as GalleryRow } from "../../../db/schema";

/**
 * A gallery_items row as the API and the page see it, plus `image_srcset`: the responsive
 * variants of image_url (null when the image is not one we stored), worked out on the server.
 * Without `hidden`: the public side only ever sees shown works.
 */
export type GalleryItem = Omit<GalleryRow, "hidden"> & { image_srcset: string | null };

export type GalleryEvent =
  | { type: "insert" | "update"; item: GalleryItem }
  | { type: "delete"; id: string }
  /** The server may have missed changes (e.g. its database listener reconnected): reload the list. */
  | { type: "resync" };

/** One page of the gallery in the spec's order, and where the next one starts. */
export type GalleryPage = {
  items: GalleryItem[];
  /** Opaque: pass it back as `after` for the next page; null on the last page. */
  nextCursor: string | null;
};

/** What GET /api/gallery and the page loader answer. */
export type GalleryList = GalleryPage & {
  /** Every distinct age group in the data, for the filter buttons. */
  ageGroups: string[];
  /** Ids of this page's items that this visitor has liked. */
  liked: string[];
};

/** Cards per page: four rows of three on a wide screen, a short scroll on a phone. */
export const GALLERY_PAGE_SIZE = 12;
/** The most a client may ask for in one page of GET /api/gallery (?limit=). */
export const GALLERY_PAGE_LIMIT_MAX = 48;

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

/** Where the page after this cursor starts (?after=), or null for the first page. */
export function cursorFromSearch(search: URLSearchParams): string | null {
  return search.get("after")?.trim() || null;
}

/**
 * The page a URL asks for: its filter, its cursor, and ?limit= (GALLERY_PAGE_SIZE when absent,
 * at most GALLERY_PAGE_LIMIT_MAX); undefined when the limit is not a whole number of at least 1.
 */
export function pageQueryFrom(search: URLSearchParams): { age: string | null; after: string | null; limit: number } | undefined {
  const text = search.get("limit");
  const limit = text === null || text === "" ? GALLERY_PAGE_SIZE : Number(text);
  if (!Number.isSafeInteger(limit) || limit < 1) return undefined;
  return { age: ageFromSearch(search), after: cursorFromSearch(search), limit: Math.min(limit, GALLERY_PAGE_LIMIT_MAX) };
}

function gallerySearch(age: string | null, after: string | null = null) {
  const search = new URLSearchParams();
  if (age) search.set("age", age);
  if (after) search.set("after", after);
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** The gallery page under a filter, from a cursor on: a URL to share, and "Load more" without JavaScript. */
export function galleryHref(age: string | null, after: string | null = null) {
  return `${GALLERY_PATH}${gallerySearch(age, after)}`;
}

/** The same page as JSON, `limit` items at most. */
export function galleryApiHref(age: string | null, after: string | null = null, limit?: number) {
  const search = gallerySearch(age, after);
  const sized = limit === undefined ? search : `${search}${search ? "&" : "?"}limit=${limit}`;
  return `${GALLERY_API_PATH}${sized}`;
}

/**
 * The spec's order as the database gives it (display_order ascending with nulls last, newest
 * first, then id): negative when a comes first.
 */
export function comparePageOrder(a: GalleryItem, b: GalleryItem): number {
  const aOrder = a.display_order;
  const bOrder = b.display_order;
  if (aOrder !== bOrder) {
    if (aOrder === null) return 1;
    if (bOrder === null) return -1;
    return aOrder - bOrder;
  }
  if (a.created_at !== b.created_at) return a.created_at > b.created_at ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
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
 * The spec's rules for a live change, under the active filter, to the pages loaded so far: an
 * inserted item goes to the top, an updated one replaces its match (in its new place when its
 * display_order changed; it leaves the list when it no longer fits the filter), a deleted one is removed. An updated item that is not shown joins
 * in its place only when that place is among the loaded pages (`complete`: the last page is
 * loaded); otherwise it waits for its page, so a like on an item further down costs nothing.
 */
export function applyGalleryEvent(items: GalleryItem[], event: GalleryEvent, age: string | null, complete = true): GalleryItem[] {
  if (event.type === "resync") return items;
  if (event.type === "delete") {
    return items.some((item) => item.id === event.id) ? items.filter((item) => item.id !== event.id) : items;
  }
  const incoming = event.item;
  const index = items.findIndex((item) => item.id === incoming.id);
  if (index === -1) {
    if (!matchesAge(incoming, age)) return items;
    if (event.type === "insert") return [incoming, ...items];
    return placeInLoadedPages(items, incoming, complete);
  }
  if (!isNotOlder(incoming, items[index])) return items;
  if (!matchesAge(incoming, age)) return items.filter((item) => item.id !== incoming.id);
  // Staff moved it (a new display_order): it replaces its old self in its new place.
  if (incoming.display_order !== items[index].display_order) {
    return placeInLoadedPages(
      items.filter((item) => item.id !== incoming.id),
      incoming,
      complete,
    );
  }
  const next = items.slice();
  next[index] = incoming;
  return next;
}

function placeInLoadedPages(items: GalleryItem[], incoming: GalleryItem, complete: boolean) {
  const last = items.at(-1);
  if (!complete && (!last || comparePageOrder(incoming, last) > 0)) return items;
  const before = items.findIndex((item) => comparePageOrder(incoming, item) < 0);
  return before === -1 ? [...items, incoming] : [...items.slice(0, before), incoming, ...items.slice(before)];
}

/** A further page appended to what is shown, without repeating an item already there (one that arrived live). */
export function appendPage(shown: GalleryItem[], page: GalleryItem[]): GalleryItem[] {
  const ids = new Set(shown.map((item) => item.id));
  return [...shown, ...page.filter((item) => !ids.has(item.id))];
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
