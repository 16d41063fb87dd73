// Leads as CSV for the team, written by ./csv (RFC 4180, safe to open in a spreadsheet).
import { csvRow } from "./csv";
import type { Db } from "./db.server";
import type { LeadKind } from "../../db/schema";

const detailColumns = ["track", "program", "company", "interest"] as const;
export const exportColumns = [
  "id",
  "kind",
  "source",
  "submitted_at",
  "first_name",
  "last_name",
  "email",
  "phone",
  ...detailColumns,
  "delivery_status",
  "delivery_attempts",
] as const;

/** Every lead (or one kind), oldest first, with its delivery state; written row by row. */
export async function exportLeadsCsv(db: Db, write: (chunk: string) => void, kind?: LeadKind) {
  write(csvRow(exportColumns));
  let query = db
    .selectFrom("leads")
    .leftJoin("webhook_deliveries", "webhook_deliveries.lead_id", "leads.id")
    .select([
      "leads.id",
      "leads.kind",
      "leads.source",
      "leads.created_at",
      "leads.first_name",
      "leads.last_name",
      "leads.email",
      "leads.phone",
      "leads.details",
      "webhook_deliveries.status",
      "webhook_deliveries.attempts",
    ])
    .orderBy("leads.created_at")
    .orderBy("leads.id");
  if (kind) query = query.where("leads.kind", "=", kind);
  let count = 0;
  for await (const lead of query.stream()) {
    const details = JSON.parse(lead.details) as Record<string, string>;
    write(
      csvRow([
        lead.id,
        lead.kind,
        lead.source,
        lead.created_at,
        lead.first_name,
        lead.last_name,
        lead.email,
        lead.phone,
        ...detailColumns.map((c) => details[c]),
        lead.status,
        lead.attempts,
      ]),
    );
    count += 1;
  }
  return count;
}
