// Events and The Weekly Drop run from the console: what staff post there shows on the public pages
// at once (published, not over, never a draft), leaves when it ends, and every change is audited.
// The server's page clock is pinned (PAGES_AS_OF) to Sunday Nov 22 2026, noon in New York.
import { beforeAll, describe, expect, it } from "vitest";
import { useServer } from "../support/fixtures";
import { htmlText } from "../support/pages";
import { addStaff, signIn } from "../support/staff";

/** A page's text without tags or scripts. */
async function pageText(baseUrl: string, path: string) {
  return htmlText(await (await fetch(`${baseUrl}${path}`)).text());
}

describe("events and the Weekly Drop from the console", () => {
  const fixture = useServer({ env: { SEED_DEMO: "false", PAGES_AS_OF: "2026-11-22T12:00:00-05:00" } });
  let cookie: string;

  beforeAll(async () => {
    await addStaff(fixture.db, { email: "events-editor@wyp.test", role: "editor" });
    cookie = await signIn(fixture.server, "events-editor@wyp.test");
  });

  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${fixture.server.baseUrl}${path}`, {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });

  const createEvent = (fields: Record<string, string>) => post("/staff/events/new", { programme: "sport", intent: "draft", ...fields });

  it("shows a published event on its page with its New York time, and never a draft", async () => {
    const created = await createEvent({
      title: "Rucker Run 3v3",
      date: "2026-12-05",
      time: "14:00",
      endTime: "17:00",
      place: "Rucker Park, Harlem",
      borough: "Manhattan",
      cost: "Free",
      costEs: "Gratis",
      link: "https://example.org/rucker",
      intent: "publish",
    });
    expect(created.status).toBe(303);
    expect(created.headers.get("location")).toBe("/staff/events?done=savedPublished");
    await createEvent({ title: "Secret Scrimmage", date: "2026-12-06", time: "10:00" });

    const sport = await pageText(fixture.server.baseUrl, "/sport");
    expect(sport).toContain("Rucker Run 3v3 (opens in a new tab) Rucker Park, Harlem, Manhattan · Free Sat, Dec 5, 2:00 PM – 5:00 PM");
    expect(sport).not.toContain("Secret Scrimmage");
    // The seeded events the spec gives as coming soon are still there, after the dated one.
    expect(sport.indexOf("Rucker Run 3v3")).toBeLessThan(sport.indexOf("3v3 Street Ball Jam"));
    // Six: the spec's four and the two featured under Current Events (migration 0020).
    expect(sport.match(/Coming Soon/g)).toHaveLength(6);

    const list = await fetch(`${fixture.server.baseUrl}/staff/events?done=savedPublished`, { headers: { cookie } });
    const listText = await list.text();
    expect(list.headers.get("cache-control")).toBe("no-store");
    expect(listText).toContain("Event published.");
    expect(listText).toMatch(/Secret Scrimmage.*Draft/s);
  });

  it("never shows an event that is over: ended earlier today, or on a day before", async () => {
    await post("/staff/events/new", {
      programme: "art",
      title: "Morning Sketch Walk",
      date: "2026-11-22",
      time: "09:00",
      endTime: "11:00",
      intent: "publish",
    });
    await post("/staff/events/new", {
      programme: "art",
      title: "Yesterday's Zine Swap",
      date: "2026-11-21",
      time: "18:00",
      intent: "publish",
    });
    await post("/staff/events/new", {
      programme: "art",
      title: "Noon Portrait Jam",
      date: "2026-11-22",
      time: "11:00",
      endTime: "13:00",
      intent: "publish",
    });
    const art = await pageText(fixture.server.baseUrl, "/art");
    expect(art).toContain("Noon Portrait Jam");
    expect(art).not.toContain("Morning Sketch Walk");
    expect(art).not.toContain("Yesterday's Zine Swap");
    // The Weekly Drop's draws (a line of the copy) come first, then the events soonest first.
    expect(art.indexOf("Weekly Prize Draws")).toBeLessThan(art.indexOf("Noon Portrait Jam"));
    expect(art.indexOf("Noon Portrait Jam")).toBeLessThan(art.indexOf("Passion in Color Winners Announced"));
    const community = await pageText(fixture.server.baseUrl, "/art/community");
    expect(community).toContain("Coming Up Noon Portrait Jam Sun, Nov 22, 11:00 AM – 1:00 PM");
  });

  it("takes an event off the site when it is made a draft or deleted", async () => {
    await createEvent({ title: "Family Hoops Day", date: "2026-12-12", time: "12:00", intent: "publish" });
    const row = await fixture.db.selectFrom("events").select("id").where("title", "=", "Family Hoops Day").executeTakeFirstOrThrow();
    expect(await pageText(fixture.server.baseUrl, "/sport")).toContain("Family Hoops Day");

    expect((await post("/staff/events", { intent: "unpublish", id: row.id })).status).toBe(200);
    expect(await pageText(fixture.server.baseUrl, "/sport")).not.toContain("Family Hoops Day");

    await post("/staff/events", { intent: "publish", id: row.id });
    expect(await pageText(fixture.server.baseUrl, "/sport")).toContain("Family Hoops Day");

    const deleted = await post(`/staff/events/${row.id}/delete`, {});
    expect(deleted.headers.get("location")).toBe("/staff/events?done=deleted");
    expect(await pageText(fixture.server.baseUrl, "/sport")).not.toContain("Family Hoops Day");

    const actions = await fixture.db
      .selectFrom("audit_log")
      .select(["action", "target", "actor_email"])
      .where("target", "=", row.id)
      .execute();
    expect(actions.map((a) => a.action).sort()).toEqual(["event-create", "event-delete", "event-edit", "event-edit"]);
    expect(new Set(actions.map((a) => a.actor_email))).toEqual(new Set(["events-editor@wyp.test"]));
  });

  it("copies an event into a new form without saving it, and saves the copy as a draft or published, saying which", async () => {
    await createEvent({
      programme: "art",
      title: "Monthly Sketch Meet-up",
      date: "2026-12-03",
      time: "18:00",
      endTime: "20:00",
      place: "Schomburg Center",
      borough: "Manhattan",
      cost: "Free",
      costEs: "Gratis",
      intent: "publish",
    });
    const original = await fixture.db
      .selectFrom("events")
      .selectAll()
      .where("title", "=", "Monthly Sketch Meet-up")
      .executeTakeFirstOrThrow();
    const editPage = await (await fetch(`${fixture.server.baseUrl}/staff/events/${original.id}`, { headers: { cookie } })).text();
    expect(editPage).toContain(`href="/staff/events/new?from=${original.id}"`);
    // A published event links to the pages it shows on; the programme is named in words, not paths.
    expect(editPage).toContain('href="/art/community"');
    expect(editPage).toContain("View on /art/community");
    expect(editPage).toContain("WYP ART: on the Art pages");
    expect(editPage).not.toContain("(/art and /art/community)");

    const copy = await fetch(`${fixture.server.baseUrl}/staff/events/new?from=${original.id}`, { headers: { cookie } });
    expect(copy.status).toBe(200);
    const form = await copy.text();
    expect(htmlText(form)).toContain(
      "Copied from \u201cMonthly Sketch Meet-up\u201d: set the new date, then publish or save it as a draft.",
    );
    expect(form).toMatch(/name="title"[^>]*value="Monthly Sketch Meet-up"/);
    expect(form).toMatch(/name="place"[^>]*value="Schomburg Center"/);
    expect(form).toMatch(/name="time"[^>]*value="18:00"/);
    // The day is left for staff to set: the next meet-up is another date.
    expect(form).not.toContain('value="2026-12-03"');
    // Two buttons: a new event is a draft unless staff press Publish now (Save as draft comes first, for Enter).
    const buttons = [...form.matchAll(/<button([^>]*)>(Save as draft|Publish now)<\/button>/g)].map(([, attributes, label]) => [
      label,
      /name="intent"/.test(attributes!) && /value="(\w+)"/.exec(attributes!)?.[1],
    ]);
    expect(buttons).toEqual([
      ["Save as draft", "draft"],
      ["Publish now", "publish"],
    ]);
    // Opening the copy stores nothing.
    expect(await fixture.db.selectFrom("events").select("id").where("title", "=", "Monthly Sketch Meet-up").execute()).toHaveLength(1);

    const copied = {
      programme: "art",
      title: "Monthly Sketch Meet-up",
      time: "18:00",
      endTime: "20:00",
      place: "Schomburg Center",
      borough: "Manhattan",
      cost: "Free",
      costEs: "Gratis",
      copiedFrom: original.id,
    };
    const noButton = await post("/staff/events/new", { ...copied, date: "2027-01-07" });
    expect(noButton.status).toBe(400);
    expect(await noButton.text()).toContain("Choose Publish now or Save as draft.");

    const draft = await post("/staff/events/new", { ...copied, date: "2027-01-07", intent: "draft" });
    expect(draft.headers.get("location")).toBe("/staff/events?done=savedDraft");
    const list = await (await fetch(`${fixture.server.baseUrl}${draft.headers.get("location")}`, { headers: { cookie } })).text();
    expect(list).toContain("Saved as a draft: not on the site yet.");
    const rows = await fixture.db
      .selectFrom("events")
      .selectAll()
      .where("title", "=", "Monthly Sketch Meet-up")
      .orderBy("created_at")
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ place: "Schomburg Center", borough: "Manhattan", cost: "Free", published_at: null });
    expect(new Date(rows[1]!.starts_at!).toISOString()).toBe("2027-01-07T23:00:00.000Z");
    const [created] = await fixture.db
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "event-create")
      .where("target", "=", rows[1]!.id)
      .execute();
    expect(JSON.parse(created!.detail!)).toEqual({ programme: "art", published: false, copiedFrom: original.id });

    expect(
      (
        await fetch(`${fixture.server.baseUrl}/staff/events/new?from=no-such-event`, { headers: { cookie }, redirect: "manual" })
      ).headers.get("location"),
    ).toBe("/staff/events?done=notFound");
  });

  it("refuses a form without a title, with an impossible date or a link that is not https, naming each field", async () => {
    const response = await createEvent({ title: "", date: "2026-13-01", time: "10:00", link: "http://example.org" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Title is required.");
    expect(html).toContain("Please enter a real date, like 2026-12-05.");
    expect(html).toContain("The link must be a full https:// address.");
    expect(await fixture.db.selectFrom("events").select("id").where("link", "=", "http://example.org").execute()).toEqual([]);
  });

  it("shows an edited prize and a new winner on /art/weekly-prize", async () => {
    const before = await pageText(fixture.server.baseUrl, "/art/weekly-prize");
    expect(before).toContain("Drawing Tablet");
    const saved = await post("/staff/weekly-drop", {
      intent: "prize",
      title1: "Pro Marker Set",
      description1: "48 alcohol markers.",
      titleEs1: "Set de marcadores profesionales",
      descriptionEs1: "48 marcadores de alcohol.",
      icon1: "Brush",
      title2: "Studio Day",
      description2: "A day in a working artist's studio.",
      titleEs2: "Un día en el estudio",
      descriptionEs2: "Un día en el estudio de un artista profesional.",
      icon2: "Palette",
    });
    expect(saved.status).toBe(200);
    const winner = await post("/staff/weekly-drop/winners/new", {
      announced: "2026-11-23",
      artworkTitle: "Night Bus Home",
      artworkTitleEs: "El autobús nocturno a casa",
      artistFirstName: "Ana",
      artistLastInitial: "P",
      age: "15",
      borough: "Brooklyn",
    });
    expect(winner.headers.get("location")).toBe("/staff/weekly-drop?done=winnerAdded");

    const after = await pageText(fixture.server.baseUrl, "/art/weekly-prize");
    expect(after).toContain("Pro Marker Set 48 alcohol markers.");
    expect(after).toContain("Studio Day");
    expect(after).not.toContain("Drawing Tablet");
    expect(after).toContain("Night Bus Home Ana P., 15, Brooklyn");
    // The newest winner was announced after the pinned day: the banner names it with its date.
    expect(after).toContain('Announced Nov 23, 2026: "Night Bus Home" by Ana P., 15, Brooklyn');

    const edits = await fixture.db.selectFrom("audit_log").select("detail").where("action", "=", "drop-edit").execute();
    expect(edits).toHaveLength(2);
    // Audit details hold counts and kinds of change, never a winner's name.
    expect(edits.map((e) => e.detail).join(" ")).not.toContain("Ana");
  });

  it("refuses the console to a signed-out request, and an editor's winner form with a wrong day", async () => {
    const signedOut = await fetch(`${fixture.server.baseUrl}/staff/events/new`, { redirect: "manual" });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toMatch(/^\/staff\/login\?next=/);
    const write = await fetch(`${fixture.server.baseUrl}/staff/weekly-drop`, {
      method: "POST",
      body: new URLSearchParams({ intent: "prize", title1: "Hijacked", icon1: "Gift" }),
      redirect: "manual",
    });
    expect(write.status).not.toBe(200);
    expect(await pageText(fixture.server.baseUrl, "/art/weekly-prize")).not.toContain("Hijacked");

    const tuesday = await post("/staff/weekly-drop/winners/new", {
      announced: "2026-11-24",
      artworkTitle: "X",
      artworkTitleEs: "X",
      artistFirstName: "Y",
      artistLastInitial: "Z",
      age: "15",
      borough: "Bronx",
    });
    expect(tuesday.status).toBe(400);
    expect(await tuesday.text()).toContain("Winners are announced on Mondays: please choose a Monday.");
  });
});

describe("See Next Event on /art/community", () => {
  // A server of its own: the next meet-up is whichever art event comes first, so no other test's events.
  const fixture = useServer({ env: { SEED_DEMO: "false", PAGES_AS_OF: "2026-11-22T12:00:00-05:00" } });
  let cookie: string;
  beforeAll(async () => {
    await addStaff(fixture.db, { email: "next-event-editor@wyp.test", role: "editor" });
    cookie = await signIn(fixture.server, "next-event-editor@wyp.test");
  });
  const createEvent = (fields: Record<string, string>) =>
    fetch(`${fixture.server.baseUrl}/staff/events/new`, {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams({ programme: "art", intent: "publish", ...fields }),
      redirect: "manual",
    });

  it("goes to the events platform with no meet-up coming, then to the next one: its own link, or its place and time on the page", async () => {
    const nextEventHref = async () =>
      /<a[^>]*href="([^"]+)"[^>]*>See Next Event</.exec(await (await fetch(`${fixture.server.baseUrl}/art/community`)).text())?.[1];
    expect(await nextEventHref()).toMatch(/^https:\/\//);
    expect(
      (await createEvent({ title: "Zine Night", date: "2026-12-01", time: "18:00", place: "Bronx Library Center", borough: "Bronx" }))
        .status,
    ).toBe(303);
    expect(await nextEventHref()).toBe("#next-event");
    expect(await (await fetch(`${fixture.server.baseUrl}/art/community`)).text()).toMatch(/<li id="next-event"[^>]*>.*Zine Night/s);
    const walk = await createEvent({
      title: "Mural Walk",
      date: "2026-11-30",
      time: "11:00",
      place: "Bushwick",
      borough: "Brooklyn",
      link: "https://example.org/mural-walk",
    });
    expect(walk.status).toBe(303);
    expect(await nextEventHref()).toBe("https://example.org/mural-walk");
  });
});
