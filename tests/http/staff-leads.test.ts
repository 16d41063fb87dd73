// The sign-ups inbox over HTTP, as the console's forms and links use it: filters in the URL, the
// CSV of the current filter (spreadsheet-safe), follow-up, retry and erasure, and the audit log.
import { beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "~/platform/csv";
import { useServer } from "../support/fixtures";
import { mentorApplication } from "../support/leads";
import { htmlText } from "../support/pages";
import { addStaff, signIn } from "../support/staff";

describe("staff sign-ups inbox over HTTP", () => {
  const site = useServer({ env: { RATE_LIMIT_FORMS: "100000" } });
  let cookie = "";

  const submit = async (fields: Record<string, string>) => {
    const response = await fetch(`${site.server.baseUrl}/resources/leads`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Accept: "application/json" },
    });
    expect(response.status).toBe(200);
    const lead = await site.db.selectFrom("leads").select("id").where("email", "=", fields.email.toLowerCase()).executeTakeFirstOrThrow();
    return lead.id;
  };
  const get = (path: string, withCookie = true) =>
    fetch(`${site.server.baseUrl}${path}`, { headers: withCookie ? { Cookie: cookie } : {}, redirect: "manual" });
  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${site.server.baseUrl}${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Cookie: cookie },
      redirect: "manual",
    });
  const audit = (action: string) => site.db.selectFrom("audit_log").selectAll().where("action", "=", action).execute();

  let mentorId = "";
  let partnerId = "";
  beforeAll(async () => {
    await addStaff(site.db, { email: "editor@wyp.example", role: "editor" });
    cookie = await signIn(site.server, "editor@wyp.example");
    mentorId = await submit(mentorApplication);
    partnerId = await submit({
      kind: "partnership",
      source: "licensing",
      website: "",
      firstName: '=HYPERLINK("evil.example/x","x")',
      lastName: "Kim",
      email: "jo@brand.example",
      phone: "+1 212 555 0199",
      company: "Brand, Inc.",
      interest: "apparel",
    });
    await submit({ kind: "newsletter", source: "footer", website: "", email: "fan@example.org" });
  });

  it("refuses the inbox, a lead and the CSV to a signed-out request", async () => {
    const csv = await get("/staff/api/leads.csv", false);
    expect(csv.status).toBe(401);
    expect(await csv.text()).not.toContain("@");
    for (const path of ["/staff", "/staff/leads", `/staff/leads/${mentorId}`]) {
      const page = await get(path, false);
      expect(page.status, path).toBe(302);
      expect(page.headers.get("location"), path).toMatch(/^\/staff\/login\?next=/);
    }
    const erase = await fetch(`${site.server.baseUrl}/staff/leads/${mentorId}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "erase", confirm: "yes" }),
      redirect: "manual",
    });
    expect(erase.status).toBe(302);
    expect(await site.db.selectFrom("leads").select("id").where("id", "=", mentorId).executeTakeFirst()).toBeDefined();
  });

  it("lists every sign-up newest first and narrows by the URL's filters", async () => {
    const all = await (await get("/staff/leads")).text();
    expect(all.indexOf("fan@example.org")).toBeLessThan(all.indexOf("jo@brand.example"));
    expect(all.indexOf("jo@brand.example")).toBeLessThan(all.indexOf("maya@example.org"));

    const partnerships = await (await get("/staff/leads?kind=partnership&delivery=pending")).text();
    expect(partnerships).toContain("jo@brand.example");
    expect(partnerships).not.toContain("maya@example.org");
    expect(partnerships).not.toContain("fan@example.org");
    const fromFooter = await (await get("/staff/leads?source=footer")).text();
    expect(fromFooter).toContain("fan@example.org");
    expect(fromFooter).not.toContain("jo@brand.example");
    const future = await (await get("/staff/leads?from=2099-01-01")).text();
    expect(future).toContain("No sign-ups match these filters.");

    const bad = await get("/staff/leads?kind=admins&from=yesterday");
    expect(bad.status).toBe(400);
    const page = await bad.text();
    expect(page).toContain("Choose a kind from the list.");
    expect(page).toContain("Enter a date like 2026-11-22.");
  });

  it("exports the current filter as a spreadsheet-safe CSV attachment, and audits it", async () => {
    const response = await get("/staff/api/leads.csv?kind=partnership");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="wyp-sign-ups-\d{4}-\d\d-\d\d\.csv"$/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const rows = parseCsv(await response.text());
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      Email: "jo@brand.example",
      // A formula-like name is neutralised: the spreadsheet shows it as text, never runs it.
      "First name": '\'=HYPERLINK("evil.example/x","x")',
      Phone: "'+1 212 555 0199",
      Company: "Brand, Inc.",
      "Follow-up": "New",
      "Follow-up note": "",
    });
    // New York time as a spreadsheet reads it, never UTC's "Z".
    expect(rows[0]!["Submitted (New York)"]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    const [entry] = await audit("lead-export");
    expect(JSON.parse(entry.detail!)).toEqual({ filter: { kind: "partnership" }, count: 1 });
    expect(entry.detail).not.toContain("@");
    expect((await get("/staff/api/leads.csv?delivery=lost")).status).toBe(400);
  });

  it("shows one lead's fields as its form labels them and keeps its follow-up", async () => {
    const page = await (await get(`/staff/leads/${mentorId}`)).text();
    expect(page).toContain("Maya Reyes");
    expect(page).toMatch(/Track<\/dt><dd[^>]*>WYP ART</);
    // One click writes to or calls the person.
    expect(page).toMatch(/Email<\/dt><dd[^>]*><a href="mailto:maya@example.org"[^>]*>maya@example.org<\/a>/);
    expect(page).toMatch(/Phone<\/dt><dd[^>]*><a href="tel:2125550100"[^>]*>212-555-0100<\/a>/);

    const saved = await post(`/staff/leads/${mentorId}`, {
      intent: "follow-up",
      followUp: "contacted",
      note: "Called Monday, call back Friday",
    });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Follow-up saved.");
    const lead = await site.db.selectFrom("leads").selectAll().where("id", "=", mentorId).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ follow_up: "contacted", follow_up_note: "Called Monday, call back Friday" });
    expect(JSON.parse((await audit("lead-status"))[0].detail!)).toEqual({ from: "new", to: "contacted" });
    expect(await audit("lead-note")).toHaveLength(1);

    // A second save keeps the first note in the lead's history, with who wrote each.
    await post(`/staff/leads/${mentorId}`, { intent: "follow-up", followUp: "closed", note: "Joined the Friday session" });
    const history = (await (await get(`/staff/leads/${mentorId}`)).text()).split(">History<")[1]?.split("</table>")[0] ?? "";
    expect(history).toContain("Joined the Friday session");
    expect(history).toContain("Called Monday, call back Friday");
    expect(history.match(/editor@wyp\.example/g)).toHaveLength(2);
    expect(history.indexOf("Joined the Friday session")).toBeLessThan(history.indexOf("Called Monday, call back Friday"));

    const tooLong = await post(`/staff/leads/${mentorId}`, { intent: "follow-up", followUp: "new", note: "x".repeat(2001) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain("The note must be at most 2000 characters.");
    expect((await site.db.selectFrom("leads").select("follow_up").where("id", "=", mentorId).executeTakeFirstOrThrow()).follow_up).toBe(
      "closed",
    );
  });

  it("retries one failed delivery and all failed ones, as the CLI does", async () => {
    await site.db.updateTable("webhook_deliveries").set({ status: "failed", attempts: 30 }).execute();
    const pending = await post(`/staff/leads/${mentorId}`, { intent: "retry" });
    expect(pending.status).toBe(200);
    const rows = await site.db.selectFrom("webhook_deliveries").select(["lead_id", "status", "attempts"]).execute();
    expect(rows.find((row) => row.lead_id === mentorId)).toMatchObject({ status: "pending", attempts: 0 });
    expect(rows.filter((row) => row.status === "failed")).toHaveLength(2);

    const again = await post(`/staff/leads/${mentorId}`, { intent: "retry" });
    expect(again.status).toBe(409);

    const all = await post("/staff/leads", { intent: "retry-failed" });
    expect(await all.text()).toContain("2 failed deliveries queued again.");
    expect((await site.db.selectFrom("webhook_deliveries").select("status").where("status", "=", "failed").execute()).length).toBe(0);
    expect((await audit("lead-retry")).map((entry) => JSON.parse(entry.detail!))).toEqual(
      expect.arrayContaining([
        { scope: "one", count: 1 },
        { scope: "all-failed", count: 2 },
      ]),
    );
  });

  it("erases a person only once confirmed, then says so in the inbox", async () => {
    const unconfirmed = await post(`/staff/leads/${partnerId}`, { intent: "erase" });
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.text()).toContain("Tick the box to confirm the erasure.");
    expect(await site.db.selectFrom("leads").select("id").where("id", "=", partnerId).executeTakeFirst()).toBeDefined();

    const erased = await post(`/staff/leads/${partnerId}`, { intent: "erase", confirm: "yes" });
    expect(erased.status).toBe(303);
    expect(erased.headers.get("location")).toBe("/staff/leads?erased=1");
    expect(await site.db.selectFrom("leads").select("id").where("email", "=", "jo@brand.example").execute()).toEqual([]);
    expect((await get(`/staff/leads/${partnerId}`)).status).toBe(404);
    expect(await (await get("/staff/leads?erased=1")).text()).toContain("Erased 1 sign-up and their delivery records.");
    const [entry] = await audit("lead-erase");
    expect(entry.target).toBe(partnerId);
    expect(entry.detail).not.toContain("@");
  });

  it("lists the sign-ups nobody has contacted on the home page, linked to the filtered inbox, and nothing about deliveries without a webhook", async () => {
    // No LEAD_WEBHOOK_URL here: sign-ups are stored only, so a delivery record is nothing to act on.
    await site.db.updateTable("webhook_deliveries").set({ status: "failed" }).execute();
    await site.db.updateTable("leads").set({ follow_up: "new" }).where("id", "=", mentorId).execute();
    const home = await (await get("/staff")).text();
    const text = htmlText(home);
    expect(text).toContain("1 new sign-up not yet contacted: Mentor application Oldest under an hour.");
    expect(home).toContain('href="/staff/leads?kind=mentor&amp;followUp=new"');
    // The newsletter's subscriber asked for no call: no to-do.
    expect(text).not.toContain("Newsletter Oldest");
    expect(text).not.toMatch(/deliver|marketing service|Pending/i);
    expect(text).toContain("Sign-ups per week");

    // A sign-up's own page says plainly that nothing is sent, not "Pending" forever or a past "next attempt".
    const [newest] = await site.db.selectFrom("leads").select("id").orderBy("created_at", "desc").limit(1).execute();
    const lead = htmlText(await (await get(`/staff/leads/${newest!.id}`)).text());
    expect(lead).toContain("No marketing service is set up, so sign-ups are kept here only.");
    expect(lead).not.toMatch(/Pending|Next try|webhook delivery/);
  });
});
