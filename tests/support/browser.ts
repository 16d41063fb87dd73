import { type Browser, chromium } from "playwright-core";
import { inject } from "vitest";
import { CHROMIUM_PATH } from "./environment";

/** Whether this run has a browser (the global setup found Chromium and built the app). */
export function browserAvailable() {
  return inject("browser");
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}
