// Staff accounts for console tests: an account made directly in the server's database (the CLI's
// setup link is tested on its own), signed in through the real /staff/login form.
import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import type { Db } from "../../db/connect";
import type { StaffRole } from "../../db/schema";
import { completeSetup, createStaffAccount } from "../../app/features/staff/auth.server";
import routes from "../../app/routes";
import type { TestServer } from "./fixtures";

export const STAFF_PASSWORD = "correct horse battery staple";

/** An active account with the given password (default STAFF_PASSWORD). */
export async function addStaff(db: Db, { email, role, password = STAFF_PASSWORD }: { email: string; role: StaffRole; password?: string }) {
  const account = await createStaffAccount(db, email, role);
  const user = await completeSetup(db, account.token, password);
  if (!user) throw new Error(`could not set up ${email}`);
  return user;
}

/** Signs in with the login form; the session cookie as a Cookie header value (name=value). */
export async function signIn(server: TestServer, email: string, password = STAFF_PASSWORD): Promise<string> {
  const response = await fetch(`${server.baseUrl}/staff/login`, {
    method: "POST",
    body: new URLSearchParams({ email, password }),
    redirect: "manual",
  });
  expect(response.status, `sign-in of ${email}`).toBe(303);
  const cookie = response.headers.getSetCookie().find((value) => /wyp_staff=[^;]+/.test(value));
  if (!cookie) throw new Error("sign-in set no session cookie");
  return cookie.split(";")[0]!;
}

/**
 * A browser page signed in as this account through the real sign-in form (a __Host- cookie cannot
 * be planted over http://127.0.0.1 from outside the page), left on /staff.
 */
export async function staffBrowserPage(browser: Browser, server: TestServer, email: string, password = STAFF_PASSWORD): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/staff/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${server.baseUrl}/staff`);
  return page;
}

/** Every path of the route table under /staff, as declared (with its :params and *). */
export function consoleRoutePaths(): string[] {
  const found: string[] = [];
  const walk = (entries: readonly { path?: string; children?: unknown }[]) => {
    for (const entry of entries) {
      if (entry.path === "staff" || entry.path?.startsWith("staff/")) found.push(`/${entry.path}`);
      if (Array.isArray(entry.children)) walk(entry.children as never);
    }
  };
  walk(routes as never);
  return found;
}
