import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldMessages, fieldNames } from "~/features/leads/copy/form-messages.es";
import { mentorNotices, mentorDialog } from "~/features/leads/copy/mentor-application.es";
import { missingInformationNotice } from "~/features/leads/copy/notices.es";
import { browserAvailable } from "../support/browser";
import { useServerAndBrowser } from "../support/fixtures";
import { fillSignUp } from "../support/leads";
import { openHydrated, waitUntilHydrated } from "../support/pages";
import { storedKeys } from "../support/storage";
import { startWebhookReceiver, testWebhookSecret, waitFor } from "../support/webhook-receiver";

const persona = { firstName: "Lucía", lastName: "Ortiz", email: "lucia@example.org", phone: "718-555-0142" };

// The Spanish site as a Spanish-reading parent meets it: the sign-up dialogs speak Spanish from
// the first check to the last notice and the team learns the language with the lead; the header
// switches language on any page; the English home page offers Spanish to a Spanish browser.
describe.runIf(browserAvailable())("the Spanish site in the browser", () => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  // The receiver is up before the server starts and closes after it (hooks' cleanups run in reverse).
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver?.close().catch(() => {});
  });
  const site = useServerAndBrowser(() => ({
    env: {
      LEAD_WEBHOOK_URL: receiver.url,
      LEAD_WEBHOOK_SECRET: testWebhookSecret,
      LEAD_DELIVERY_POLL_MS: "200",
      RATE_LIMIT_FORMS: "100000",
      SEED_DEMO: "false",
    },
  }));

  /** The mentor dialog, opened with the page's own button (the one that leads to /es/join/mentor without JavaScript). */
  async function openMentorDialog(page: Page) {
    await page.locator('form[action="/es/join/mentor"]').getByRole("button").first().click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    return dialog;
  }

  async function fill(dialog: Locator, values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) await dialog.getByLabel(label, { exact: true }).fill(value);
  }

  /** A notice in the form, or a toast once the form has closed. */
  async function notice(page: Page, title: string, description: string) {
    const item = page.locator("[data-sonner-toast], [data-notice]").filter({ hasText: title }).filter({ hasText: description });
    await item.first().waitFor();
  }

  it("home: the mentor dialog checks, answers and thanks in Spanish, and the webhook gets locale es", async () => {
    const { page, errors } = await openHydrated(site, "/es");
    const dialog = await openMentorDialog(page);
    await dialog.getByRole("heading", { name: mentorDialog.title }).waitFor();
    expect(await dialog.getByRole("button", { name: "Cerrar" }).count()).toBe(1);
    // A last name of spaces passes the browser's own required check; the form's check names it in Spanish.
    await fillSignUp(dialog, "mentor", "home", "es", { ...persona, lastName: "   ", track: "wildcard" });
    await dialog.getByRole("button", { name: mentorDialog.submitLabel }).click();
    const lastName = dialog.getByLabel("Apellido", { exact: true });
    await dialog.getByText(fieldMessages.required(fieldNames.lastName)).waitFor();
    expect(await lastName.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("lastName");
    expect(receiver.received).toEqual([]);

    await lastName.fill(persona.lastName);
    await dialog.getByRole("button", { name: mentorDialog.submitLabel }).click();
    await notice(page, mentorNotices.received.title, mentorNotices.received.description);
    await dialog.waitFor({ state: "detached" });

    await waitFor(() => receiver.received.some((request) => request.body.email === persona.email), 10_000, "the delivery");
    const delivered = receiver.received.find((request) => request.body.email === persona.email);
    expect(delivered?.body).toMatchObject({ kind: "mentor", source: "home", track: "wildcard", locale: "es", lastName: "Ortiz" });
    expect(errors).toEqual([]);
    await page.close();
  });

  it("art: empty fields give the Spanish notice and messages and send nothing", async () => {
    const { page } = await openHydrated(site, "/es/art");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    const dialog = await openMentorDialog(page);
    await fill(dialog, { Nombre: "Lucía" });
    await dialog.getByRole("button", { name: mentorDialog.submitLabel }).click();
    await notice(page, missingInformationNotice.title, missingInformationNotice.description);
    await dialog.getByText(fieldMessages.required(fieldNames.lastName)).waitFor();
    await dialog.getByText(fieldMessages.choose(fieldNames.program)).waitFor();
    expect(posts).toEqual([]);
    await page.close();
  });

  describe("the language switch", () => {
    const describedAs = (link: Locator) =>
      link.evaluate((element) => document.getElementById(element.getAttribute("aria-describedby") ?? "")?.textContent ?? "");

    it("leads from /about to /es/about and back, from the keyboard, named in the language it leads to", async () => {
      const { page } = await openHydrated(site, "/about");
      const toSpanish = page.locator("header").getByRole("link", { name: "Español", exact: true }).first();
      expect(await toSpanish.getAttribute("href")).toBe("/es/about");
      expect(await toSpanish.getAttribute("lang")).toBe("es");
      expect(await toSpanish.getAttribute("hreflang")).toBe("es");
      expect(await describedAs(toSpanish)).toBe("Read this page in Spanish");

      await tabTo(page, toSpanish);
      await page.keyboard.press("Enter");
      await page.waitForURL(`${site.server.baseUrl}/es/about`);
      await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("es");

      const toEnglish = page.locator("header").getByRole("link", { name: "English", exact: true }).first();
      expect(await toEnglish.getAttribute("href")).toBe("/about");
      expect(await toEnglish.getAttribute("lang")).toBe("en");
      expect(await describedAs(toEnglish)).toBe("Leer esta página en inglés");
      // Focus stays on the switch across the change of page, now the way back.
      await tabTo(page, toEnglish);
      await page.keyboard.press("Enter");
      await page.waitForURL(`${site.server.baseUrl}/about`);
      await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("en");
      // Nothing about the choice goes to the server or stays in the browser (issue 32).
      expect(await page.context().cookies()).toEqual([]);
      expect(await storedKeys(page)).toEqual([]);
      await page.close();
    });

    it("is in the phone menu too, in the page's language", async () => {
      const context = await site.browser.newContext({ viewport: { width: 320, height: 700 } });
      const { page } = await openHydrated(site, "/es/sport", context);
      await page.getByRole("button", { name: "Abrir el menú" }).click();
      const menu = page.getByRole("navigation", { name: "Menú de navegación" });
      await menu.waitFor({ state: "visible" });
      const toEnglish = menu.getByRole("link", { name: "English", exact: true });
      expect(await toEnglish.getAttribute("href")).toBe("/sport");
      expect(await menu.getByRole("link", { name: "Deporte", exact: true }).getAttribute("aria-current")).toBe("page");
      await toEnglish.click();
      await page.waitForURL(`${site.server.baseUrl}/sport`);
      await menu.waitFor({ state: "hidden" });
      await context.close();
    });
  });

  describe("the offer of Spanish on the English home page", () => {
    const offerOn = (page: Page) => page.getByRole("region", { name: "Idioma" });

    async function contextIn(locale: string): Promise<BrowserContext> {
      return site.browser.newContext({ locale, viewport: { width: 390, height: 844 } });
    }

    it("shows to a Spanish browser without taking focus or moving the page, and 'No, gracias' hides it for the visit", async () => {
      const context = await contextIn("es-US");
      const { page, errors } = await openHydrated(site, "/", context);
      const offer = offerOn(page);
      await offer.waitFor();
      expect(await offer.getAttribute("lang")).toBe("es");
      expect(await page.getByRole("dialog").count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      expect(await offer.evaluate((element) => getComputedStyle(element).position)).toBe("fixed");
      expect(await offer.getByRole("link", { name: "Ver en español" }).getAttribute("href")).toBe("/es");
      // An offer, never a redirect.
      expect(new URL(page.url()).pathname).toBe("/");

      await offer.getByRole("button", { name: "No, gracias" }).click();
      await offer.waitFor({ state: "detached" });
      // Back on the home page later in the visit, it is not offered again; nothing was stored.
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "About Us" }).click();
      await page.waitForURL(`${site.server.baseUrl}/about`);
      await page.locator('header a[href="/"]').first().click();
      await page.waitForURL(`${site.server.baseUrl}/`);
      await page.locator("main h1").waitFor();
      expect(await offerOn(page).count()).toBe(0);
      expect(await storedKeys(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });

    it("leads to /es when accepted, and is not shown on other pages", async () => {
      const context = await contextIn("es-419");
      const { page } = await openHydrated(site, "/about", context);
      expect(await offerOn(page).count()).toBe(0);
      await page.goto(`${site.server.baseUrl}/`, { waitUntil: "networkidle" });
      await offerOn(page).getByRole("link", { name: "Ver en español" }).click();
      await page.waitForURL(`${site.server.baseUrl}/es`);
      // The address changes before React renders the Spanish page, so wait for the offer to go.
      await offerOn(page).waitFor({ state: "detached" });
      await context.close();
    });

    it("is not shown to an English browser", async () => {
      const context = await contextIn("en-US");
      const { page } = await openHydrated(site, "/", context);
      // The offer is decided in the render that follows hydration: once the header is hydrated,
      // two frames later that render has been painted.
      await waitUntilHydrated(page.locator("header").first());
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await offerOn(page).count()).toBe(0);
      await context.close();
    });
  });
});

/** Presses Tab until `target` has the focus (it must be reachable from the keyboard within 40 presses). */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 40; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("not reachable with Tab");
}
