import { type Browser, chromium } from "playwright-core";
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
