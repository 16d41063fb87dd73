// Pages B (art, art community, The Weekly Drop, sport, music, entrepreneurship, wildcard and the
// thirteen track sub-pages): the spec's texts and link targets, with and without JavaScript; axe;
// the live countdowns in several time zones, to the real New York deadline, stopping at zero.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subpages } from "~/content/subpages";
import { nextSubmissionClose, nextWinnerAnnouncement } from "~/lib/weekly-cycle";
import { axeViolations } from "../support/axe";
import { browserAvailable, launchBrowser } from "../support/browser";
import { startServer, type TestServer } from "../support/server";

// External addresses (the defaults of app/content/links.ts; the test build sets no overrides).
const CHAT_INVITE = "https://discord.gg/whatsyourpassion";
const ART_COMPETITION = "https://whatsyourpassion.org/passion-in-color";
const ART_SUBMISSION = "https://whatsyourpassion.org/submit-art";
const EVENTS_PLATFORM = "https://www.eventbrite.com/o/whats-your-passion";
const SPORT_SCHEDULE = "https://whatsyourpassion.org/tournament-schedule";
const MASTER_CLASS = "https://whatsyourpassion.org/master-class";

type Expectation = {
  heading: string;
  texts: string[];
  links: [name: string | RegExp, href: string][];
  /** Controls that open a dialog or send a form (a button, or a link that falls back to a page without JavaScript). */
  buttons?: string[];
};

