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
  const { state, setState, viewRef } = useView(initial);
  // Bumped by every reload and by a new filter: an answer for an older one is dropped.
  const fetchSeq = React.useRef(0);
  const loadingMoreRef = React.useRef(false);
  const shared: Shared = { viewRef, setState, fetchSeq, loadingMoreRef, notices };
  const { refetch, refetching } = useReload(shared);
  const { loadMore, loadingMore } = useLoadMore(shared);
  useLiveUpdates(shared, refetch);
  const { like, pending } = useLikes(state, shared);

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
    age: initial.age,
    nextCursor: state.nextCursor,
    refetching,
    loadingMore,
    loadMore,
    like,
    failed: Boolean(state.failed),
  };
}

/** What the parts of the live gallery share: the view in force, its setter, the request counter and the notices. */
type Shared = {
  viewRef: React.RefObject<State>;
  setState: React.Dispatch<React.SetStateAction<State>>;
  fetchSeq: React.RefObject<number>;
  loadingMoreRef: React.RefObject<boolean>;
  notices: (typeof galleryNotices)[keyof typeof galleryNotices];
};

/** The view, started again from new loader data, and a ref the stream and fetch callbacks read it by. */
function useView(initial: State) {
  // `initial` must be the loader's object itself: a new identity means new loader data.
  const [state, setState] = React.useState(initial);
  const [source, setSource] = React.useState(initial);
  // A navigation (another filter) brings new loader data: start from it.
  if (source !== initial) {
    setSource(initial);
    setState(initial);
  }
  // The stream and fetch callbacks read the view in force when they run, not when they were made.
  const viewRef = React.useRef(state);
  React.useLayoutEffect(() => {
    viewRef.current = state;
  }, [state]);
  return { state, setState, viewRef };
}

/** Every page of the view from where it starts, as far as it was loaded (and a "Load more" in flight asked for). */
async function fetchView({ age, after, items }: State, loadingMore: boolean): Promise<GalleryList> {
  let wanted = Math.max(items.length + (loadingMore ? GALLERY_PAGE_SIZE : 0), GALLERY_PAGE_SIZE);
  let cursor = after;
  let reloaded: GalleryList | undefined;
  do {
    const page = await fetchPage(age, cursor, Math.min(wanted, GALLERY_PAGE_LIMIT_MAX));
    reloaded = reloaded ? { ...page, items: appendPage(reloaded.items, page.items), liked: [...reloaded.liked, ...page.liked] } : page;
    wanted -= page.items.length;
    cursor = page.nextCursor;
  } while (wanted > 0 && cursor !== null);
  return reloaded;
}

/** The view reloaded into the current one: what "Load more" appended meanwhile stays, and so do likes. */
function landReload(current: State, list: GalleryList, shownAtStart: number, nextAtStart: string | null): State {
  // A page "Load more" appended while this reload was out stays, and so does its cursor.
  const appended = current.nextCursor !== nextAtStart ? current.items.slice(shownAtStart) : [];
  return {
    ...current,
    ...list,
    items: appendPage(mergeReloadedList(current.items, list.items), appended),
    nextCursor: appended.length > 0 ? current.nextCursor : list.nextCursor,
    // Likes are never taken back: one this tab just recorded may postdate the reloaded list.
    liked: [...new Set([...list.liked, ...current.liked])],
    failed: false,
  };
}

/**
 * Reloads the view. A reload that failed is tried again, backing off, until one lands or a newer
 * one starts: the stream it follows stays open, so nothing else would bring the changes it missed.
 */
function useReload({ viewRef, setState, fetchSeq, loadingMoreRef, notices }: Shared) {
  const [refetching, setRefetching] = React.useState(false);
  const retryTimer = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  React.useEffect(() => () => clearTimeout(retryTimer.current), []);

  const refetch = React.useCallback(
    async function reload({ quiet = false, attempt = 0 }: { quiet?: boolean; attempt?: number } = {}) {
      clearTimeout(retryTimer.current);
      const seq = ++fetchSeq.current;
      const view = viewRef.current;
      if (!quiet) setRefetching(true);
      try {
        const list = await fetchView(view, loadingMoreRef.current);
        // Only the latest request for the filter still shown may land.
        if (seq === fetchSeq.current && view.age === viewRef.current.age) {
          setState((current) => landReload(current, list, view.items.length, view.nextCursor));
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
    [viewRef, setState, fetchSeq, loadingMoreRef, notices],
  );
  return { refetch, refetching };
}

/** The next page, appended unless a reload or another filter came since. */
function useLoadMore({ viewRef, setState, fetchSeq, loadingMoreRef, notices }: Shared) {
  const [loadingMore, setLoadingMore] = React.useState(false);
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
  }, [viewRef, setState, fetchSeq, loadingMoreRef, notices]);
  return { loadMore, loadingMore };
}

/** Live events applied as they come (a resync reloads), and a reload when the tab is seen again. */
function useLiveUpdates({ viewRef, setState }: Shared, refetch: () => Promise<void>) {
  // The age groups alone, from the smallest page: enough to add or drop a filter button.
  const refreshAgeGroups = React.useCallback(async () => {
    try {
      const { ageGroups } = await fetchPage(null, null, 1);
      setState((current) => ({ ...current, ageGroups }));
    } catch {
      // The next reload brings them.
    }
  }, [setState]);

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
    [refetch, refreshAgeGroups, viewRef, setState],
  );

  React.useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible") void refetch();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [refetch]);
}

/** Likes, shown at once while sent and dropped again if the request fails; a second like of one work only says so. */
function useLikes(state: State, { setState, notices }: Shared) {
  // Likes sent but not yet answered.
  const [pending, setPending] = React.useState<ReadonlySet<string>>(new Set());
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
        const result = await postLike(item.id);
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
    [state.liked, pending, setState, notices],
  );
  return { like, pending };
}

async function postLike(id: string): Promise<LikeResult> {
  const response = await fetch(likePath(id), { method: "POST", headers: { Accept: "application/json", ...visitSourceHeaders() } });
  if (!response.ok) throw new Error(`status ${response.status}`);
  return (await response.json()) as LikeResult;
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
