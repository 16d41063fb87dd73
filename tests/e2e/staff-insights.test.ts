// The console's Insights page in the browser (issue 32): an editor reaches it from the console's
// navigation, it has no accessibility violations at desktop and phone widths, and changing the
// range shows that range.
import { describe, expect, it } from "vitest";
import { axeViolations } from "../support/axe";
import { browserAvailable } from "../support/browser";
import { useServerAndBrowser } from "../support/fixtures";
import { collectErrors } from "../support/pages";
import { addStaff, staffBrowserPage } from "../support/staff";
import { mentorApplication } from "../support/leads";
import { VISIT_SOURCE } from "~/platform/visit-source";
import { LEADS_PATH } from "~/features/leads/fields";
import { sportMentorPrograms } from "~/features/leads/form-fields";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

describe.runIf(browserAvailable())("Insights in the console", () => {
  const site = useServerAndBrowser({ env: { SEED_DEMO: "false", TRUST_PROXY: "1" } });

  it("is reached from the navigation, readable at 1280 and 390 px, and shows the range asked for", async () => {
    for (const fields of [{ p: "/art", s: "flyer" }, { p: "/es/art" }]) {
      await fetch(`${site.server.baseUrl}/resources/insights`, {
        method: "POST",
        headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": CHROME },
        body: JSON.stringify({ l: fields.p.startsWith("/es") ? "es" : "en", d: "phone", ...fields }),
      });
    }
    await addStaff(site.db, { email: "editor@example.org", role: "editor" });
    const page = await staffBrowserPage(site.browser, site.server, "editor@example.org");
    const errors = collectErrors(page);
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Insights" }).click();
    await page.getByRole("heading", { level: 1, name: "Insights" }).waitFor();
    await page.getByRole("row", { name: /flyer 1 \(new\) 1 \(new\)/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await axeViolations(page)).toEqual([]);

    // Days a year before the site counted anything, so none of them is today, whenever the test runs.
    await page.getByLabel("First day").fill("2025-11-01");
    await page.getByLabel("Last day").fill("2025-11-03");
    await page.getByRole("button", { name: "Show" }).click();
    await page.waitForURL(/from=2025-11-01&to=2025-11-03/);
    await page.getByRole("img", { name: "Visitors and views per day, 2025-11-01 to 2025-11-03" }).waitFor();
    // The lines run the chart's whole width, at 390 px as at 1280 (they sat in its middle, the picture
    // kept to its own shape inside a wider box).
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      const spans = await page.locator("svg[role=img]").evaluate((svg) => {
        const box = svg.getBoundingClientRect();
        const line = svg.querySelector("polyline")!.getBoundingClientRect();
        return { box: Math.round(box.width), line: Math.round(line.width) };
      });
      expect(spans.line, `at ${width} px`).toBeGreaterThanOrEqual(spans.box * 0.95);
    }
    expect(await page.getByRole("row", { name: /^2025-11-0[123] 0 0/ }).count()).toBe(3);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows what a board reads: conversion within 100%, each figure against before, entry pages, visitors now, and the weekly email to tick (issue 45)", async () => {
    const send = (address: string, path: string, init: { body: string; headers?: Record<string, string> }) =>
      fetch(`${site.server.baseUrl}${path}`, {
        method: "POST",
        body: init.body,
        headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": CHROME, "X-Forwarded-For": address, ...init.headers },
      });
    // One flyer reader enters on /sport and sends two applications; another enters on /sport from Instagram.
    await send("203.0.113.21", "/resources/insights", { body: JSON.stringify({ p: "/sport", d: "phone", s: "flyer", e: 1 }) });
    await send("203.0.113.22", "/resources/insights", { body: JSON.stringify({ p: "/sport", d: "phone", r: "instagram.com", e: 1 }) });
    for (const email of ["one@example.org", "two@example.org"]) {
      const { track: _, ...person } = mentorApplication;
      const fields = { ...person, email, source: "sport", program: sportMentorPrograms[0] };
      const stored = await send("203.0.113.21", LEADS_PATH, {
        body: new URLSearchParams(fields).toString(),
        headers: { "Content-Type": "application/x-www-form-urlencoded", [VISIT_SOURCE]: "s=flyer" },
      });
      expect(stored.status).toBe(200);
    }
    await addStaff(site.db, { email: "board@example.org", role: "editor" });
    const page = await staffBrowserPage(site.browser, site.server, "board@example.org");
    const errors = collectErrors(page);
    await page.goto(`${site.server.baseUrl}/staff/insights`);
    await page.getByText(/^\d+ visitors? in the last 5 minutes\.$/).waitFor();
    const perPage = page.getByRole("table", { name: "Sign-ups by kind and page, with the page's visitors" });
    const applications = perPage.getByRole("row", { name: /Mentor applications/ });
    expect(await applications.textContent()).toMatch(/2 \(new\)\s*1 \(new\)\s*2 \(new\)\s*50% \(new\)/);
    const entries = page.getByRole("table", { name: "Entry pages, English and Spanish together" });
    await entries.getByRole("row", { name: /WYP SPORT .*\(new\)/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "Email notifications" }).first().click();
    const weekly = page.getByRole("checkbox", { name: /Email me last week's insights on Mondays at 8 am/ });
    await weekly.check();
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Saved.").waitFor();
    await page.reload();
    expect(await page.getByRole("checkbox", { name: /Email me last week's insights/ }).isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("draws every Share bar in a colour that stands out from the page (contrast at least 3:1)", async () => {
    await fetch(`${site.server.baseUrl}/resources/insights`, {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": CHROME },
      body: JSON.stringify({ p: "/art", d: "desktop" }),
    });
    await addStaff(site.db, { email: "owner@example.org", role: "owner" });
    const page = await staffBrowserPage(site.browser, site.server, "owner@example.org");
    await page.goto(`${site.server.baseUrl}/staff/insights`);
    await page.getByRole("row", { name: /Desktop 1 \(new\) 1 \(new\)/ }).waitFor();
    const bars = await page.locator("td[aria-hidden='true'] > div").evaluateAll((elements) =>
      elements.map((bar) => {
        // The bar's own colour, and the first colour painted behind its cell.
        const behind = (element: Element | null): string => {
          for (; element; element = element.parentElement) {
            const colour = getComputedStyle(element).backgroundColor;
            if (!/^rgba\(.*, 0\)$|^transparent$/.test(colour)) return colour;
          }
          return "rgb(255, 255, 255)";
        };
        return { bar: getComputedStyle(bar).backgroundColor, background: behind(bar.parentElement) };
      }),
    );
    expect(bars.length).toBeGreaterThan(3);
    for (const { bar, background } of bars) expect(contrast(bar, background), `${bar} on ${background}`).toBeGreaterThanOrEqual(3);
    await page.context().close();
  });
});

/** WCAG's contrast ratio of two computed colours ("rgb(11, 11, 15)"). */
function contrast(a: string, b: string) {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const c = Number(part) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
