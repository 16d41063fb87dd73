import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseCsv } from "~/platform/csv";
import { createTestDatabase, type TestDatabase, testDialects } from "../../../tests/support/databases";
import { exportLeadsCsv } from "./export.server";
import { updateFollowUp } from "./inbox.server";
import { storeLead } from "./store.server";

describe.each(testDialects())("lead CSV export from the database on %s", (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(() => database.destroy());

  async function exported(filter: Parameters<typeof exportLeadsCsv>[2] = {}) {
    let csv = "";
    const count = await exportLeadsCsv(database.db, (chunk) => (csv += chunk), filter);
    return { csv, count };
  }

  it("writes one row per lead with its own fields and delivery state, filtered by kind", async () => {
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
    expect(lines[0]).toBe(
      "id,kind,source,locale,submitted_at,first_name,last_name,email,phone,track,program,company,interest," +
        "follow_up,follow_up_note,follow_up_at,delivery_status,delivery_attempts",
    );
    // The interest by the label the form showed ("Apparel & Athleisure"), a formula-like name and phone neutralised.
    expect(lines[1]).toMatch(
      /,partnership,licensing,es,.*,'=cmd\(\),Kim,jo@brand.co,'\+1 212 555 0100,,,"Brand, Inc.",Apparel & Athleisure,New,,,pending,0$/,
    );
    expect(lines[2]).toBe("");
  });

  it("gives times in New York with their offset, choices by their labels, and the team's follow-up", async () => {
    const winter = await storeLead(database.db, "mentor", {
      source: "art",
      firstName: "Maya",
      lastName: "Reyes",
      email: "maya@example.org",
      phone: "212-555-0100",
      program: "gallery",
    });
    const summer = await storeLead(database.db, "mentor", {
      source: "home",
      firstName: "Leo",
      lastName: "Park",
      email: "leo@example.org",
      phone: "718-555-0100",
      track: "sport",
    });
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
    expect(rows.map((row) => [row.first_name, row.submitted_at, row.track, row.program, row.follow_up])).toEqual([
      ["Leo", "2026-07-04T12:00:00-04:00", "WYP SPORT", "", "New"],
      ["Maya", "2026-11-21T23:53:46-05:00", "", "WYP ART", "Contacted"],
    ]);
    const maya = rows[1]!;
    // The note keeps its line break and cannot run as a formula in a spreadsheet.
    expect(maya.follow_up_note).toBe('\'=HYPERLINK("http://evil.example","call")\nCalled, back Friday');
    expect(maya.follow_up_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-0[45]:00$/);
    expect(rows[0]!.follow_up_at).toBe("");
  });
});
