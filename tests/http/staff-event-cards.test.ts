// Current Events on /sport and /art are events staff mark "Show under Current Events" (issue 31):
// posted from the console with a Spanish title, one shows on the English and the Spanish page in
// that page's language with the status its dates give, an event not marked does not, and one that
// is over leaves. The page clock starts pinned (PAGES_AS_OF) at Sunday Nov 22 2026, noon in New York.
import { beforeAll, describe, expect, it } from "vitest";
import { useServer } from "../support/fixtures";
import { htmlText } from "../support/pages";
import { addStaff, signIn } from "../support/staff";

/** The Current Events section of a page: its cards' text, and their status badges in order. */
async function currentEvents(baseUrl: string, path: string) {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const heading = /<h2[^>]*>(Current Events|Eventos en curso)<\/h2>/.exec(html);
  if (!heading) return { text: "", badges: [] as string[], page: htmlText(html) };
  const section = html.slice(heading.index, html.indexOf("</section>", heading.index));
  const badges = [...section.matchAll(/data-status="([\w-]+)"[^>]*>(?:<span[^>]*><\/span>)?([^<]+)</g)].map((m) => `${m[1]}:${m[2]}`);
  return { text: htmlText(section), badges, page: htmlText(html) };
}

/** A sport event with a Spanish title and description, on Dec 5, with a link. */
const clinic = {
  title: "Harlem Hoops Clinic",
  titleEs: "Clínica de básquet en Harlem",
  description: "Two hours of drills with college players.",
  descriptionEs: "Dos horas de ejercicios con jugadoras universitarias.",
  date: "2026-12-05",
  time: "10:00",
  endTime: "12:00",
  link: "https://example.org/clinic",
};

