// The page's Web Vitals, measured in the visitor's browser (issue 45) with web.dev's definitions,
// and sent once, when the page is hidden, to the beacon's address: `{p, d, lcp, inp, cls}`.
// Loaded with import() once the page is interactive (insights-beacon.tsx), so it is not in any
// page's first-load JavaScript; the observers ask for the entries buffered before it came.
// - LCP: the last largest-contentful-paint before the first input, in ms.
// - CLS: the largest session window of layout shifts not caused by input (shifts less than 1 s
//   apart, at most 5 s in all).
// - INP: the longest interaction (its events' longest duration), or for many interactions the one
//   at the 98th percentile (one worse skipped per 50); the first input is always observed, the other
//   events from 40 ms.
// A browser that measures only some of them sends those; one sending Global Privacy Control, none.
import type { DeviceClass } from "./beacon";
import { INSIGHTS_BEACON_PATH } from "./beacon-path";

type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
type EventTiming = PerformanceEntry & { interactionId?: number };

const observers: [PerformanceObserver, (entry: PerformanceEntry) => void][] = [];

/** Observes one entry type, earlier entries included; false where the browser does not measure it. */
function observe<T extends PerformanceEntry>(type: string, onEntry: (entry: T) => void, options: object = {}): boolean {
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return false;
  const handle = onEntry as (entry: PerformanceEntry) => void;
  const observer = new PerformanceObserver((list) => list.getEntries().forEach(handle));
  observer.observe({ type, buffered: true, ...options } as PerformanceObserverInit);
  observers.push([observer, handle]);
  return true;
}

let firstInput = Infinity;
const paints: number[] = [];
observe("largest-contentful-paint", (entry) => paints.push(entry.startTime));

let cls = 0;
let session = { value: 0, first: 0, last: -Infinity };
const measuresCls = observe<Shift>("layout-shift", (shift) => {
  if (shift.hadRecentInput) return;
  const { startTime } = shift;
  if (startTime - session.last < 1000 && startTime - session.first < 5000) session.value += shift.value;
  else session = { value: shift.value, first: startTime, last: startTime };
  session.last = startTime;
  cls = Math.max(cls, session.value);
});

const interactions = new Map<number, number>();
const onEvent = (entry: EventTiming) => {
  const id = entry.interactionId;
  if (id) interactions.set(id, Math.max(interactions.get(id) ?? 0, entry.duration));
};
observe<EventTiming>("event", onEvent, { durationThreshold: 40 });
observe<EventTiming>("first-input", (entry) => {
  firstInput = Math.min(firstInput, entry.startTime);
  onEvent(entry);
});

/** The worst interaction, or with many the one at the 98th percentile; undefined with none. */
function inp(): number | undefined {
  const longest = [...interactions.values()].sort((a, b) => b - a);
  if (!longest.length) return undefined;
  const count = (performance as { interactionCount?: number }).interactionCount || longest.length;
  return longest[Math.min(longest.length - 1, Math.floor(count / 50))];
}

const path = location.pathname;
// As the inline beacon tells it (beacon-script.ts); here, not shared, so the page's first scripts carry none of it.
const device: DeviceClass = innerWidth < 640 ? "phone" : innerWidth < 1024 ? "tablet" : "desktop";
// A page opened in the background has no LCP a visitor saw.
const shownFrom = document.visibilityState === "hidden" ? -Infinity : Infinity;

function report() {
  for (const [observer, handle] of observers) observer.takeRecords().forEach(handle);
  const lcp = paints.filter((time) => time < Math.min(firstInput, shownFrom)).pop();
  const body = { p: path, d: device, lcp, inp: inp(), cls: measuresCls ? cls : undefined };
  if (body.lcp !== undefined || body.inp !== undefined || body.cls !== undefined)
    navigator.sendBeacon(INSIGHTS_BEACON_PATH, JSON.stringify(body));
}

if (!(navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl) {
  const onHidden = () => {
    if (document.visibilityState !== "hidden") return;
    document.removeEventListener("visibilitychange", onHidden);
    report();
  };
  document.addEventListener("visibilitychange", onHidden);
}
