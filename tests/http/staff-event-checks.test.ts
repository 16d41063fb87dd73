// The console's events list and form without surprises (issue 46, row 9): publishing a past date
// asks first (staff may still confirm it), an event under Past carries no "Current Events" badge,
// a copy says which of its fields came from the original, English and Spanish, and an event can be
// copied from the list. The server's page clock is pinned (PAGES_AS_OF) to Sunday Nov 22 2026, noon.
import { beforeAll, describe, expect, it } from "vitest";
import { useServer } from "../support/fixtures";
import { htmlText } from "../support/pages";
import { addStaff, signIn } from "../support/staff";

describe("the console's event checks", () => {
  const fixture = useServer({ env: { SEED_DEMO: "false", PAGES_AS_OF: "2026-11-22T12:00:00-05:00" } });
  let cookie: string;
  beforeAll(async () => {
    await addStaff(fixture.db, { email: "event-checks@wyp.test", role: "editor" });
    cookie = await signIn(fixture.server, "event-checks@wyp.test");
  });
  const page = async (path: string) => (await fetch(`${fixture.server.baseUrl}${path}`, { headers: { cookie } })).text();
  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${fixture.server.baseUrl}${path}`, {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
  const saved = (title: string) => fixture.db.selectFrom("events").selectAll().where("title", "=", title).execute();

  it("warns before publishing an event whose date has passed, keeps what was typed, and publishes once confirmed", async () => {
    const fields = {
      programme: "art",
      title: "Last Week's Zine Swap",
      date: "2026-11-14",
      time: "18:00",
      place: "Harlem",
      intent: "publish",
    };
    const warned = await post("/staff/events/new", fields);
    expect(warned.status).toBe(200);
    const html = await warned.text();
    expect(htmlText(html)).toContain("This event's date has passed (Sat, Nov 14, 6:00 PM).");
    expect(html).toContain('value="Last Week&#x27;s Zine Swap"');
    expect(await saved("Last Week's Zine Swap")).toHaveLength(0);

    const confirm = /name="confirmPast" value="([^"]+)"/.exec(html)?.[1];
    expect(confirm).toBeDefined();
    const published = await post("/staff/events/new", { ...fields, confirmPast: confirm! });
    expect(published.headers.get("location")).toBe("/staff/events?done=savedPublished");
    expect(await saved("Last Week's Zine Swap")).toHaveLength(1);
  });

  it("asks again when the confirmed date is changed to another past one, and never for a draft or a coming date", async () => {
    const first = await post("/staff/events/new", {
      title: "Old Clinic",
      programme: "sport",
      date: "2026-11-01",
      time: "10:00",
      intent: "publish",
    });
    const confirm = /name="confirmPast" value="([^"]+)"/.exec(await first.text())![1];
    const moved = await post("/staff/events/new", {
      title: "Old Clinic",
      programme: "sport",
      date: "2026-10-25",
      time: "10:00",
      intent: "publish",
      confirmPast: confirm,
    });
    expect(moved.status).toBe(200);
    expect(await saved("Old Clinic")).toHaveLength(0);
    const draft = await post("/staff/events/new", {
      title: "Old Draft",
      programme: "sport",
      date: "2026-11-01",
      time: "10:00",
      intent: "draft",
    });
    expect(draft.status).toBe(303);
    const coming = await post("/staff/events/new", {
      title: "Next Clinic",
      programme: "sport",
      date: "2026-11-29",
      time: "10:00",
      intent: "publish",
    });
    expect(coming.status).toBe(303);
  });

  it("shows no Current Events badge on a featured event listed under Past", async () => {
    const fields = {
      programme: "sport",
      title: "Spring Tournament 2020",
      date: "2020-04-04",
      time: "09:00",
      featured: "on",
      intent: "publish",
    };
    const html = await (await post("/staff/events/new", fields)).text();
    const confirm = /name="confirmPast" value="([^"]+)"/.exec(html)![1];
    await post("/staff/events/new", { ...fields, confirmPast: confirm });
    await post("/staff/events/new", { ...fields, title: "Holiday Tournament", date: "2026-12-19", confirmPast: "" });

    const list = htmlText(await page("/staff/events"));
    const pastAt = list.indexOf(" Past ");
    expect(list.slice(pastAt)).toContain("Spring Tournament 2020 Published When (New York) : Sat, Apr 4, 9:00 AM");
    expect(list.slice(0, pastAt)).toContain("Holiday Tournament Published Current Events When (New York) : Sat, Dec 19");
  });

  it("offers Copy on the list, and the copy names every field it took from the original, the Spanish ones too", async () => {
    await post("/staff/events/new", {
      programme: "art",
      title: "Monthly Sketch Meet-up",
      date: "2026-12-12",
      time: "15:00",
      place: "Harlem Library",
      description: "Bring a sketchbook.",
      descriptionEs: "Trae tu cuaderno.",
      intent: "publish",
    });
    const [original] = await saved("Monthly Sketch Meet-up");
    const list = await page("/staff/events");
    expect(list).toContain(`href="/staff/events/new?from=${original.id}"`);
    expect(htmlText(list)).toContain("Edit Monthly Sketch Meet-up Copy Monthly Sketch Meet-up");

    const copy = htmlText(await page(`/staff/events/new?from=${original.id}`));
    expect(copy).toContain(
      "These came from the original: Title, Programme, Start time, Place, Description, Description in Spanish. Check each one, in English and in Spanish, before saving.",
    );
  });
});
