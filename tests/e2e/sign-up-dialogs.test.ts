import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserAvailable, keepFailedScriptDownloads } from "../support/browser";
import { useServerAndBrowser } from "../support/fixtures";
import { fillSignUp } from "../support/leads";
import { waitForHydration } from "../support/pages";

// The sign-up dialogs on their pages, with the spec's exact texts and states.
describe.runIf(browserAvailable())("sign-up dialogs in the browser", () => {
  const site = useServerAndBrowser({ env: { RATE_LIMIT_FORMS: "100000", SEED_DEMO: "false" } });

  const leads = (kind: string) =>
    site.db
      .selectFrom("leads")
      .selectAll()
      .where("kind", "=", kind as never)
      .execute();

  async function openPage(path: string) {
    const page = await site.browser.newPage();
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.goto(`${site.server.baseUrl}${path}`);
    await page.waitForFunction(
      () =>
        document.documentElement.dataset.hydrated === "true" ||
        (window as never as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined,
    );
    await waitForHydration(page);
    return { page, posts };
  }

  async function openDialog(page: Page, trigger: string, nth = 0) {
    // Path-card buttons add "(opens a dialog)" to their names.
    await page
      .getByRole("button", { name: new RegExp(`^${trigger}( \\(opens a dialog\\))?$`) })
      .nth(nth)
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    return dialog;
  }

  async function fill(dialog: Locator, values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) await dialog.getByLabel(label, { exact: true }).fill(value);
  }

  // A form's notice: in the form (dialogs, email boxes), or a toast once the form has closed.
  async function toast(page: Page, title: string, description: string) {
    const item = page.locator("[data-sonner-toast], [data-notice]").filter({ hasText: title }).filter({ hasText: description });
    await item.first().waitFor();
  }

  it("home: 'Be A Mentor' shows Submitting..., closes and clears on success, and stores the track", async () => {
    const { page } = await openPage("/");
    let dialog = await openDialog(page, "Be A Mentor");
    await fillSignUp(dialog, "mentor", "home", "en", { track: "wildcard" });
    // The sign-up is held until the button has been seen saying so, then let through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/resources/leads", async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await dialog.getByRole("button", { name: "Submitting..." }).waitFor();
    release();
    await dialog.waitFor({ state: "detached" });
    dialog = await openDialog(page, "Be A Mentor");
    expect(await dialog.getByLabel("First Name").inputValue()).toBe("");
    const stored = (await leads("mentor")).find((lead) => lead.source === "home");
    expect(stored && JSON.parse(stored.details)).toMatchObject({ track: "wildcard" });
    await page.close();
  });

  it("home: a failed submission shows the Error notice and keeps what was typed", async () => {
    const { page } = await openPage("/");
    const dialog = await openDialog(page, "Be A Mentor");
    await fillSignUp(dialog, "mentor", "home", "en", { track: "art" });
    await page.route("**/resources/leads", (route) => route.fulfill({ status: 503, contentType: "text/plain", body: "down" }));
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await toast(page, "Error", "Failed to submit application. Please try again.");
    expect(await dialog.getByLabel("First Name").inputValue()).toBe("Maya");
    expect(await dialog.getByLabel("Phone").inputValue()).toBe("212-555-0100");
    await page.unroute("**/resources/leads");
    await page.route("**/resources/leads", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        headers: { "Retry-After": "42" },
        body: JSON.stringify({ status: "rate-limited", retryAfter: 42 }),
      }),
    );
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await toast(page, "Too Many Attempts", "Please wait 42 seconds and try again.");
    await page.close();
  });

  // Offline, the form's checks cannot load: the form is sent as it is (the server checks it) and
  // that fails too. Back online, the same press must work, whether the browser fetches a failed
  // script again (Chromium 156) or keeps the failure (Chromium 150, Firefox, Safari).
  it.each([
    ["fetches a failed script again", "Nadia"],
    ["keeps a failed script's failure", "Noor"],
  ])(
    "home: a submission while the phone is offline says it failed, keeps what was typed, and sends once back online (a browser that %s)",
    async (browserKind, name) => {
      const { page } = await openPage("/");
      if (browserKind.startsWith("keeps")) await keepFailedScriptDownloads(page);
      const dialog = await openDialog(page, "Be A Mentor");
      await fillSignUp(dialog, "mentor", "home", "en", { firstName: name, track: "art" });
      await page.context().setOffline(true);
      await dialog.getByRole("button", { name: "Submit Application" }).click();
      await toast(page, "Error", "Failed to submit application. Please try again.");
      expect(await dialog.getByLabel("First Name").inputValue()).toBe(name);
      expect((await leads("mentor")).filter((lead) => lead.first_name === name)).toEqual([]);
      await page.context().setOffline(false);
      await dialog.getByRole("button", { name: "Submit Application" }).click();
      await toast(page, "Application Received", "Welcome to the movement!");
      expect((await leads("mentor")).filter((lead) => lead.first_name === name)).toHaveLength(1);
      await page.close();
    },
  );

  it("art: empty fields give 'Missing Information' and send nothing; success gives the notice and the success view; closing resets", async () => {
    const { page, posts } = await openPage("/art");
    let dialog = await openDialog(page, "Apply to Mentor");
    await fill(dialog, { "First Name": "Maya" });
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await toast(page, "Missing Information", "Please fill out all fields.");
    expect(posts.filter((url) => url.includes("/resources/leads"))).toEqual([]);
    await fillSignUp(dialog, "mentor", "art", "en", { program: "queenme" });
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await toast(page, "Application Received", "Welcome to the movement!");
    await dialog.getByRole("heading", { name: "Welcome to the Movement" }).waitFor();
    await dialog.getByText("Your application has been received. Welcome to the movement.").waitFor();
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await dialog.waitFor({ state: "detached" });
    dialog = await openDialog(page, "Apply to Mentor");
    expect(await dialog.getByLabel("First Name").inputValue()).toBe("");
    expect(await dialog.getByRole("button", { name: "Submit Application" }).isVisible()).toBe(true);
    const stored = (await leads("mentor")).find((lead) => lead.source === "art");
    expect(stored && JSON.parse(stored.details)).toMatchObject({ program: "queenme" });
    await page.close();
  });

  it("sport: mentor, partnership and crown-access dialogs store and close", async () => {
    const { page } = await openPage("/sport");
    let dialog = await openDialog(page, "Apply to Mentor");
    await fillSignUp(dialog, "mentor", "sport", "en", { program: "art" });
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await dialog.waitFor({ state: "detached" });

    dialog = await openDialog(page, "Partner With Us");
    await fillSignUp(dialog, "partnership", "sport", "en", { company: "Hoops Co", interest: "sponsorship" });
    await dialog.getByRole("button", { name: "Send Inquiry" }).click();
    await toast(page, "Inquiry Received", "Thanks for backing girls' sport!");
    await dialog.waitFor({ state: "detached" });

    dialog = await openDialog(page, "Claim Access");
    await fillSignUp(dialog, "crown", "sport", "en", { firstName: "Ana", lastName: "B", email: "ana@example.org" });
    await dialog.getByRole("button", { name: "Claim Access" }).click();
    await toast(page, "Crown Access Claimed", "You're on the list. Watch your inbox.");
    await dialog.waitFor({ state: "detached" });

    expect((await leads("mentor")).some((lead) => lead.source === "sport" && JSON.parse(lead.details).program === "art")).toBe(true);
    expect(
      (await leads("partnership")).some((lead) => lead.source === "sport" && JSON.parse(lead.details).interest === "sponsorship"),
    ).toBe(true);
    expect((await leads("crown")).map((lead) => lead.email)).toContain("ana@example.org");
    await page.close();
  });

  it("licensing: the validation notice, the confirmation view, and an empty form after closing; every brand button opens it", async () => {
    const { page, posts } = await openPage("/wyp-licensing");
    let dialog = await openDialog(page, "Partner With Us");
    await dialog.getByRole("button", { name: "Send Inquiry" }).click();
    await toast(page, "Missing Information", "Please fill out all fields.");
    expect(posts.filter((url) => url.includes("/resources/leads"))).toEqual([]);
    await fillSignUp(dialog, "partnership", "licensing", "en", { company: "Brand Co", interest: "limited" });
    await dialog.getByRole("button", { name: "Send Inquiry" }).click();
    await toast(page, "Inquiry Received", "Welcome to the partnership!");
    await dialog.getByRole("heading", { name: "Welcome to the Partnership" }).waitFor();
    await dialog.getByText("Your inquiry has been received.").waitFor();
    await dialog.getByText("Welcome to the partnership.").waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    for (const trigger of ["I'm a Brand"]) {
      dialog = await openDialog(page, trigger);
      expect(await dialog.getByLabel("Company").inputValue()).toBe("");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
    }
    expect(
      (await leads("partnership")).some((lead) => lead.source === "licensing" && JSON.parse(lead.details).interest === "limited"),
    ).toBe(true);
    await page.close();
  });

  it("email boxes: footer Join and art Subscribe confirm; a repeated address is accepted and stored once", async () => {
    const { page } = await openPage("/art");
    const footer = page.locator("footer");
    for (let i = 0; i < 2; i++) {
      await footer.getByLabel("Stay Connected").fill("Fan@Example.org");
      await footer.getByRole("button", { name: "Join" }).click();
      await toast(page, "You're In!", "Thanks for subscribing. Watch your inbox.");
      await page.waitForFunction(() => !(document.querySelector("footer input[type=email]") as HTMLInputElement).value);
    }
    await page.getByLabel("Stay Updated").fill("not-an-email");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await toast(page, "Check Your Email", "Please enter a valid email address.");
    const stored = await leads("newsletter");
    expect(stored.filter((lead) => lead.email === "fan@example.org")).toHaveLength(1);
    await page.close();
  });

  it("without JavaScript: the button opens the form page, errors show next to fields, then the success view", async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.server.baseUrl}/art`);
    await page.getByRole("button", { name: "Apply to Mentor" }).click();
    await page.waitForURL(`${site.server.baseUrl}/join/mentor?from=art`);
    const form = page.locator("main");
    await form.getByLabel("First Name").fill("Maya");
    await form.getByLabel("Email", { exact: true }).fill("maya@");
    await form.getByRole("button", { name: "Submit Application" }).click();
    await page.getByText("Please enter a valid email address, like name@example.com.").waitFor();
    await page.getByText("Last name is required.").waitFor();
    expect(await form.getByLabel("First Name").inputValue()).toBe("Maya");
    expect(await form.getByLabel("Email", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    await fillSignUp(form, "mentor", "art", "en", { program: "gallery" });
    await form.getByRole("button", { name: "Submit Application" }).click();
    await page.getByRole("heading", { name: "Welcome to the Movement" }).waitFor();
    await context.close();
  });
});