describe("Current Events from the console", () => {
  const fixture = useServer({ env: { SEED_DEMO: "false", PAGES_AS_OF: "2026-11-22T12:00:00-05:00" } });
  let cookie: string;

  beforeAll(async () => {
    await addStaff(fixture.db, { email: "cards-editor@wyp.test", role: "editor" });
    cookie = await signIn(fixture.server, "cards-editor@wyp.test");
  });

  const createEvent = (fields: Record<string, string>) =>
    fetch(`${fixture.server.baseUrl}/staff/events/new`, {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams({ programme: "sport", intent: "publish", ...fields }),
      redirect: "manual",
    });

  it("shows a featured event on /sport and /es/sport in the page's language with its status; not one left unticked", async () => {
    const featured = await createEvent({ ...clinic, featured: "on" });
    expect(featured.status).toBe(303);
    await createEvent({ title: "Bench Scrimmage", date: "2026-12-06", time: "10:00" });

    const row = await fixture.db
      .selectFrom("events")
      .select(["title_es", "description_es", "featured"])
      .where("title", "=", "Harlem Hoops Clinic")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      title_es: "Clínica de básquet en Harlem",
      description_es: "Dos horas de ejercicios con jugadoras universitarias.",
      featured: 1,
    });

    const english = await currentEvents(fixture.server.baseUrl, "/sport");
    // The tournament (on now), then the new clinic (upcoming), then the two without a date (migration 0020).
    expect(english.badges).toEqual(["open:ACTIVE NOW", "upcoming:UPCOMING", "coming-soon:COMING SOON", "coming-soon:COMING SOON"]);
    expect(english.text).toContain(
      "Harlem Hoops Clinic Two hours of drills with college players. Sat, Dec 5, 10:00 AM – 12:00 PM Details Harlem Hoops Clinic (opens in a new tab)",
    );
    expect(english.text).not.toContain("Clínica de básquet en Harlem");
    expect(english.text).not.toContain("Bench Scrimmage");
    // Both are on the Events Calendar, which lists every published event.
    expect(english.page).toMatch(/Events Calendar .*Harlem Hoops Clinic .*Bench Scrimmage/);

    const spanish = await currentEvents(fixture.server.baseUrl, "/es/sport");
    expect(spanish.badges).toEqual(["open:EN MARCHA", "upcoming:POR EMPEZAR", "coming-soon:PRÓXIMAMENTE", "coming-soon:PRÓXIMAMENTE"]);
    expect(spanish.text).toContain("Clínica de básquet en Harlem Dos horas de ejercicios con jugadoras universitarias.");
    expect(spanish.text).toContain("Más detalles Clínica de básquet en Harlem");
    expect(spanish.text).not.toContain("Harlem Hoops Clinic");
    expect(spanish.text).not.toContain("Bench Scrimmage");
    expect(spanish.page).toMatch(/Calendario de eventos .*Clínica de básquet en Harlem/);
  });

  it("falls back to the English texts on the Spanish page where staff wrote none", async () => {
    await createEvent({ programme: "art", title: "Mural Walk", date: "2026-11-28", time: "11:00", featured: "on" });
    const spanish = await currentEvents(fixture.server.baseUrl, "/es/art");
    expect(spanish.text).toContain("Mural Walk");
    expect(spanish.badges).toContain("upcoming:POR EMPEZAR");
    // No link: no button.
    expect(spanish.text).not.toContain("Más detalles Mural Walk");
  });

  it("takes a featured event off Current Events once it is over", async () => {
    await createEvent({ title: "Morning Shootaround", date: "2026-11-22", time: "08:00", endTime: "10:00", featured: "on" });
    await createEvent({ title: "Sunset Shootaround", date: "2026-11-22", time: "16:00", endTime: "18:00", featured: "on" });
    let sport = await currentEvents(fixture.server.baseUrl, "/sport");
    expect(sport.text).not.toContain("Morning Shootaround");
    expect(sport.text).toContain("Sunset Shootaround");

    // Past the tournament's last day (Dec 13) and the clinic (Dec 5): only the undated ones are left.
    await fixture.server.restart({ PAGES_AS_OF: "2026-12-14T09:00:00-05:00" });
    sport = await currentEvents(fixture.server.baseUrl, "/sport");
    expect(sport.text).not.toContain("Sunset Shootaround");
    expect(sport.text).not.toContain("Harlem Hoops Clinic");
    expect(sport.text).not.toContain("QueenMe Classic Tournament");
    expect(sport.badges).toEqual(["coming-soon:COMING SOON", "coming-soon:COMING SOON"]);
  });

  it("refuses a featured value other than the checkbox's, and lists featured events in the console", async () => {
    const refused = await createEvent({ title: "Odd", featured: "yes" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Show under Current Events is ticked or not: nothing else.");
    const tooLong = await createEvent({ title: "Long", titleEs: "x".repeat(121) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain("Title in Spanish must be at most 120 characters.");

    const list = htmlText(await (await fetch(`${fixture.server.baseUrl}/staff/events`, { headers: { cookie } })).text());
    expect(list).toMatch(/Harlem Hoops Clinic Published Current Events/);
    expect(list).toMatch(/Bench Scrimmage Published (?!Current Events)/);

    const row = await fixture.db.selectFrom("events").select("id").where("title", "=", "Harlem Hoops Clinic").executeTakeFirstOrThrow();
    const form = await (await fetch(`${fixture.server.baseUrl}/staff/events/${row.id}`, { headers: { cookie } })).text();
    expect(form).toMatch(/name="titleEs"[^>]*value="Clínica de básquet en Harlem"/);
    expect(form).toMatch(/<input[^>]*name="featured"[^>]*checked/);

    // Unticked on the form: off Current Events, and the audit log names the field.
    const edited = await fetch(`${fixture.server.baseUrl}/staff/events/${row.id}`, {
      method: "POST",
      headers: { cookie },
      redirect: "manual",
      body: new URLSearchParams({ ...clinic, programme: "sport", intent: "publish" }),
    });
    expect(edited.status).toBe(303);
    expect((await fixture.db.selectFrom("events").select("featured").where("id", "=", row.id).executeTakeFirstOrThrow()).featured).toBe(0);
    const audit = await fixture.db
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("target", "=", row.id)
      .orderBy("at")
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(["event-create", "event-edit"]);
    expect(JSON.parse(audit[1]!.detail!)).toEqual({ fields: ["featured"] });
  });
});
