import * as React from "react";
import { notify } from "~/platform/notify";
import { visitSourceHeaders } from "~/platform/visit-source";
import {
  appendPage,
  applyGalleryEvent,
  galleryApiHref,
  type GalleryEvent,
  type GalleryItem,
  type GalleryList,
  GALLERY_PAGE_LIMIT_MAX,
  GALLERY_PAGE_SIZE,
  likePath,
  type LikeResult,
  mergeReloadedList,
  withAgeGroupOf,
} from "~/features/gallery/gallery";
import { backoffDelay, subscribeToGallery } from "~/features/gallery/stream";
import { useLocale } from "~/platform/use-locale";
import { galleryNotices } from "~/features/gallery/copy/gallery";

/**
 * `after`: the cursor this view starts from (null: the first page). `failed`: the list could not
 * be read when the page was loaded (until a reload succeeds).
 */
type State = GalleryList & { age: string | null; after: string | null; failed?: boolean };

async function fetchPage(age: string | null, after: string | null, limit?: number): Promise<GalleryList> {
  const response = await fetch(galleryApiHref(age, after, limit), { headers: { Accept: "application/json" }, cache: "no-store" });
  if (!response.ok) throw new Error(`status ${response.status}`);
  return (await response.json()) as GalleryList;
}

/**
 * The gallery as the page shows it: the loader's page, further pages loaded on demand, kept
 * current by live events, reloaded (as far as it was loaded) after every reconnect and when the
 * tab becomes visible again, with optimistic likes. The age filter's buttons follow the data: a
 * change that may empty a group reloads the groups, quietly (under a filter, or with part of the
 * gallery loaded, the page does not hold the items to tell).
 */
