// A coordinator's everyday week in the console over HTTP (issue 46): sign-ups without a marketing
// service say nothing of deliveries, newsletter subscribers are no to-do, the sign-ups CSV reads
// like a board's spreadsheet, an entry approved during the weekend's vote says which vote it
// joins, a minor winner is reached through the guardian first, and the staff edit of an entry
// speaks the console's words.
import { beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "~/platform/csv";
import { addWeeklyDropEntry, addWeeklyDropVotes } from "../support/weekly-drop-results";
import { seedEntries, VOTING_SATURDAY } from "../support/weekly-drop-votes";
import { useServer } from "../support/fixtures";
import { mentorApplication, mentorPost } from "../support/leads";
import { htmlText } from "../support/pages";
import { addStaff, signIn } from "../support/staff";
import { startSmtp, type TestSmtp } from "../support/smtp";
import { testWebhookSecret } from "../support/webhook-receiver";

const signUps: Record<string, string>[] = [
  mentorApplication,
  mentorPost("sport", { firstName: "Leo", lastName: "Park", email: "leo@example.org", phone: "718-555-0111", program: "art" }),
  { kind: "newsletter", source: "footer", website: "", email: "fan@example.org" },
];

/** A signed-in editor's reads and posts on a server, after the sign-ups above were made on the site. */
function consoleOf(site: ReturnType<typeof useServer>) {
  let cookie = "";
  beforeAll(async () => {
    for (const fields of signUps) {
      const response = await fetch(`${site.server.baseUrl}/resources/leads`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { Accept: "application/json" },
      });
      expect(response.status).toBe(200);
    }
    await addStaff(site.db, { email: "coordinator@wyp.example", role: "editor" });
    cookie = await signIn(site.server, "coordinator@wyp.example");
  });
  const get = (path: string) => fetch(`${site.server.baseUrl}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
  return {
    get,
    text: async (path: string) => htmlText(await (await get(path)).text()),
    csv: async () => (await get("/staff/api/leads.csv")).text(),
    post: (path: string, fields: Record<string, string>) =>
      fetch(`${site.server.baseUrl}${path}`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { Cookie: cookie, Origin: site.server.baseUrl },
        redirect: "manual",
      }),
  };
}

describe("the everyday console without a marketing service", () => {
  const site = useServer({ env: { RATE_LIMIT_FORMS: "100000", PAGES_AS_OF: VOTING_SATURDAY, LOG_LEVEL: "warn" } });
  const staff = consoleOf(site);

  it("shows no delivery column, no retry button and no 'pending' in the inbox, a sign-up's page or the CSV", async () => {
    const inbox = await staff.text("/staff/leads");
    expect(inbox).toContain("maya@example.org");
    expect(inbox).not.toMatch(/deliver|pending|retry/i);
    const [lead] = await site.db.selectFrom("leads").select("id").where("email", "=", "maya@example.org").execute();
    const page = await staff.text(`/staff/leads/${lead!.id}`);
    expect(page).toContain("No marketing service is set up, so sign-ups are kept here only.");
    expect(page).not.toMatch(/pending|LEAD_WEBHOOK_URL/i);
    expect(await staff.csv()).not.toMatch(/deliver|pending/i);
  });

  it("lists sign-ups waiting for contact on the home page, but not newsletter subscribers", async () => {
    const home = await staff.text("/staff");
    expect(home).toContain("2 new sign-ups not yet contacted: Mentor application");
    expect(home).not.toContain("not yet contacted: Newsletter");
  });

  it("exports sign-ups with headers a board reads, spreadsheet dates, one programme column and labels", async () => {
    const csv = await staff.csv();
    // The person's columns, a column for each field a form keeps (one for the programme), the follow-up.
    const headers = csv.split("\r\n")[0]!.split(",");
    expect(headers.slice(0, 8)).toEqual(["Submitted (New York)", "Form", "Page", "Language", "First name", "Last name", "Email", "Phone"]);
    expect(headers.filter((header) => ["Program", "Company", "Interest"].includes(header))).toEqual(["Program", "Company", "Interest"]);
    expect(headers.slice(-3)).toEqual(["Follow-up", "Follow-up note", "Follow-up changed (New York)"]);
    const rows = parseCsv(csv);
    expect(rows.map((row) => [row.Form, row.Page, row.Language, row.Email, row.Program, row["Follow-up"]])).toEqual([
      ["Mentor application", "Home", "English", "maya@example.org", "WYP ART", "New"],
      ["Mentor application", "Sport", "English", "leo@example.org", "WYP ART", "New"],
      ["Newsletter", "Footer", "English", "fan@example.org", "", "New"],
    ]);
    // A date and time a spreadsheet reads as one, in New York (the pinned Saturday is 10:00 there).
    for (const row of rows) expect(row["Submitted (New York)"]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
  });

  it("says which week's vote an entry approved during the weekend joins, and when that vote opens", async () => {
    // Saturday Nov 28: the vote of the week of Nov 23 is open; an entry sent today is in the next week's.
    const [entry] = await seedEntries(site.db, [{ title: "Late Light", status: "pending", age: 19 }], "2026-12-07");
    const approved = await staff.post(`/staff/weekly-drop/entries/${entry!.id}`, { intent: "approve" });
    expect(approved.status).toBe(303);
    const page = await staff.get(approved.headers.get("location")!);
    const html = await page.text();
    const text = htmlText(html);
    expect(text).toContain("Entry approved: it joins the vote of the week of Nov 30, 2026, Saturday Dec 5 and Sunday Dec 6.");
    expect(text).not.toContain("View the vote on the site");
    expect(text).toContain("Its vote opens Saturday Dec 5 at 12:00 am (New York time)");
    // The page's address comes from the console's loader (issue 45), to the voting section.
    expect(html).toMatch(/href="\/art\/weekly-prize#vote"[^>]*>Open the Weekly Drop page</);

    // One of this weekend's entries: its vote is the one on the site now.
    const [current] = await seedEntries(site.db, [{ title: "Early Light", status: "pending", age: 19 }]);
    const now = await staff.post(`/staff/weekly-drop/entries/${current!.id}`, { intent: "approve" });
    const nowHtml = await (await staff.get(now.headers.get("location")!)).text();
    const nowText = htmlText(nowHtml);
    expect(nowText).toContain("Entry approved: it joins the vote of the week of Nov 23, 2026, Saturday Nov 28 and Sunday Nov 29.");
    expect(nowHtml).toMatch(/href="\/art\/weekly-prize#vote"[^>]*>View the vote on the site</);
  });

  it("labels the staff edit of an entry in the console's words, not the entrant's", async () => {
    const [entry] = await seedEntries(site.db, [{ title: "Quiet Stoop", status: "pending", age: 19 }], "2026-12-07");
    const page = await staff.text(`/staff/weekly-drop/entries/${entry!.id}`);
    const edit = page.slice(page.indexOf("Public details"), page.indexOf("Save details"));
    expect(edit).toContain("Last initial");
    // Staff read about the entrant; the entry form's "you" and "your" are the entrant's.
    expect(edit).not.toMatch(/\byou(r)?\b/i);
    expect(edit).toContain("The first letter of the entrant's last name.");

    const fields = { title: "Quiet Stoop", description: "A stoop.", firstName: "", lastInitial: "R", age: "19", borough: "", place: "" };
    const refused = await staff.post(`/staff/weekly-drop/entries/${entry!.id}`, { intent: "edit", ...fields });
    expect(refused.status).toBe(400);
    const messages = htmlText(await refused.text());
    expect(messages).toContain("Write the entrant's first name.");
    expect(messages).not.toContain("Write your first name.");
  });

  it("offers a minor winner's guardian first to arrange the prize, the entrant's email second", async () => {
    const week = "2026-11-23";
    const winner = await addWeeklyDropEntry(site.db, { week, title: "Harlem Rain", createdAt: "2026-11-18T15:00:00Z", age: 15 });
    await addWeeklyDropVotes(site.db, week, winner.id, 4);
    await site.db.deleteFrom("drop_results").where("week", "=", week).execute();
    await site.db
      .insertInto("drop_results")
      .values({ week, winner_entry_id: winner.id, announced_at: "2026-11-23T17:00:00.000Z", updated_at: "2026-11-23T17:00:00.000Z" })
      .execute();
    const html = await (await staff.get(`/staff/weekly-drop/results/${week}`)).text();
    const contact = htmlText(html.split("data-winner-contact")[1]!.split("</dl>")[0]!);
    expect(contact).toContain("Parent or guardian (consent on record) Rosa Reyes");
    expect(html).toContain('href="tel:7185550100"');
    expect(contact.indexOf("Rosa Reyes")).toBeLessThan(contact.indexOf(winner.email));
    expect(contact).toContain(`Entrant's email ${winner.email}`);
  });
});

