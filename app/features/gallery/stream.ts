// One live gallery stream per browser, shared by all its tabs. HTTP/1.1 allows six connections
// per origin, so eight tabs with a stream each would starve the seventh and eighth of every
// request. The tab that holds a Web Lock is the leader: it alone opens the EventSource and
// relays each event to the other tabs over a BroadcastChannel. When the leader tab closes, the
// lock passes to another tab, which opens its own stream.
import { GALLERY_EVENTS_PATH, type GalleryEvent } from "./gallery";

const LOCK_NAME = "wyp-gallery-stream";
const CHANNEL_NAME = "wyp-gallery-events";
/** No event or heartbeat for this long: the stream is dead even if the socket says otherwise. */
const SILENCE_MS = 60_000;
const BACKOFF_FIRST_MS = 500;
const BACKOFF_MAX_MS = 10_000;

export type StreamListener = (event: GalleryEvent) => void;

/** Delay before reconnect attempt n (0-based): doubling from half a second, capped, with jitter. */
export function backoffDelay(attempt: number, random = Math.random) {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** attempt) * (0.75 + random() * 0.5);
}

const listeners = new Set<StreamListener>();
let stopCurrent: (() => void) | undefined;

function deliver(event: GalleryEvent) {
  for (const listener of listeners) listener(event);
}

/**
 * Keeps an EventSource open until the signal aborts: reconnects with backoff after any error,
 * and reports "resync" on every (re)connect so the page reloads the list it may have missed.
 */
function runStream(signal: AbortSignal, onEvent: (event: GalleryEvent) => void): Promise<void> {
  return new Promise((resolve) => {
    let source: EventSource | undefined;
    let attempt = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let silenceTimer: ReturnType<typeof setTimeout> | undefined;

    const heardFrom = () => {
      clearTimeout(silenceTimer);
      silenceTimer = setTimeout(reconnect, SILENCE_MS);
    };
    const connect = () => {
      source = new EventSource(GALLERY_EVENTS_PATH);
      source.onopen = () => {
        attempt = 0;
        heardFrom();
        onEvent({ type: "resync" });
      };
      source.onmessage = (message) => {
        heardFrom();
        try {
          onEvent(JSON.parse(message.data) as GalleryEvent);
        } catch {
          // An unreadable event is skipped; the next resync repairs the list.
        }
      };
      source.addEventListener("ping", heardFrom);
      source.onerror = reconnect;
    };
    // The browser's own retry would give up on an HTTP error and never back off: do it ourselves.
    function reconnect() {
      source?.close();
      clearTimeout(silenceTimer);
      clearTimeout(retryTimer);
      retryTimer = setTimeout(connect, backoffDelay(attempt++));
    }
    signal.addEventListener(
      "abort",
      () => {
        source?.close();
        clearTimeout(retryTimer);
        clearTimeout(silenceTimer);
        resolve();
      },
      { once: true },
    );
    connect();
  });
}

function start() {
  const abort = new AbortController();
  const shared = typeof BroadcastChannel !== "undefined" && typeof navigator !== "undefined" && "locks" in navigator;
  if (!shared) {
    void runStream(abort.signal, deliver);
    return () => abort.abort();
  }
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (message: MessageEvent<GalleryEvent>) => deliver(message.data);
  let leading = false;
  navigator.locks
    .request(LOCK_NAME, { signal: abort.signal }, () => {
      // Leader from here until this tab stops listening (the lock is released with the promise).
      leading = true;
      return runStream(abort.signal, (event) => {
        deliver(event);
        channel.postMessage(event);
      });
    })
    .catch(() => {
      // Aborted while waiting for the lock: this tab stopped listening.
    });
  // A tab that joins while another one leads missed what changed since its page was rendered.
  void navigator.locks.query().then((state) => {
    if (!leading && !abort.signal.aborted && state.held?.some((lock) => lock.name === LOCK_NAME)) deliver({ type: "resync" });
  });
  return () => {
    abort.abort();
    channel.close();
  };
}

/** Listens to the gallery's live changes; returns the function that stops listening. */
export function subscribeToGallery(listener: StreamListener): () => void {
  listeners.add(listener);
  stopCurrent ??= start();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopCurrent?.();
      stopCurrent = undefined;
    }
  };
}
