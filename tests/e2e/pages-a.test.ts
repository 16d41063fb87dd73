// Pages A (home, THE CORE, how it works, ventures, licensing, tracks, about, /wypit, privacy,
// terms): the spec's texts and link targets, with and without JavaScript; axe; the age dialog by
// keyboard; THE CORE's testimonials (rotation, pause, reduced motion).
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../support/axe";
import { browserAvailable, launchBrowser } from "../support/browser";
import { startServer, type TestServer } from "../support/server";

const CHAT_INVITE = "https://discord.gg/whatsyourpassion";
const PARENTS_PAGE = "https://www.facebook.com/whatsyourpassion";

/** What the spec (sections 2, 4, 9) puts on each page: texts, and links by name -> href. */
const pages: Record<string, { heading: string; texts: string[]; links: [name: string | RegExp, href: string][] }> = {
  "/": {
    heading: "DON'T LET THE ALGORITHM RAISE YOUR KIDS.",
    texts: [
      "The screens are winning. We're fighting back.",
      "Character = Currency",
      "Reality > Algorithm",
      "Wake-Up Call",
      "The Next Generation Is At Risk",
      "7+ hours/day",
      "average screen time for teens",
      "What We're Losing",
      "The Future Is Now",
      "Choose Your Program",
      "WYPsport",
      "WYPart",
      "her game, her rules",
      "The Core™: Your Operating System Upgrade",
      "Join The Movement",
      "For Youth",
      "For Mentors",
      "Be A Mentor",
    ],
    links: [
      ["Learn The Core™", "/the-core"],
      [/^WYPsport/, "/sport"],
      [/^WYPart/, "/art"],
      ["Start Making Tracks", "/music"],
      ["Start Building", "/biz"],
      ["Design Your Path", "/wildcard"],
    ],
  },
  "/the-core": {
    heading: "THE CORE Transformation System",
    texts: [
      "What is it?",
      "Choose Your Track",
      "This Hits Different.",
      "Find Your Lane",
      "Stack Wins Daily",
      "Squad + Wisdom",
      "Get Seen",
      "Why WYP Matters",
      "Alternative Education",
      "Cultural Movement",
      "Digital Product + Community",
      "94%",
      "4.9/5",
    ],
    links: [
      ["Explore WYP SPORT", "/sport"],
      ["Explore WYP ART", "/art"],
      ["See all 6 phases", "/how-it-works"],
    ],
  },
  "/how-it-works": {
    heading: "HOW IT WORKS",
    texts: [
      "6-WEEK TRANSFORMATION",
      "Ready to Transform?",
      "Start & Identity Lock-In",
      "7-day calibration",
      "Starter Badge",
      "micro-session",
    ],
    links: [["Back to THE CORE", "/the-core"]],
  },
  "/wyp-ventures": {
    heading: "WYP VENTURES",
    texts: [
      "Incubator & Pre-Accelerator",
      "Turn Passion into Income",
      "Entry Requirements",
      "Complete THE CORE",
      "Have a viable project or MVP",
      "Show a growth mindset",
      "What You Get",
      "Real MVPs",
      "Mentor Network",
      "Market Ready",
      "Income Potential",
      "Success Pathways",
      "Ready to Build?",
      "Complete THE CORE first. Then let's turn your project into a business.",
    ],
    links: [
      ["Apply to Ventures", "/wypit"],
      ["Complete THE CORE First", "/the-core"],
      ["Start with WYPitUP!", "/wypit"],
      ["Learn About THE CORE", "/how-it-works"],
    ],
  },
  "/wyp-licensing": {
    heading: "WYP LICENSING",
    texts: [
      "YOUR WORK ON REAL PRODUCTS",
      "Partner With Us",
      "Why It Matters for YOU",
      "Your Work in Real Life",
      "Learn By Doing",
      "Meet People Doing It",
      "The Growth Track",
      "Start Building YOU",
      "Get Better Every Time",
      "Meet Cool People",
      "Build Your Proof",
      "Your Journey",
      "Create in THE CORE",
      "Get Noticed",
      "Do Real Work",
      "Keep Growing",
      "Choose Your Connection",
      "Basketball and street sports culture",
      "Creative expression by young artists",
      "How It Works",
      "Make Cool Stuff",
      "Get Connected",
      "Learn by Doing",
      "Keep Building",
      "Who Can Join?",
      "Aged 13-19",
      "Your Next Level Starts Here",
      "Apply to Build With Brands",
      "I'm a Brand",
    ],
    links: [
      ["Explore THE CORE", "/the-core"],
      [/WYP SPORT/, "/sport"],
      [/WYP ART/, "/art"],
    ],
  },
  "/tracks": {
    heading: "CHOOSE YOUR TRACK",
    texts: ["Unique Tracks", "1000+", "Active Members", "89%", "24/7", "Community Support", "Design it. Drop it. Display it."],
    links: [
      ["New here? Start with THE CORE", "/the-core"],
      ["Explore WYP ART", "/art"],
      ["Explore WYP SPORT", "/sport"],
      ["Explore WYP MUSIC", "/music"],
      ["Explore WYP ENTREPRENEUR", "/biz"],
      ["Explore WYP WILDCARD", "/wildcard"],
      ["Explore THE CORE", "/the-core"],
    ],
  },
  "/about": {
    heading: "About WYP",
    texts: [
      "What's Your Passion",
      "Our Purpose",
      "Our Mission",
      "Help youth wipe out depression and find happiness.",
      "The Formula",
      "passion + purpose = peace",
      "About the Founder",
      "a career day at a school in East NY",
      "2018",
      "What Drives Us",
      "Inspire",
      "Enable",
      "Empower",
    ],
    links: [],
  },
  "/wypit": {
    heading: "Start Free",
    texts: ["What You Get", "How to Begin", "How Old Are You?", "INITIATE", "PASS"],
    links: [
      ["See How It Works", "/how-it-works"],
      ["Browse the Tracks", "/tracks"],
      ["About WYP Ventures", "/wyp-ventures"],
      [/13\+ → Join Discord Community/, CHAT_INVITE],
      [/Under 13 → Ask Parents to Join Facebook Page/, PARENTS_PAGE],
    ],
  },
  "/privacy": {
    heading: "Privacy Notice",
    texts: ["What we collect", "How long we keep it", "Who receives it", "Children under 13", "24 months"],
    links: [],
  },
  "/terms": {
    heading: "Terms of Use",
    texts: ["Community conduct", "Your work and your consent"],
    links: [],
  },
};

