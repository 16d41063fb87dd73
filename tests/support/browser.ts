import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { inject } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./environment";

/** Whether this run has a browser (the global setup found Chromium); browser tests run only then. */
export function browserAvailable() {
  return inject("browser");
}

// One Chromium per test worker (kept on globalThis, which outlives a test file's modules), shared
// by the files the worker runs one after another; it ends with the worker's process.
const shared = globalThis as { wypChromium?: Promise<Browser> };

async function workerChromium(): Promise<Browser> {
  const running = await shared.wypChromium?.catch(() => undefined);
  if (running?.isConnected()) return running;
  shared.wypChromium = chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return shared.wypChromium;
}

/**
 * A browser for one test file: the worker's Chromium, started once (about a second of a busy
 * machine's CPU each time a file launched its own). Each file sees only the contexts it opens,
 * and its `close()` closes those, as closing a browser of its own did, and leaves Chromium running
 * for the next file.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await workerChromium();
  const opened = new Set<BrowserContext>();
  const track = (context: BrowserContext) => {
    opened.add(context);
    context.once("close", () => opened.delete(context));
    return context;
  };
  return new Proxy(browser, {
    get(target, property) {
      if (property === "newContext")
        return async (options?: Parameters<Browser["newContext"]>[0]) => track(await target.newContext(options));
      if (property === "newPage")
        return async (options?: Parameters<Browser["newPage"]>[0]) => {
          const page = await target.newPage(options);
          track(page.context());
          return page;
        };
      if (property === "contexts") return () => [...opened];
      if (property === "close") return async () => void (await Promise.all([...opened].map((context) => context.close())));
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * Makes this Chromium behave as browsers that keep a failed download of a script did (the HTML
 * standard until whatwg/html#10327, Chromium 150, Firefox, Safari): once a request for one of the
 * site's scripts has failed, every later request for that exact address fails too, without
 * reaching the server. Chromium 156 and later fetch such an address again.
 */
export async function keepFailedScriptDownloads(page: Page) {
  const failed = new Set<string>();
  page.on("requestfailed", (request) => {
    if (request.resourceType() === "script") failed.add(request.url());
  });
  await page.route(
    (url) => failed.has(url.href),
    (route) => route.abort("failed"),
  );
}

/**
 * `browser`, with the clock of every context it opens from now on (and of each page's own context)
 * starting at `asOf()` when that gives a moment, and running on from there. A server pinned with
 * PAGES_AS_OF works its deadlines out at that moment, and the page's countdown counts to them from
 * the browser's clock: pinning both alike keeps them in step on any day the tests run. A test may
 * still set its own time on a page (page.clock). Contexts without JavaScript read no clock.
 */
export function withClockAt(browser: Browser, asOf: () => string | undefined): Browser {
  const pin = async (context: BrowserContext, javaScriptEnabled = true) => {
    const at = asOf();
    if (at && javaScriptEnabled) await context.clock.install({ time: new Date(at) });
    return context;
  };
  return new Proxy(browser, {
    get(target, property) {
      if (property === "newContext")
        return async (options?: Parameters<Browser["newContext"]>[0]) => pin(await target.newContext(options), options?.javaScriptEnabled);
      if (property === "newPage")
        return async (options?: Parameters<Browser["newPage"]>[0]) => {
          const page = await target.newPage(options);
          await pin(page.context(), options?.javaScriptEnabled);
          return page;
        };
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
