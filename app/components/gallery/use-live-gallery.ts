import * as React from "react";
import { notify } from "~/lib/notify";
import { galleryNotices } from "~/content/gallery";
import {
  applyGalleryEvent,
  GALLERY_API_PATH,
  type GalleryEvent,
  type GalleryItem,
  type GalleryList,
  likePath,
  type LikeResult,
  mergeReloadedList,
  withAgeGroupOf,
} from "~/lib/gallery";
import { subscribeToGallery } from "~/lib/gallery-stream";

/** `failed`: the list could not be read when the page was loaded (until a reload succeeds). */
type State = GalleryList & { age: string | null; failed?: boolean };

/**
 * The gallery as the page shows it: the loader's list, kept current by live events, reloaded
 * after every reconnect and when the tab becomes visible again, with optimistic likes. The age
 * filter's buttons follow the data: a change that may empty a group reloads the list, groups
 * included, quietly (under a filter the page does not hold the other groups' items to tell).
 */
export function useLiveGallery(initial: State) {
  // `initial` must be the loader's object itself: a new identity means new loader data.
  const [state, setState] = React.useState(initial);
  const [source, setSource] = React.useState(initial);
  // A navigation (another filter) brings new loader data: start from it.
  if (source !== initial) {
    setSource(initial);
    setState(initial);
  }
  const [refetching, setRefetching] = React.useState(false);
  // Likes sent but not yet answered: shown at once, dropped again if the request fails.
  const [pending, setPending] = React.useState<ReadonlySet<string>>(new Set());

  const age = initial.age;
  const ageRef = React.useRef(age);
  // The stream and refetch callbacks read the filter in force when they run, not when they were made.
  const itemsRef = React.useRef(state.items);
  React.useLayoutEffect(() => {
    ageRef.current = age;
    itemsRef.current = state.items;
  }, [age, state.items]);
  const fetchSeq = React.useRef(0);

  const refetch = React.useCallback(async ({ quiet = false }: { quiet?: boolean } = {}) => {
    const seq = ++fetchSeq.current;
    const requestedAge = ageRef.current;
    if (!quiet) setRefetching(true);
    try {
      const query = requestedAge === null ? "" : `?age=${encodeURIComponent(requestedAge)}`;
      const response = await fetch(`${GALLERY_API_PATH}${query}`, { headers: { Accept: "application/json" }, cache: "no-store" });
      if (!response.ok) throw new Error(`status ${response.status}`);
      const list = (await response.json()) as GalleryList;
      // Only the latest request for the filter still shown may land.
      if (seq === fetchSeq.current && requestedAge === ageRef.current) {
        setState((current) => ({
          ...list,
          items: mergeReloadedList(current.items, list.items),
          // Likes are never taken back: one this tab just recorded may postdate the reloaded list.
          liked: [...new Set([...list.liked, ...current.liked])],
          age: requestedAge,
          failed: false,
        }));
      }
    } catch {
      if (seq === fetchSeq.current) notify("error", galleryNotices.loadFailed);
    } finally {
      if (seq === fetchSeq.current) setRefetching(false);
    }
  }, []);

  React.useEffect(
    () =>
      subscribeToGallery((event: GalleryEvent) => {
        if (event.type === "resync") return void refetch();
        if (mayEmptyAGroup(itemsRef.current, event)) void refetch({ quiet: true });
        setState((current) => ({
          ...current,
          items: applyGalleryEvent(current.items, event, ageRef.current),
          ageGroups: withAgeGroupOf(current.ageGroups, event),
        }));
      }),
    [refetch],
  );

  React.useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible") void refetch();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [refetch]);

  const like = React.useCallback(
    async (item: GalleryItem) => {
      if (state.liked.includes(item.id)) {
        notify("info", galleryNotices.alreadyLiked);
        return;
      }
      if (pending.has(item.id)) return;
      setPending((current) => new Set(current).add(item.id));
      const settle = () =>
        setPending((current) => {
          const next = new Set(current);
          next.delete(item.id);
          return next;
        });
      try {
        const response = await fetch(likePath(item.id), { method: "POST", headers: { Accept: "application/json" } });
        if (!response.ok) throw new Error(`status ${response.status}`);
        const result = (await response.json()) as LikeResult;
        setState((current) => ({
          ...current,
          items: applyGalleryEvent(current.items, { type: "update", item: result.item }, ageRef.current),
          liked: current.liked.includes(item.id) ? current.liked : [...current.liked, item.id],
        }));
        settle();
        notify("success", galleryNotices.liked);
      } catch {
        settle();
        notify("error", galleryNotices.likeFailed);
      }
    },
    [state.liked, pending],
  );

  const view = React.useMemo(
    () =>
      state.items.map((item) => {
        const optimistic = pending.has(item.id) && !state.liked.includes(item.id);
        return { item, liked: optimistic || state.liked.includes(item.id), likes: item.likes + (optimistic ? 1 : 0) };
      }),
    [state, pending],
  );

  return { cards: view, ageGroups: state.ageGroups, age, refetching, like, failed: Boolean(state.failed) };
}

/**
 * Whether a change may have taken the last item out of an age group: a deletion (rare: staff
 * remove art), or an update that moves a shown item to another group. (An update of an item this
 * page does not hold is almost always a like elsewhere; reloading on each would cost a request
 * per like in every filtered page, so those wait for the next reload.)
 */
function mayEmptyAGroup(items: GalleryItem[], event: GalleryEvent) {
  if (event.type === "delete") return true;
  if (event.type !== "update") return false;
  const shown = items.find((item) => item.id === event.item.id);
  return shown !== undefined && shown.age_group !== event.item.age_group;
}
