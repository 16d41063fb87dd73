import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseCsv } from "~/platform/csv";
import { createTestDatabase, type TestDatabase, testDialects } from "../../../tests/support/databases";
import { mentorSignUp } from "../../../tests/support/leads";
import { exportLeadsCsv } from "./export.server";
import { updateFollowUp } from "./inbox.server";
import { storeLead } from "./store.server";

describe.each(testDialects())("lead CSV export from the database on %s", (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(() => database.destroy());

  async function exported(filter: Parameters<typeof exportLeadsCsv>[2] = {}, withDelivery = false) {
    let csv = "";
    const count = await exportLeadsCsv(database.db, (chunk) => (csv += chunk), filter, withDelivery);
    return { csv, count };
  }

  it("writes one row per lead with its own fields, filtered by kind, and its delivery only with a marketing service", async () => {
    await storeLead(
      database.db,
      "partnership",
      {
        source: "licensing",
        firstName: "=cmd()",
        lastName: "Kim",
        email: "jo@brand.co",
        phone: "+1 212 555 0100",
        company: "Brand, Inc.",
        interest: "apparel",
      },
      "es",
    );
    await storeLead(database.db, "newsletter", { source: "footer", email: "fan@example.org" });
    const { csv, count } = await exported({ kind: "partnership" });
    const lines = csv.split("\r\n");
    expect(count).toBe(1);
    // The person's columns first and the team's follow-up last; between them a column for each field
    // a form keeps (so a field added to a form adds one), the programme in one whichever form asked.
    const headers = lines[0]!.split(",");
    expect(headers.slice(0, 8)).toEqual(["Submitted (New York)", "Form", "Page", "Language", "First name", "Last name", "Email", "Phone"]);
    expect(headers.filter((header) => ["Program", "Company", "Interest"].includes(header))).toEqual(["Program", "Company", "Interest"]);
    expect(headers.slice(-3)).toEqual(["Follow-up", "Follow-up note", "Follow-up changed (New York)"]);
    // Labels, not codes; the interest as the form showed it; a formula-like name and phone neutralised.
    const [lead] = parseCsv(csv);
    expect(lead!["Submitted (New York)"]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(lead).toMatchObject({
      Form: "Partnership inquiry",
      Page: "Licensing",
      Language: "Spanish",
      "First name": "'=cmd()",
      "Last name": "Kim",
      Email: "jo@brand.co",
      Phone: "'+1 212 555 0100",
      Program: "",
      Company: "Brand, Inc.",
      Interest: "Apparel & Athleisure",
      "Follow-up": "New",
      "Follow-up note": "",
    });
    expect(lines[2]).toBe("");

    const withDelivery = await exported({ kind: "partnership" }, true);
    const [row] = parseCsv(withDelivery.csv);
    expect(row).toMatchObject({ Delivery: "Pending", "Delivery attempts": "0" });
  });

  it("gives times in New York as a spreadsheet reads them, choices by their labels, and the team's follow-up", async () => {
    const winter = await storeLead(database.db, "mentor", mentorSignUp("art", { program: "gallery" }));
    const summer = await storeLead(
      database.db,
      "mentor",
      mentorSignUp("home", { firstName: "Leo", lastName: "Park", email: "leo@example.org", phone: "718-555-0100", track: "sport" }),
    );
    // 04:53 UTC on 22 November is 23:53 the evening before in New York (EST, -05:00); in July, EDT (-04:00).
    await database.db.updateTable("leads").set({ created_at: "2026-11-22T04:53:46.095Z" }).where("id", "=", winter!).execute();
    await database.db.updateTable("leads").set({ created_at: "2026-07-04T16:00:00.000Z" }).where("id", "=", summer!).execute();
    await updateFollowUp(
      database.db,
      winter!,
      {
        followUp: "contacted",
        note: '=HYPERLINK("http://evil.example","call")\nCalled, back Friday',
      },
      { email: "coordinator@wyp.example" },
    );

    const rows = parseCsv((await exported()).csv);
    // The track the home page asks for and the program the art page asks for: one column.
    expect(rows.map((row) => [row["First name"], row["Submitted (New York)"], row.Program, row["Follow-up"]])).toEqual([
      ["Leo", "2026-07-04 12:00", "WYP SPORT", "New"],
      ["Maya", "2026-11-21 23:53", "WYP ART", "Contacted"],
    ]);
    const maya = rows[1]!;
    // The note keeps its line break and cannot run as a formula in a spreadsheet.
    expect(maya["Follow-up note"]).toBe('\'=HYPERLINK("http://evil.example","call")\nCalled, back Friday');
    expect(maya["Follow-up changed (New York)"]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(rows[0]!["Follow-up changed (New York)"]).toBe("");
  });
});