/** What the spec (sections 2, 4, 5, 9) puts on each page: texts, links by name -> href, dialog buttons. */
const pages: Record<string, Expectation> = {
  "/art": {
    heading: "WYP ART",
    texts: [
      "Passion In Color",
      "Design it. Drop it. Share it. Thrive.",
      "Explore the Gallery",
      "Join Our Community",
      "Be a Mentor",
      "Current Events",
      "Join Our Contest",
      "ONGOING",
      "Master Class Series",
      "ACTIVE NOW",
      "Weekly Drop Challenge",
      "OPEN NOW",
      "Stay Updated",
      "Events Calendar",
      "Passion in Color Contest",
      "Ages 5-18",
      "Now Open",
      "Submissions Close",
      "Nov 9, 2026",
      "Weekly Prize Draws",
      "Winners Announced",
      "TBA",
      "Submissions close in",
    ],
    links: [
      ["View Gallery", "/wyp-gallery"],
      ["Submit Your Art", ART_SUBMISSION],
      ["About the Community", "/art/community"],
      ["Enter the Contest", ART_COMPETITION],
      ["Join a Class", MASTER_CLASS],
      ["See This Week's Prize", "/art/weekly-prize"],
    ],
    buttons: ["Join Now", "Apply to Mentor", "Subscribe"],
  },
  "/art/community": {
    heading: "WYP ART COMMUNITY",
    texts: [
      "Community Rules",
      "Respect First",
      "No Hate",
      "Constructive Critique",
      "Consent for Public Posts",
      "Ask before sharing someone else's work publicly.",
      "500+",
      "Active artists",
      "Daily",
      "Monthly",
      "Harlem",
      "Bronx",
      "Brooklyn",
    ],
    links: [
      ["Back to Art", "/art"],
      ["Join Discord", CHAT_INVITE],
      ["See Next Event", EVENTS_PLATFORM],
      ["Learn More", "/art"],
    ],
    buttons: ["Get Started Now"],
  },
  "/art/weekly-prize": {
    heading: "The Weekly Drop",
    texts: [
      "WINNER",
      "Next winner announced in",
      "This Week's Prize",
      "Drawing Tablet",
      "6-Month Creative Software Subscription",
      "$200",
      "How It Works",
      "Submit by Friday 5pm",
      "Community votes Saturday to Sunday",
      "Winner announced Monday",
      "12:00 pm ET",
      "Who Can Enter",
      "NYC youth aged 13-19 with an active membership",
      "Original work created within the last month",
      "Consent needed for public display",
      "Digital, traditional or mixed media accepted",
      "Recent Winners",
      "Concrete Bloom",
      "Jasmine K., 16, Bronx",
      "Malik D., 17, Harlem",
      "Rosa M., 14, Brooklyn",
      "Ready to Submit",
    ],
    links: [
      ["Back to Art", "/art"],
      ["Submit Your Art Now", ART_SUBMISSION],
      ["View Past Winners", "/wyp-gallery"],
    ],
  },
  "/sport": {
    heading: "WYP SPORT",
    texts: [
      "her game, her rules",
      "Active Athletes",
      "500+",
      "Years Active",
      "Hours of Training",
      "800+",
      "Success Rate",
      "95%",
      "Build Your Game & Your Voice",
      "Skill Development",
      "Team Building",
      "Character Growth",
      "Become a Partner",
      "Join Our Community",
      "Be a Mentor",
      "Current Events",
      "ACTIVE NOW",
      "Weekly Training Sessions",
      "Skills Development Clinic",
      "COMING SOON",
      "Crown Access Only",
      "Events Calendar",
      "Ready to Play?",
    ],
    links: [["View Schedule", SPORT_SCHEDULE]],
    buttons: ["Partner With Us", "Join Now", "Apply to Mentor", "Claim Access", "Join The Squad"],
  },
  "/music": {
    heading: "WYP MUSIC",
    texts: [
      "Make tracks. Make moves.",
      "Professional Studio Access",
      "Production Training",
      "Performance Stages",
      "Ready to Create?",
      "50M+",
      "15K+",
    ],
    links: [
      ["Back to Home", "/"],
      ["Community Group", "/music/community"],
      ["Studio Sessions", "/music/studio"],
      ["Mentorships", "/music/mentorships"],
      ["Courses", "/music/courses"],
      ["Get Started", "/wypit"],
      ["Learn More", "/how-it-works"],
    ],
  },
  "/biz": {
    heading: "WYP ENTREPRENEUR",
    texts: [
      "Build it. Pitch it.",
      "Idea to MVP",
      "Micro-Grants Available",
      "Real Mentorship",
      "Pitch to mentors and win micro-grants",
      "73%",
      "founders",
    ],
    links: [
      ["Community Group", "/biz/community"],
      ["Mini Shark Tank", "/biz/shark-tank"],
      ["Live Events", "/biz/events"],
      ["Mentorships", "/biz/mentorships"],
      ["Courses", "/biz/courses"],
      ["Get Started", "/wypit"],
      ["Learn More", "/how-it-works"],
    ],
  },
  "/wildcard": {
    heading: "WYP WILDCARD",
    texts: [
      "from passion to profession",
      "Your Own Path",
      "Cross-Discipline Support",
      "Maximum Flexibility",
      "How a Custom Path Works",
      "100%",
      "Of wildcards find their unique lane",
      "300+",
      "Young innovators have joined",
    ],
    links: [
      ["Back to Home", "/"],
      ["Community Group", "/wildcard/community"],
      ["Custom Path Design", "/wildcard/custom-path"],
      ["Showcase Platform", "/wildcard/showcase"],
      ["Flex Mentorships", "/wildcard/mentorships"],
      ["Get Started", "/wypit"],
      ["Learn More", "/how-it-works"],
    ],
  },
};

// The sub-pages' words are ours (the spec shows none); each must show its own content from
// app/content/subpages.ts: what it offers, who it is for, how to start.
for (const sub of subpages) {
  pages[sub.path] = {
    heading: sub.title,
    texts: [sub.lede, sub.offersHeading, sub.offers[0], "Who It's For", sub.whoItsFor, "How to Start", sub.steps[0]],
    links: [
      [sub.backLink.label, sub.backLink.href],
      [sub.cta.label, "/wypit"],
    ],
  };
}

const normalise = (text: string) => text.replace(/\s+/g, " ").trim();

async function mainText(page: Page) {
  return normalise((await page.locator("main").textContent()) ?? "");
}

