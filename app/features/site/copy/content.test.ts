import { describe, expect, it } from "vitest";
import { ageDialog } from "./age-dialog.en";
import { artPage } from "./art.en";
import { artPage as artPageBoth } from "./art";
import { ageDialog as ageDialogBoth } from "./age-dialog";
import { tooYoungLinks } from "~/features/weekly-drop/copy/entry";
import { programById as programByIdBoth } from "./programs";
import { trackById as trackByIdBoth, tracks as tracksBoth } from "./tracks";
import { bizPage } from "./biz.en";
import { homePage } from "./home.en";
import { howItWorksPage } from "./how-it-works.en";
import { defaultLinks, externalLinkKeys, linkKeyOf, links } from "~/platform/links";
import { externalLinks } from "~/features/site/content/link-registry";
import { resolveHref } from "~/platform/content-overrides";
import { allPagePaths } from "~/pages";
import { routeMeta } from "../../../../tests/support/page-meta";
import { subpages as subpagesByLocale } from "../../../../tests/support/subpages";
import { musicPage } from "./music.en";
import { phases } from "./phases.en";
import { programs } from "./programs.en";
import { footer, navItems, startFree } from "~/platform/copy/site.en";
import { sportPage } from "./sport.en";
import { coreStats, sportStats, stats, tracksPageStats } from "./stats.en";
import { theCorePage, testimonials } from "./the-core.en";
import { tracks } from "./tracks.en";
import { venturesPage } from "./ventures.en";
import { weeklyDropPage } from "~/features/weekly-drop/copy/weekly-drop.en";
import { wildcardPage } from "./wildcard.en";

// Every English and staff content module of every feature, so the sweeps below also cover modules
// added later. The Spanish (`*.es.ts`, and the Spanish term list) has its own checks
// (translations.test.ts, es-terms.test.ts).
const modules = import.meta.glob<Record<string, unknown>>(
  ["../../*/copy/*.ts", "!../../*/copy/*.es.ts", "!../../*/copy/*.test.ts", "!../../site/copy/es-terms.ts"],
  { eager: true },
);

type Found = { where: string; value: unknown };

/** Every value in the content, with a path like "sport.en.ts > sportPage.hero.title". */
function walk(value: unknown, where: string, out: Found[] = [], seen = new Set<unknown>()): Found[] {
  out.push({ where, value });
  if (value && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    for (const [key, child] of Object.entries(value)) walk(child, `${where}.${key}`, out, seen);
  }
  return out;
}

// A module that only pairs `<name>.en.ts` with its Spanish twin adds nothing English of its own.
const pairsOnly = (file: string) => `${file.replace(/\.ts$/, "")}.en.ts` in modules;
const everything: Found[] = Object.entries(modules)
  .filter(([file]) => !pairsOnly(file))
  .flatMap(([file, exports]) => Object.entries(exports).flatMap(([name, value]) => walk(value, `${file.replace(/^.*\//, "")} > ${name}`)));
const strings = everything.filter((f): f is { where: string; value: string } => typeof f.value === "string");
const linkTargets = everything.filter(
  (f): f is { where: string; value: { href: string; external?: boolean } } =>
    !!f.value && typeof f.value === "object" && typeof (f.value as { href?: unknown }).href === "string",
);

/** A page of the registry (app/pages.ts): what an internal link may point at. */
const isKnownRoute = (path: string) => (allPagePaths as readonly string[]).includes(path);

const specSubpagePaths = [
  "/music/community",
  "/music/studio",
  "/music/mentorships",
  "/music/courses",
  "/biz/community",
  "/biz/shark-tank",
  "/biz/events",
  "/biz/mentorships",
  "/biz/courses",
  "/wildcard/community",
  "/wildcard/custom-path",
  "/wildcard/showcase",
  "/wildcard/mentorships",
];

