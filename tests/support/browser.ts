import { type Browser, chromium, type Page } from "playwright-core";
import { inject } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./environment";

/** Whether this run has a browser (the global setup found Chromium); browser tests run only then. */
export function browserAvailable() {
  return inject("browser");
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
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
