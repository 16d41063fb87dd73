import { InsertQueryNode, type KyselyPlugin, type OperationNode, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storeLead } from "~/features/leads/store.server";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../tests/support/databases";
import { mentorSignUp } from "../../../tests/support/leads";

const mentor = (email: string) => mentorSignUp("art", { email, phone: "+1 212 555 0100", program: "gallery" });

/** Counts the statements that insert into `leads`: how many writes the sign-ups cost. */
function leadInserts() {
  let count = 0;
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      const intoLeads = (node: OperationNode) => InsertQueryNode.is(node) && node.into?.table.identifier.name === "leads";
      const node = args.node;
      if (intoLeads(node)) count += 1;
      if (InsertQueryNode.is(node)) count += (node.with?.expressions ?? []).filter((cte) => intoLeads(cte.expression)).length;
      return node;
    },
    transformResult: async (args) => args.result,
  };
  return { plugin, count: () => count };
}

describe.each(testDialects())("sign-ups stored together on %s", (dialect) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await database.destroy();
  });

  it("writes sign-ups that arrive together in one insert, each with its own queued delivery, and a newsletter address sent twice once", async () => {
    const inserts = leadInserts();
    const db = database.db.withPlugin(inserts.plugin);
    const results = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => storeLead(db, "mentor", mentor(`mentor${i}@example.org`))),
      storeLead(db, "newsletter", { source: "footer", email: "twice@example.org" }),
      storeLead(db, "newsletter", { source: "art", email: "twice@example.org" }, "es"),
    ]);

    expect(inserts.count()).toBe(1);
    const stored = results.filter((id): id is string => id !== undefined);
    expect(stored).toHaveLength(21);
    expect(results[20]).toEqual(expect.any(String));
    expect(results[21]).toBeUndefined();

    const leads = await database.db.selectFrom("leads").select(["id", "email", "created_at"]).execute();
    expect(leads.map((lead) => lead.id).sort()).toEqual([...stored].sort());
    const deliveries = await database.db.selectFrom("webhook_deliveries").selectAll().execute();
    expect(deliveries.map((row) => row.lead_id).sort()).toEqual([...stored].sort());
    expect(new Set(deliveries.map((row) => row.idempotency_key)).size).toBe(21);
    const createdAt = new Map(leads.map((lead) => [lead.id, String(lead.created_at)]));
    for (const row of deliveries) {
      expect(row).toMatchObject({ status: "pending", attempts: 0 });
      expect(String(row.next_attempt_at)).toBe(createdAt.get(row.lead_id));
    }
  });

  it("keeps the others of a batch when the database refuses one lead, and reports that one as failed", async () => {
    if (dialect === "sqlite") {
      await sql`create trigger refuse_lead before insert on leads when new.email = 'refused@example.org'
        begin select raise(abort, 'refused by the test'); end`.execute(database.db);
    } else {
      await sql`create function refuse_lead() returns trigger language plpgsql as $$
        begin
          if new.email = 'refused@example.org' then raise exception 'refused by the test'; end if;
          return new;
        end $$`.execute(database.db);
      await sql`create trigger refuse_lead before insert on leads for each row execute function refuse_lead()`.execute(database.db);
    }
    const results = await Promise.allSettled([
      storeLead(database.db, "mentor", mentor("first@example.org")),
      storeLead(database.db, "mentor", mentor("refused@example.org")),
      storeLead(database.db, "newsletter", { source: "footer", email: "last@example.org" }),
    ]);

    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    const leads = await database.db.selectFrom("leads").select("email").orderBy("email").execute();
    expect(leads.map((lead) => lead.email)).toEqual(["first@example.org", "last@example.org"]);
    expect(await database.db.selectFrom("webhook_deliveries").select("lead_id").execute()).toHaveLength(2);
  });
});
