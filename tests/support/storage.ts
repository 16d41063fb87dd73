// What a page left in the browser's storage (issue 32: the site sets no storage entry).
import type { Page } from "playwright-core";

/** The keys of the page's localStorage and sessionStorage, together. */
export function storedKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
}
