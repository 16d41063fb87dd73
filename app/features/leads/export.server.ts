// Leads as CSV for the team, written by ~/platform/csv (RFC 4180, safe to open in a spreadsheet):
// times in New York (ISO 8601 with the offset), choices by the labels the form showed ("WYP ART"),
// and the team's follow-up (status and note) beside the delivery.
import { csvRow } from "~/platform/csv";
import type { Db } from "~/platform/db.server";
import type { LeadFilter } from "./inbox";
import { detailFieldNames } from "./form-fields";
import { filteredLeads, type LeadKey } from "./inbox.server";
import { labelledDetails } from "./details";
import { followUpLabels } from "./copy/staff-leads";
import { newYorkIso } from "~/features/staff/console-time";

const EXPORT_BATCH = 500;

/** Each form's own fields (a mentor's track, a partner's company ...), one column each, from the one field list. */
const detailColumns = detailFieldNames;
export const exportColumns = [
  "id",
  "kind",
  "source",
  "locale",
  "submitted_at",
  "first_name",
  "last_name",
  "email",
  "phone",
  ...detailColumns,
  "follow_up",
  "follow_up_note",
  "follow_up_at",
  "delivery_status",
  "delivery_attempts",
];

/**
 * Every lead the filter keeps (the inbox's filters; the CLI passes a kind), oldest first, with its
 * delivery state; written row by row. Returns how many rows were written.
 */
export async function exportLeadsCsv(db: Db, write: (chunk: string) => void, filter: LeadFilter = {}) {
  write(csvRow(exportColumns));
  let count = 0;
  let after: LeadKey | undefined;
  // Batches by keyset rather than a cursor stream, which the PostgreSQL driver here does not have:
  // memory stays one batch whatever the number of leads.
  for (;;) {
    const batch = await filteredLeads(db, filter, "asc", after)
      .select(["leads.follow_up_note", "leads.follow_up_at"])
      .limit(EXPORT_BATCH)
      .execute();
    for (const lead of batch) {
      const details = labelledDetails(lead);
      write(
        csvRow([
          lead.id,
          lead.kind,
          lead.source,
          lead.locale,
          newYorkIso(lead.created_at),
          lead.first_name,
          lead.last_name,
          lead.email,
          lead.phone,
          ...detailColumns.map((c) => details[c]),
          followUpLabels[lead.follow_up],
          lead.follow_up_note,
          lead.follow_up_at && newYorkIso(lead.follow_up_at),
          lead.delivery,
          lead.delivery_attempts,
        ]),
      );
    }
    count += batch.length;
    const last = batch.at(-1);
    if (batch.length < EXPORT_BATCH || !last) return count;
    after = { createdAt: last.created_at, id: last.id };
  }
}