describe("the sign-ups console with a marketing service", () => {
  const site = useServer({
    env: {
      RATE_LIMIT_FORMS: "100000",
      // Nothing answers there: deliveries stay pending, which is what staff should then see.
      LEAD_WEBHOOK_URL: "http://127.0.0.1:9/leads",
      LEAD_WEBHOOK_SECRET: testWebhookSecret,
      LOG_LEVEL: "error",
    },
  });
  const staff = consoleOf(site);

  it("shows each sign-up's delivery in the inbox and the CSV, and the retry button", async () => {
    const inbox = await staff.text("/staff/leads");
    expect(inbox).toContain("Delivery");
    expect(inbox).toContain("Retry all failed");
    const rows = parseCsv(await staff.csv());
    expect(Object.keys(rows[0]!).slice(-2)).toEqual(["Delivery", "Delivery attempts"]);
    expect(rows[0]!.Delivery).toMatch(/^(Pending|Failed)$/);
  });
});

describe("an expired password link", () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    return () => smtp.stop();
  });
  const site = useServer(() => ({
    env: { SMTP_URL: smtp.url, MAIL_FROM: "WYP <team@wyp.example.org>", MAIL_POLL_MS: "100", LOG_LEVEL: "error" },
  }));
  const mailTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
  const linkIn = (text: string) => new RegExp(`${site.server.baseUrl}/staff/setup/[A-Za-z0-9_-]+`).exec(text)?.[0];
  const post = (url: string, fields: Record<string, string>) =>
    fetch(url, { method: "POST", body: new URLSearchParams(fields), headers: { Origin: site.server.baseUrl }, redirect: "manual" });

  it("offers to send a new link to the same account's address, and a stranger's link learns nothing", async () => {
    await addStaff(site.db, { email: "only.owner@wyp.example", role: "owner" });
    expect((await post(`${site.server.baseUrl}/staff/forgot`, { email: "only.owner@wyp.example" })).status).toBe(200);
    await expect.poll(() => mailTo("only.owner@wyp.example").length, { timeout: 15_000 }).toBe(1);
    const first = linkIn(mailTo("only.owner@wyp.example")[0]!.text)!;
    // Half an hour later the link has expired.
    await site.db.updateTable("staff_setup_tokens").set({ expires_at: "2020-01-01T00:00:00.000Z" }).execute();

    const expired = await fetch(first);
    expect(expired.status).toBe(410);
    const text = htmlText(await expired.text());
    expect(text).toContain("This link has expired or was already used.");
    expect(text).not.toContain("Ask an owner of the console for a new one");
    expect(text).not.toContain("only.owner@wyp.example");

    const resent = await post(first, { intent: "resend" });
    expect(resent.status).toBe(200);
    expect(htmlText(await resent.text())).toContain("A new link is on its way to the address this one was sent to.");
    await expect.poll(() => mailTo("only.owner@wyp.example").length, { timeout: 15_000 }).toBe(2);
    const second = linkIn(mailTo("only.owner@wyp.example")[1]!.text)!;
    expect((await fetch(second)).status).toBe(200);

    // A link nobody was sent (or one long gone) leads to "Forgot password?", where the answer is the same for any address.
    const unknown = `${site.server.baseUrl}/staff/setup/${"x".repeat(43)}`;
    const page = await (await fetch(unknown)).text();
    expect(page).toContain('href="/staff/forgot"');
    expect(htmlText(page)).toContain("Ask for a new link");
    const guessed = await post(unknown, { intent: "resend" });
    expect(guessed.status).toBe(410);
    expect(htmlText(await guessed.text())).not.toContain("A new link is on its way");
    expect(smtp.received).toHaveLength(2);
  });
});