async function hrefOf(page: Page, name: string | RegExp) {
  return page.locator("main").getByRole("link", { name }).first().getAttribute("href");
}

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Seconds the countdown shows, once it runs. */
async function countdownSeconds(page: Page) {
  const read = async (unit: string) => Number(await page.locator(`[data-unit="${unit}"]`).textContent());
  const [days, hours, minutes, seconds] = await Promise.all(["days", "hours", "minutes", "seconds"].map(read));
  return ((days * 24 + hours) * 60 + minutes) * 60 + seconds;
}

describe.runIf(browserAvailable())("pages B in the browser", () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    // The art and sport statuses read as on Nov 8 2026: the contest open, the classes and the tournament on.
    [server, browser] = await Promise.all([startServer({ env: { PAGES_AS_OF: "2026-11-08T12:00:00-05:00" } }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.destroy();
  });

  it.each(Object.entries(pages))("%s shows the spec's texts and links, and axe finds no violations", async (path, expected) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectErrors(page);
    const response = await page.goto(`${server.baseUrl}${path}`);
    expect(response?.status()).toBe(200);
    await page.waitForLoadState("networkidle");

    const h1 = page.locator("main h1");
    expect(await h1.count()).toBe(1);
    expect(normalise((await h1.textContent()) ?? "")).toBe(expected.heading);
    const text = await mainText(page);
    for (const snippet of expected.texts) expect(text, `"${snippet}" on ${path}`).toContain(snippet);
    for (const [name, href] of expected.links) expect(await hrefOf(page, name), `link "${name}" on ${path}`).toBe(href);
    for (const name of expected.buttons ?? []) {
      const main = page.locator("main");
      const control = main.getByRole("button", { name: new RegExp(`^${name}`) }).or(main.getByRole("link", { name, exact: true }));
      expect(await control.count(), `control "${name}" on ${path}`).toBeGreaterThan(0);
    }

    // Every external address opens in a new tab without handing the page to the other site.
    const external = await page
      .locator('main a[href^="http"]')
      .evaluateAll((anchors) =>
        anchors.map((a) => ({ href: a.getAttribute("href"), target: a.getAttribute("target"), rel: a.getAttribute("rel") ?? "" })),
      );
    for (const link of external) {
      expect(link.target, link.href ?? "").toBe("_blank");
      expect(link.rel.split(" ")).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
    }

    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("sub-page titles and canonical URLs are the sub-page's own", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/biz/shark-tank`);
    expect(await page.title()).toBe("Mini Shark Tank | WYP ENTREPRENEUR");
    // SITE_URL is baked in at build time, so only the path is this server's.
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/^https?:\/\/[^/]+\/biz\/shark-tank$/);
    // An unknown path under a track is the not-found page, not an empty template.
    expect((await page.goto(`${server.baseUrl}/music/unknown`))?.status()).toBe(404);
    await page.close();
  });

  it("describes the art and sport calendars as Event structured data", async () => {
    const page = await browser.newPage();
    for (const [path, names] of [
      ["/art", ["Passion in Color Contest", "The Weekly Drop: Weekly Prize Draws"]],
      ["/sport", ["3v3 Street Ball Jam", "Girls' Hoops Skills Combine", "Captains' Leadership Workshop", "Family Day on the Court"]],
    ] as const) {
      await page.goto(`${server.baseUrl}${path}`);
      const data = await page.locator('script[type="application/ld+json"]').allTextContents();
      const events = data.map((json) => JSON.parse(json)).filter((item) => item["@type"] === "Event");
      expect(events.map((event) => event.name)).toEqual(names);
    }
    await page.close();
  });

  describe("countdowns", () => {
    it("prerender the same placeholder and rule for every visitor, with no digits baked in", async () => {
      for (const [path, rule] of [
        ["/art", "Submissions close every Friday at 5:00 pm ET"],
        ["/art/weekly-prize", "Winners are announced every Monday at 12:00 pm ET"],
      ]) {
        const html = await (await fetch(`${server.baseUrl}${path}`)).text();
        expect(html).toContain(rule);
        expect(html).toContain('data-countdown="pending"');
        const digits = [...html.matchAll(/data-unit="\w+"[^>]*>([^<]*)</g)].map((match) => match[1]);
        expect(digits).toEqual(["--", "--", "--", "--"]);
      }
    });

    const cases = [
      { path: "/art", deadline: nextSubmissionClose, time: "5:00 PM" },
      { path: "/art/weekly-prize", deadline: nextWinnerAnnouncement, time: "12:00 PM" },
    ];
    for (const timezoneId of ["Asia/Tokyo", "America/Los_Angeles", "America/New_York", "UTC"]) {
      it.each(cases)(
        `$path ticks down to the New York deadline without a hydration error (${timezoneId})`,
        async ({ path, deadline, time }) => {
          const context = await browser.newContext({ timezoneId });
          const page = await context.newPage();
          const errors = collectErrors(page);
          await page.goto(`${server.baseUrl}${path}`);
          await page.locator('[data-countdown="running"]').waitFor();

          const expected = Math.ceil((deadline(new Date()).getTime() - Date.now()) / 1000);
          const first = await countdownSeconds(page);
          expect(Math.abs(first - expected)).toBeLessThanOrEqual(5);
          await page.waitForFunction(
            (before) => {
              const seconds = document.querySelector('[data-unit="seconds"]')?.textContent;
              return seconds !== undefined && seconds !== before;
            },
            String(first % 60).padStart(2, "0"),
          );
          const later = await countdownSeconds(page);
          expect(later).toBeLessThan(first);
          expect(first - later).toBeLessThanOrEqual(3);

          // The deadline reads in New York time whatever the visitor's zone.
          const deadlineText = normalise((await page.locator("[data-countdown-deadline]").textContent()) ?? "");
          expect(deadlineText).toMatch(new RegExp(`${time} E[SD]T$`));
          expect(errors).toEqual([]);
          await context.close();
        },
      );
    }

    it("stops at zero at Friday 5:00:00 pm and says submissions are closed", async () => {
      const context = await browser.newContext({ timezoneId: "Asia/Tokyo" });
      const page = await context.newPage();
      // Friday November 14 2025, 4:59:54 pm in New York; the clock then runs in real time.
      await page.clock.install({ time: new Date("2025-11-14T21:59:54Z") });
      await page.goto(`${server.baseUrl}/art`);
      await page.locator('[data-countdown="running"]').waitFor();
      expect(await countdownSeconds(page)).toBeGreaterThan(0);
      expect(await countdownSeconds(page)).toBeLessThanOrEqual(6);
      expect(await page.locator("[data-countdown-deadline]").textContent()).toMatch(/Friday, November 14.*5:00\sPM EST/);

      await page.getByText("Submissions for this week are closed.").waitFor({ timeout: 10_000 });
      expect(await countdownSeconds(page)).toBe(0);
      await page.clock.runFor(3000);
      expect(await countdownSeconds(page)).toBe(0);
      await context.close();
    });
  });

  describe("without JavaScript", () => {
    let context: BrowserContext;
    beforeAll(async () => {
      context = await browser.newContext({ javaScriptEnabled: false });
    });
    afterAll(async () => {
      await context?.close();
    });

    it.each(Object.entries(pages))("%s reads and links the same", async (path, expected) => {
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}${path}`);
      expect(normalise((await page.locator("main h1").textContent()) ?? "")).toBe(expected.heading);
      const text = await mainText(page);
      for (const snippet of expected.texts) expect(text, `"${snippet}" on ${path}`).toContain(snippet);
      for (const [name, href] of expected.links) expect(await hrefOf(page, name), `link "${name}" on ${path}`).toBe(href);
      await page.close();
    });

    it("sends the age dialog's buttons to the age choices on /wypit, and shows the countdown's rule", async () => {
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/art`);
      expect(await mainText(page)).toContain("Submissions close every Friday at 5:00 pm ET");
      await page
        .locator("main")
        .getByRole("button", { name: /^Join Now/ })
        .click();
      await page.waitForURL(/\/wypit\??#join-by-age$/);
      await page.goto(`${server.baseUrl}/art/community`);
      await page.locator("main").getByRole("button", { name: "Get Started Now" }).click();
      await page.waitForURL(/\/wypit\??#join-by-age$/);
      await page.close();
    });
  });
});
