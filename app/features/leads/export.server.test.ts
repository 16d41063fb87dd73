import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/databases";
import { exportLeadsCsv } from "./export.server";
import { storeLead } from "./store.server";

describe("lead CSV export from the database", () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase("sqlite");
  });
  afterEach(() => database.destroy());

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
    let csv = "";
    const count = await exportLeadsCsv(database.db, (chunk) => (csv += chunk), { kind: "partnership" });
    const lines = csv.split("\r\n");
    expect(count).toBe(1);
    expect(lines[0]).toBe(
      "id,kind,source,locale,submitted_at,first_name,last_name,email,phone,track,program,company,interest,delivery_status,delivery_attempts",
    );
    expect(lines[1]).toMatch(/,partnership,licensing,es,.*,'=cmd\(\),Kim,jo@brand.co,'\+1 212 555 0100,,,"Brand, Inc.",apparel,pending,0$/);
    expect(lines[2]).toBe("");
  });
});