describe("routes and links", () => {
  it("knows every route of the spec and the Weekly Drop's entry form (issue 14), and only those", () => {
    const spec = [
      "/",
      "/the-core",
      "/how-it-works",
      "/wyp-ventures",
      "/wyp-licensing",
      "/tracks",
      "/about",
      "/art",
      "/sport",
      "/music",
      "/biz",
      "/wildcard",
      "/art/community",
      "/art/weekly-prize",
      "/art/weekly-prize/submit",
      "/wyp-gallery",
      "/wypit",
      "/privacy",
      "/terms",
      ...specSubpagePaths,
    ];
    expect([...allPagePaths].sort()).toEqual([...spec].sort());
  });

  it("shows the nav items in the spec's order, each to a known route", () => {
    expect(navItems.map((item) => [item.label, item.href])).toEqual([
      ["THE CORE", "/the-core"],
      ["Art", "/art"],
      ["Sports", "/sport"],
      ["WYP Licensing", "/wyp-licensing"],
      ["About Us", "/about"],
    ]);
    for (const item of navItems) expect(isKnownRoute(item.href), item.href).toBe(true);
    expect(startFree).toEqual({ label: "Start Free →", href: "/wypit" });
  });

  it("sends every internal link to a known route and every external link to https", () => {
    expect(linkTargets.length).toBeGreaterThan(50);
    for (const { where, value } of linkTargets) {
      if (value.external) expect(resolveHref(value.href, {}), where).toMatch(/^https:\/\//);
      else expect(isKnownRoute(value.href), `${where} -> ${value.href}`).toBe(true);
    }
  });

  it("links the footer to the five tracks, the programs and both legal pages", () => {
    const [trackGroup, programGroup, legalGroup] = footer.groups;
    expect(trackGroup.links.map((l) => l.href)).toEqual(tracks.map((t) => t.path));
    expect(programGroup.links.map((l) => l.label)).toEqual([
      "The Core",
      "How it works",
      "Ventures",
      "Licensing",
      "Gallery",
      "The Weekly Drop",
    ]);
    expect(legalGroup.links.map((l) => l.href)).toEqual(["/privacy", "/terms"]);
    expect(footer.taglines).toEqual(["Character = Currency", "Youth first. Always."]);
    expect(footer.copyright).toContain("2024");
  });

  it("gives every route a title and a description that fit search results", () => {
    const titles = new Set<string>();
    for (const [path, meta] of Object.entries(routeMeta.en)) {
      expect(meta.title.length, path).toBeGreaterThan(0);
      expect(meta.title.length, path).toBeLessThanOrEqual(70);
      expect(meta.title, path).toContain("WYP");
      expect(meta.description.length, path).toBeGreaterThanOrEqual(40);
      expect(meta.description.length, path).toBeLessThanOrEqual(160);
      titles.add(meta.title);
    }
    expect(titles.size).toBe(allPagePaths.length);
  });
});

describe("external links", () => {
  it("lists every external link once, with an https default, what it is for and where it shows", () => {
    expect(Object.keys(externalLinks).sort()).toEqual(Object.keys(defaultLinks).sort());
    for (const key of externalLinkKeys) {
      expect(defaultLinks[key], key).toMatch(/^https:\/\//);
      expect(externalLinks[key].description.length, key).toBeGreaterThan(0);
      expect(externalLinks[key].shownOn.length, key).toBeGreaterThan(0);
    }
  });

  it("names each link by a token that resolves to the published address, or the default", () => {
    expect(linkKeyOf(links.chatInvite)).toBe("chatInvite");
    expect(resolveHref(links.chatInvite, {})).toBe(defaultLinks.chatInvite);
    expect(resolveHref(links.chatInvite, { links: { chatInvite: "https://discord.gg/new" } })).toBe("https://discord.gg/new");
    // The parents' page and the footer's Facebook share an address today; changing one leaves the other.
    expect(resolveHref(links.facebook, { links: { parentsPage: "https://www.facebook.com/groups/wyp-parents" } })).toBe(
      defaultLinks.facebook,
    );
    expect(resolveHref("/the-core", { links: { chatInvite: "https://discord.gg/new" } })).toBe("/the-core");
    expect(linkKeyOf("wyp-link:unknown")).toBeUndefined();
  });

  it("sends 13+ to the chat community and under 13 to the parents' page", () => {
    expect(ageDialog.title).toBe("Join The Movement");
    expect(ageDialog.options.map((o) => [o.label, o.href])).toEqual([
      ["13+ → Join Discord Community", links.chatInvite],
      ["Under 13 → Ask Parents to Join Facebook Page", links.parentsPage],
    ]);
  });
});

describe("THE CORE", () => {
  it("has six phases in order, INITIATE to PASS", () => {
    expect(phases.map((p) => [p.number, p.name])).toEqual([
      ["01", "INITIATE"],
      ["02", "STRUGGLE"],
      ["03", "BUILD"],
      ["04", "CONNECT"],
      ["05", "STAGE"],
      ["06", "PASS"],
    ]);
    for (const phase of phases) {
      expect(phase.whatHappens.length, phase.name).toBeGreaterThan(0);
      expect(phase.goal && phase.effect && phase.subtitle, phase.name).toBeTruthy();
    }
  });

  it("keeps the spec's facts in the phases", () => {
    const text = (i: number) => phases[i]!.whatHappens.join(" ");
    expect(text(0)).toMatch(/QR card/);
    expect(text(0)).toMatch(/Art, Sport, Music, Biz/);
    expect(text(0)).toMatch(/7-day calibration/);
    expect(text(0)).toMatch(/Starter Badge/);
    expect(text(1)).toMatch(/tokens/i);
    expect(text(1)).toMatch(/AI motivator/);
    expect(text(5)).toMatch(/micro-session/);
  });

  it("shows the spec's titles and labels", () => {
    expect(theCorePage.hero.title).toBe("THE CORE Transformation System");
    expect(theCorePage.hero.titleLines.join(" ")).toBe(theCorePage.hero.title);
    expect(theCorePage.whatIsIt.heading).toBe("What is it?");
    expect(theCorePage.chooseYourTrack.cards.map((c) => c.href)).toEqual(["/sport", "/art"]);
    expect(theCorePage.hitsDifferent.heading).toBe("This Hits Different.");
    expect(theCorePage.hitsDifferent.cards.map((c) => c.title)).toEqual([
      "Find Your Lane",
      "Stack Wins Daily",
      "Squad + Wisdom",
      "Get Seen",
    ]);
    expect(theCorePage.whyWypMatters.cards.map((c) => c.title)).toEqual([
      "Alternative Education",
      "Cultural Movement",
      "Digital Product + Community",
    ]);
    expect(theCorePage.hero.action).toEqual({ label: "Register Here", dialog: "age" });
    expect(howItWorksPage.hero.title).toBe("HOW IT WORKS");
    expect(howItWorksPage.hero.subtitle).toBe("6-WEEK TRANSFORMATION");
    expect(howItWorksPage.backLink).toEqual({ label: "Back to THE CORE", href: "/the-core" });
    expect(howItWorksPage.closing.heading).toBe("Ready to Transform?");
  });

  it("has four teen testimonials with a first name and last initial only", () => {
    expect(testimonials).toHaveLength(4);
    for (const t of testimonials) {
      expect(t.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
      expect(t.age).toBeGreaterThanOrEqual(13);
      expect(t.age).toBeLessThanOrEqual(19);
      expect(["Harlem", "Bronx", "Brooklyn"]).toContain(t.borough);
    }
  });
});

describe("programs and tracks", () => {
  it("has five tracks, each to its own page", () => {
    expect(tracks.map((t) => [t.id, t.path])).toEqual([
      ["art", "/art"],
      ["sport", "/sport"],
      ["music", "/music"],
      ["entrepreneur", "/biz"],
      ["wildcard", "/wildcard"],
    ]);
    expect(tracks.find((t) => t.id === "art")?.tagline).toBe("Design it. Drop it. Display it.");
  });

  it("names the programs as the spec does", () => {
    const byId = Object.fromEntries(programs.map((p) => [p.id, p]));
    expect(byId.sport).toMatchObject({ title: "QueenMe", shownAs: "WYPsport", tagline: "her game, her rules", link: "/sport" });
    expect(byId.art).toMatchObject({ title: "Gallery", shownAs: "WYPart", link: "/art" });
    expect(byId.music).toMatchObject({ title: "MUSIC", link: "/music" });
    expect(byId.entrepreneur).toMatchObject({ title: "ENTREPRENEUR", link: "/biz" });
    expect(byId.wildcard).toMatchObject({ title: "WILDCARD", tagline: "from passion to profession", link: "/wildcard" });
    expect(homePage.programs.featured).toEqual(["sport", "art"]);
  });

  it("sends an under-13 entrant of the Weekly Drop where the age dialog sends them, in both languages", () => {
    for (const locale of ["en", "es"] as const) {
      const child = ageDialogBoth[locale].options.find((option) => option.id === "child")!;
      expect(tooYoungLinks[locale][1]).toEqual({ label: child.label, href: child.href, external: true });
    }
  });

  it("names, colours and draws each track alike in both languages, with the same address", () => {
    // /wyp-ventures shows them from the English list on both its pages.
    const identity = (track: { id: string; name: string; colour: string; icon: string; path: string }) => ({
      id: track.id,
      name: track.name,
      colour: track.colour,
      icon: track.icon,
      path: track.path,
    });
    expect(tracksBoth.es.map(identity)).toEqual(tracksBoth.en.map(identity));
  });

  it("heads /art with the art track's name and the art programme's tagline, in both languages", () => {
    // Written out in art.en.ts and art.es.ts so /art does not load every programme's words.
    for (const locale of ["en", "es"] as const) {
      expect(artPageBoth[locale].hero.title).toBe(trackByIdBoth[locale]("art").name);
      expect(artPageBoth[locale].hero.tagline).toBe(programByIdBoth[locale]("art").tagline);
    }
  });
});

describe("track sub-pages", () => {
  const subpages = subpagesByLocale.en;

  it("covers the thirteen sub-pages the track cards link to", () => {
    expect(subpages.map((p) => p.path)).toEqual(specSubpagePaths);
    expect(musicPage.paths.cards.map((c) => c.href)).toEqual(specSubpagePaths.slice(0, 4));
    expect(bizPage.paths.cards.map((c) => c.href)).toEqual(specSubpagePaths.slice(4, 9));
    expect(wildcardPage.paths.cards.map((c) => c.href)).toEqual(specSubpagePaths.slice(9));
  });

  it("links each sub-page back to its own track page and forward to the free start", () => {
    for (const page of subpages) {
      expect(page.path).toBe(`/${page.track}/${page.slug}`);
      expect(page.backLink.href, page.path).toBe(`/${page.track}`);
      expect(page.cta.href, page.path).toBe("/wypit");
      expect(page.offers.length, page.path).toBeGreaterThanOrEqual(3);
      expect(page.steps.length, page.path).toBeGreaterThanOrEqual(2);
    }
  });

  it("uses the spec's card titles on the track pages", () => {
    expect(musicPage.paths.cards.map((c) => c.title)).toEqual(["Community Group", "Studio Sessions", "Mentorships", "Courses"]);
    expect(bizPage.paths.cards.map((c) => c.title)).toEqual([
      "Community Group",
      "Mini Shark Tank",
      "Live Events",
      "Mentorships",
      "Courses",
    ]);
    expect(wildcardPage.paths.cards.map((c) => c.title)).toEqual([
      "Community Group",
      "Custom Path Design",
      "Showcase Platform",
      "Flex Mentorships",
    ]);
  });
});

describe("copy", () => {
  it("contains no filler text", () => {
    for (const { where, value } of strings) {
      expect(value, where).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|\{key\}/i);
    }
  });

  it("calls nothing 'coming soon' but an undated sport event and its card's badge (and the console, which says when)", () => {
    const comingSoon = strings.filter((s) => /coming soon/i.test(s.value)).map((s) => s.where);
    expect(comingSoon.length).toBe(4);
    for (const where of comingSoon) {
      expect(where).toMatch(
        /^(sport\.en\.ts > sportPage\.eventsCalendar\.undated|event-card\.en\.ts > eventStatusLabels\.coming-soon|staff-events\.ts > event(FormText|sConsoleText)\.)/,
      );
    }
  });

  it("shows the spec's texts on the home page", () => {
    expect(homePage.hero.headline).toBe("DON'T LET THE ALGORITHM RAISE YOUR KIDS.");
    expect(homePage.hero.line).toBe("The screens are winning. We're fighting back.");
    expect(homePage.hero.taglines).toEqual(["Character = Currency", "Reality > Algorithm"]);
    expect(homePage.wakeUpCall.heading).toBe("The Next Generation Is At Risk");
    const stat = homePage.wakeUpCall.statCard.stat;
    expect(`${stat.value} ${stat.label}`).toBe("7+ hours/day average screen time for teens");
    expect(homePage.corePanel.action).toEqual({ label: "Learn The Core™", href: "/the-core" });
    expect(homePage.joinTheMovement.blocks.map((b) => b.action)).toEqual([
      { label: "Join The Resistance", dialog: "age" },
      { label: "Be A Mentor", dialog: "mentor" },
    ]);
  });

  it("shows the spec's texts on the ventures and weekly drop pages", () => {
    expect(venturesPage.closing).toEqual({
      heading: "Ready to Build?",
      text: "Complete THE CORE first. Then let's turn your project into a business.",
      actions: [
        { label: "Start with WYPitUP!", href: "/wypit" },
        { label: "Learn About THE CORE", href: "/how-it-works" },
      ],
    });
    expect(weeklyDropPage.howItWorks.steps.map((s) => s.title)).toEqual([
      "Submit by Friday 5pm",
      "Community votes Saturday to Sunday",
      "Winner announced Monday",
    ]);
    expect(weeklyDropPage.whoCanEnter.items[0]).toBe("NYC youth aged 13-19 with an active membership");
    // Nothing dated is written here: the contest and the master classes are events (migration 0020).
    expect(artPage.eventsCalendar.items).toEqual([{ title: "Weekly Prize Draws", detail: "Ongoing" }]);
    expect(artPage.currentEvents.weeklyDrop).toMatchObject({ title: "Weekly Drop Challenge", action: { href: "/art/weekly-prize" } });
  });
});

describe("figures", () => {
  it("shows the spec's sport and tracks-page figures", () => {
    expect(sportStats.map((s) => `${s.label} ${s.value}`)).toEqual([
      "Active Athletes 500+",
      "Years Active 4",
      "Hours of Training 800+",
      "Success Rate 95%",
    ]);
    expect(tracksPageStats.map((s) => s.value)).toEqual(["5", "1000+", "89%", "24/7"]);
  });

  it("shows a figure used on two pages from one constant", () => {
    expect(sportPage.stats[0]).toBe(stats.activeAthletes);
    expect(programs.find((p) => p.id === "sport")?.proof).toBe(stats.activeAthletes);
    expect(theCorePage.hero.stats).toBe(coreStats);
    expect(coreStats).toContain(stats.coreCompletion);
    expect(wildcardPage.proof).toContain(stats.wildcardLane);
    expect(programs.find((p) => p.id === "wildcard")?.proof).toBe(stats.wildcardLane);
    expect(Number(tracksPageStats[0]!.value)).toBe(tracks.length);
  });
});