const paths = Object.keys(pages);

describe.runIf(browserAvailable())("pages A in the browser", () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.destroy();
  });

  /** Opens a page with JavaScript and waits until React has hydrated it. */
  async function openHydrated(path: string, context?: BrowserContext) {
    const page = context ? await context.newPage() : await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(String(error)));
    await page.goto(`${server.baseUrl}${path}`, { waitUntil: "networkidle" });
    await page.waitForFunction(() => Boolean((window as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules));
    return { page, errors };
  }

  describe("without JavaScript", () => {
    let context: BrowserContext;
    beforeAll(async () => {
      context = await browser.newContext({ javaScriptEnabled: false });
    });
    afterAll(async () => {
      await context?.close();
    });

    it.each(paths)("%s shows the spec's texts and links", async (path) => {
      const page = await context.newPage();
      const response = await page.goto(`${server.baseUrl}${path}`);
      expect(response?.status()).toBe(200);
      const spec = pages[path]!;
      expect(normalise(await page.getByRole("heading", { level: 1 }).innerText())).toMatch(new RegExp(`^${escape(spec.heading)}$`, "i"));
      const text = await page.locator("main").innerText();
      for (const expected of spec.texts) expect(normalise(text).toLowerCase()).toContain(expected.toLowerCase());
      for (const [name, href] of spec.links) {
        const link = page
          .locator("main")
          .getByRole("link", { name, exact: typeof name === "string" })
          .first();
        await expect(link.getAttribute("href"), String(name)).resolves.toBe(href);
        if (href.startsWith("http")) {
          await expect(link.getAttribute("target")).resolves.toBe("_blank");
          await expect(link.getAttribute("rel")).resolves.toBe("noopener noreferrer");
        }
      }
      await page.close();
    });

    it("sends every age-dialog button to /wypit's choices, where both choices are links", async () => {
      const page = await context.newPage();
      for (const [path, label] of [
        ["/", "Join The Resistance"],
        ["/the-core", "Register Here"],
      ] as const) {
        await page.goto(`${server.baseUrl}${path}`);
        await page.getByRole("button", { name: label }).first().click();
        await page.waitForURL(/\/wypit\??#join-by-age$/);
      }
      await page.goto(`${server.baseUrl}/wypit#join-by-age`);
      const section = page.locator("#join-by-age");
      await expect(section.getByRole("link", { name: /^13\+ → Join Discord Community/ }).getAttribute("href")).resolves.toBe(CHAT_INVITE);
      await expect(section.getByRole("link", { name: /^Under 13 → Ask Parents/ }).getAttribute("href")).resolves.toBe(PARENTS_PAGE);
      await page.close();
    });

    it("shows the first testimonial in the prerendered THE CORE", async () => {
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/the-core`);
      await expect(currentQuote(page)).resolves.toContain("I used to scroll till 2am");
      await page.close();
    });
  });

  it.each(paths)("%s hydrates without errors and axe finds no WCAG 2.2 AA violation", async (path) => {
    const { page, errors } = await openHydrated(path);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("fits every page on a 320 px phone: nothing wider than the screen", async () => {
    const page = await browser.newPage({ viewport: { width: 320, height: 700 } });
    const tooWide: string[] = [];
    for (const path of paths) {
      await page.goto(`${server.baseUrl}${path}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) tooWide.push(`${path} (${width} px)`);
    }
    await page.close();
    expect(tooWide).toEqual([]);
  });

  it("centres the final odd card on /tracks", async () => {
    for (const width of [375, 768, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${server.baseUrl}/tracks`);
      const cards = page.locator("main li").filter({ has: page.getByRole("heading", { level: 3 }) });
      expect(await cards.count()).toBe(5);
      const last = await cards.last().boundingBox();
      const list = await cards.last().locator("xpath=..").boundingBox();
      const centre = (box: { x: number; width: number }) => box.x + box.width / 2;
      expect(Math.abs(centre(last!) - centre(list!))).toBeLessThan(2);
      // and no page is wider than the screen
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.close();
    }
  });

  describe("age dialog", () => {
    it.each([
      ["/the-core", "Register Here"],
      ["/", "Join The Resistance"],
    ])("on %s opens with Enter, keeps focus inside, closes on Escape back to its trigger; 0 axe violations open", async (path, label) => {
      const { page, errors } = await openHydrated(path);
      const trigger = page.getByRole("button", { name: label }).first();
      await trigger.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Join The Movement" });
      await dialog.waitFor();
      const teen = dialog.getByRole("link", { name: /^13\+ → Join Discord Community/ });
      const child = dialog.getByRole("link", { name: /^Under 13 → Ask Parents to Join Facebook Page/ });
      await expect(teen.getAttribute("href")).resolves.toBe(CHAT_INVITE);
      await expect(child.getAttribute("href")).resolves.toBe(PARENTS_PAGE);
      for (const link of [teen, child]) {
        await expect(link.getAttribute("target")).resolves.toBe("_blank");
        await expect(link.getAttribute("rel")).resolves.toBe("noopener noreferrer");
      }
      expect(await axeViolations(page)).toEqual([]);
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press("Tab");
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
      }
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      // Radix moves focus back right after the dialog unmounts.
      await page.waitForFunction((element) => element === document.activeElement, await trigger.elementHandle(), { timeout: 2000 });
      expect(errors).toEqual([]);
      await page.close();
    });

    it("closes when a choice is made, and the choice opens in a new tab", async () => {
      const context = await browser.newContext();
      // The community lives on another site; the test only needs to see the tab open.
      await context.route(/^https:\/\//, (route) => route.fulfill({ status: 200, body: "community" }));
      const { page } = await openHydrated("/the-core", context);
      await page.getByRole("button", { name: "Register Here" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Join The Movement" });
      await dialog.waitFor();
      const popup = page.waitForEvent("popup");
      await dialog.getByRole("link", { name: /^Under 13/ }).click();
      expect((await popup).url()).toMatch(/^https:\/\/www\.facebook\.com\/whatsyourpassion\/?$/);
      await dialog.waitFor({ state: "hidden" });
      await context.close();
    });
  });

  describe("THE CORE testimonials", () => {
    it("rotate every 4 s, stop with the pause control and while hovered", async () => {
      const { page } = await openHydrated("/the-core");
      await page.mouse.move(1, 1);
      const first = await currentQuote(page);
      await page.waitForFunction(
        (quote) =>
          document.querySelector('[aria-roledescription="slide"]:not([aria-hidden="true"])')?.textContent?.includes(quote) === false,
        first.slice(0, 30),
        { timeout: 6000 },
      );

      await page.getByRole("button", { name: "Pause testimonials" }).click();
      await page.getByRole("button", { name: "Play testimonials" }).waitFor();
      await page.mouse.move(1, 1);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const paused = await currentQuote(page);
      await page.waitForTimeout(5000);
      expect(await currentQuote(page)).toBe(paused);

      await page.getByRole("button", { name: "Play testimonials" }).click();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.getByRole("region", { name: "Testimonials" }).hover();
      const hovered = await currentQuote(page);
      await page.waitForTimeout(5000);
      expect(await currentQuote(page)).toBe(hovered);
      await page.close();
    });

    it("announce a testimonial only when the visitor moves to it", async () => {
      const { page } = await openHydrated("/the-core");
      const live = page.locator('[aria-live="polite"]').filter({ hasText: /./ });
      expect(await live.count()).toBe(0);
      await page.getByRole("button", { name: "Next testimonial" }).click();
      await expect(live.first().innerText()).resolves.toContain("2 of 4");
      await page.close();
    });

    it("do not rotate for visitors who ask for reduced motion", async () => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(`${server.baseUrl}/the-core`, { waitUntil: "networkidle" });
      await page.getByRole("button", { name: "Play testimonials" }).waitFor();
      await page.mouse.move(1, 1);
      const first = await currentQuote(page);
      await page.waitForTimeout(5000);
      expect(await currentQuote(page)).toBe(first);
      await page.close();
    });
  });
});

function currentQuote(page: Page) {
  return page.locator('[aria-roledescription="slide"]:not([aria-hidden="true"]) blockquote').innerText();
}

function normalise(text: string) {
  return text.replace(/\s+/g, " ");
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