export function useLiveGallery(initial: State) {
  // The notices in the page's language (a stable object per language, so callbacks keep their identity).
  const notices = galleryNotices[useLocale()];
  // `initial` must be the loader's object itself: a new identity means new loader data.
  const [state, setState] = React.useState(initial);
  const [source, setSource] = React.useState(initial);
  // A navigation (another filter) brings new loader data: start from it.
  if (source !== initial) {
    setSource(initial);
    setState(initial);
  }
  const [refetching, setRefetching] = React.useState(false);
  const [loadingMore, setLoadingMore] = React.useState(false);
  // Likes sent but not yet answered: shown at once, dropped again if the request fails.
  const [pending, setPending] = React.useState<ReadonlySet<string>>(new Set());

  const age = initial.age;
  // The stream and fetch callbacks read the view in force when they run, not when they were made.
  const viewRef = React.useRef(state);
  React.useLayoutEffect(() => {
    viewRef.current = state;
  }, [state]);
  // Bumped by every reload and by a new filter: an answer for an older one is dropped.
  const fetchSeq = React.useRef(0);
  const loadingMoreRef = React.useRef(false);
  // A reload that failed is tried again, backing off, until one lands or a newer one starts: the
  // stream it follows stays open, so nothing else would bring the changes it missed.
  const retryTimer = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  React.useEffect(() => () => clearTimeout(retryTimer.current), []);

  const refetch = React.useCallback(
    async function reload({ quiet = false, attempt = 0 }: { quiet?: boolean; attempt?: number } = {}) {
      clearTimeout(retryTimer.current);
      const seq = ++fetchSeq.current;
      const { age: requestedAge, after, items, nextCursor: nextAtStart } = viewRef.current;
      if (!quiet) setRefetching(true);
      try {
        // As many items as are shown, page by page from where this view starts, and the page a
        // "Load more" in flight asked for: this reload drops that answer, so it must bring it.
        let wanted = Math.max(items.length + (loadingMoreRef.current ? GALLERY_PAGE_SIZE : 0), GALLERY_PAGE_SIZE);
        let cursor = after;
        let reloaded: GalleryList | undefined;
        do {
          const page = await fetchPage(requestedAge, cursor, Math.min(wanted, GALLERY_PAGE_LIMIT_MAX));
          reloaded = reloaded
            ? { ...page, items: appendPage(reloaded.items, page.items), liked: [...reloaded.liked, ...page.liked] }
            : page;
          wanted -= page.items.length;
          cursor = page.nextCursor;
        } while (wanted > 0 && cursor !== null);
        const list = reloaded;
        // Only the latest request for the filter still shown may land.
        if (seq === fetchSeq.current && requestedAge === viewRef.current.age) {
          setState((current) => {
            // A page "Load more" appended while this reload was out stays, and so does its cursor.
            const appended = current.nextCursor !== nextAtStart ? current.items.slice(items.length) : [];
            return {
              ...current,
              ...list,
              items: appendPage(mergeReloadedList(current.items, list.items), appended),
              nextCursor: appended.length > 0 ? current.nextCursor : list.nextCursor,
              // Likes are never taken back: one this tab just recorded may postdate the reloaded list.
              liked: [...new Set([...list.liked, ...current.liked])],
              failed: false,
            };
          });
        }
      } catch {
        if (seq === fetchSeq.current) {
          // Said once; the retries are quiet.
          if (attempt === 0) notify("error", notices.loadFailed);
          retryTimer.current = setTimeout(() => void reload({ quiet: true, attempt: attempt + 1 }), backoffDelay(attempt + 1));
        }
      } finally {
        if (seq === fetchSeq.current) setRefetching(false);
      }
    },
    [notices],
  );

  const loadMore = React.useCallback(async () => {
    const { age: requestedAge, nextCursor } = viewRef.current;
    if (nextCursor === null || loadingMoreRef.current) return;
    loadingMoreRef.current = true;
    setLoadingMore(true);
    const seq = fetchSeq.current;
    try {
      const page = await fetchPage(requestedAge, nextCursor);
      // A reload or another filter since then has its own pages.
      if (seq === fetchSeq.current && requestedAge === viewRef.current.age && nextCursor === viewRef.current.nextCursor) {
        setState((current) => ({
          ...current,
          items: appendPage(current.items, page.items),
          nextCursor: page.nextCursor,
          ageGroups: page.ageGroups,
          liked: [...new Set([...current.liked, ...page.liked])],
        }));
      }
    } catch {
      notify("error", notices.loadFailed);
    } finally {
      loadingMoreRef.current = false;
      setLoadingMore(false);
    }
  }, [notices]);

  // The age groups alone, from the smallest page: enough to add or drop a filter button.
  const refreshAgeGroups = React.useCallback(async () => {
    try {
      const { ageGroups } = await fetchPage(null, null, 1);
      setState((current) => ({ ...current, ageGroups }));
    } catch {
      // The next reload brings them.
    }
  }, []);

  React.useEffect(
    () =>
      subscribeToGallery((event: GalleryEvent) => {
        if (event.type === "resync") return void refetch();
        if (mayEmptyAGroup(viewRef.current.items, event)) void refreshAgeGroups();
        setState((current) => ({
          ...current,
          items: applyGalleryEvent(current.items, event, current.age, current.nextCursor === null),
          ageGroups: withAgeGroupOf(current.ageGroups, event),
        }));
      }),
    [refetch, refreshAgeGroups],
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
        notify("info", notices.alreadyLiked);
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
        const response = await fetch(likePath(item.id), {
          method: "POST",
          headers: { Accept: "application/json", ...visitSourceHeaders() },
        });
        if (!response.ok) throw new Error(`status ${response.status}`);
        const result = (await response.json()) as LikeResult;
        setState((current) => ({
          ...current,
          items: applyGalleryEvent(current.items, { type: "update", item: result.item }, current.age, current.nextCursor === null),
          liked: current.liked.includes(item.id) ? current.liked : [...current.liked, item.id],
        }));
        settle();
        notify("success", notices.liked);
      } catch {
        settle();
        notify("error", notices.likeFailed);
      }
    },
    [state.liked, pending, notices],
  );

  const view = React.useMemo(
    () =>
      state.items.map((item) => {
        const optimistic = pending.has(item.id) && !state.liked.includes(item.id);
        return { item, liked: optimistic || state.liked.includes(item.id), likes: item.likes + (optimistic ? 1 : 0) };
      }),
    [state, pending],
  );

  return {
    cards: view,
    ageGroups: state.ageGroups,
    age,
    nextCursor: state.nextCursor,
    refetching,
    loadingMore,
    loadMore,
    like,
    failed: Boolean(state.failed),
  };
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
