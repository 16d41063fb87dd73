// Leads as CSV for the team, written by ~/platform/csv (RFC 4180, safe to open in a spreadsheet):
// headers a board reads, times in New York as a spreadsheet reads a date ("2026-11-25 10:00"),
// codes as the console names them ("Mentor application", "Home", "English"), choices by the labels
// the form showed ("WYP ART"), the chosen programme in one column whichever form asked for it, and
// the team's follow-up; the delivery columns only when a marketing service is set up.
import { csvRow } from "~/platform/csv";
import type { Db } from "~/platform/db.server";
import type { LeadFilter } from "./inbox";
import { detailFieldNames, type FieldMessageName } from "./form-fields";
import { fieldNames } from "./copy/form-messages.en";
import { filteredLeads, type LeadKey } from "./inbox.server";
import { labelledDetails } from "./details";
import {
  deliveryStatusLabels,
  followUpLabels,
  leadKindLabels,
  leadLocaleLabels,
  leadsCsvHeaders,
  leadSourceLabels,
} from "./copy/staff-leads";
import { newYorkSpreadsheetTime } from "~/platform/console-time";

const EXPORT_BATCH = 500;

type ExportedLead = Awaited<ReturnType<ReturnType<typeof exportQuery>["execute"]>>[number];
type Column = { header: string; cell: (lead: ExportedLead, details: Record<string, string>) => unknown };

/**
 * A field the CSV shows in another's column: the home page asks for a track and the art and sport
 * pages for a program, which is one choice of programme, so one column.
 */
const sharedColumns: Readonly<Record<string, FieldMessageName>> = { track: "program" };

/**
 * The form fields kept in `details` (the forms' field list, ./form-fields.ts) as columns, in the
 * order the forms first show them, each headed as the forms' messages name its field: a field added
 * to a form gets its column without a line here.
 */
export const detailColumns: ReadonlyMap<FieldMessageName, readonly string[]> = detailFieldNames.reduce((columns, name) => {
  const column = sharedColumns[name] ?? (name as FieldMessageName);
  return columns.set(column, [...(columns.get(column) ?? []), name]);
}, new Map<FieldMessageName, string[]>());

const label = <T extends Record<string, string>>(labels: T, value: string) => labels[value as keyof T] ?? value;

const headers = leadsCsvHeaders;
const personColumns: Column[] = [
  { header: headers.submitted, cell: (lead) => newYorkSpreadsheetTime(lead.created_at) },
  { header: headers.kind, cell: (lead) => leadKindLabels[lead.kind] },
  { header: headers.source, cell: (lead) => label(leadSourceLabels, lead.source) },
  { header: headers.locale, cell: (lead) => leadLocaleLabels[lead.locale] },
  { header: headers.firstName, cell: (lead) => lead.first_name },
  { header: headers.lastName, cell: (lead) => lead.last_name },
  { header: headers.email, cell: (lead) => lead.email },
  { header: headers.phone, cell: (lead) => lead.phone },
];
const formColumns: Column[] = [...detailColumns].map(([column, names]) => ({
  header: fieldNames[column].subject,
  cell: (_, details) => names.map((name) => details[name]).find(Boolean),
}));
const followUpColumns: Column[] = [
  { header: headers.followUp, cell: (lead) => followUpLabels[lead.follow_up] },
  { header: headers.followUpNote, cell: (lead) => lead.follow_up_note },
  { header: headers.followUpAt, cell: (lead) => lead.follow_up_at && newYorkSpreadsheetTime(lead.follow_up_at) },
];
const deliveryColumns: Column[] = [
  { header: headers.delivery, cell: (lead) => lead.delivery && deliveryStatusLabels[lead.delivery] },
  { header: headers.deliveryAttempts, cell: (lead) => lead.delivery_attempts },
];

/** The export's columns; the delivery ones only when sign-ups are sent to a marketing service. */
function exportColumns(withDelivery: boolean): Column[] {
  return [...personColumns, ...formColumns, ...followUpColumns, ...(withDelivery ? deliveryColumns : [])];
}

function exportQuery(db: Db, filter: LeadFilter, after: LeadKey | undefined) {
  return filteredLeads(db, filter, "asc", after).select(["leads.follow_up_note", "leads.follow_up_at"]).limit(EXPORT_BATCH);
}

/**
 * Every lead the filter keeps (the inbox's filters; the CLI passes a kind), oldest first; written
 * row by row. `withDelivery`: a marketing service is set up, so each lead's delivery is a column.
 * Returns how many rows were written.
 */
export async function exportLeadsCsv(db: Db, write: (chunk: string) => void, filter: LeadFilter = {}, withDelivery = false) {
  const columns = exportColumns(withDelivery);
  write(csvRow(columns.map((column) => column.header)));
  let count = 0;
  let after: LeadKey | undefined;
  // Batches by keyset rather than a cursor stream, which the PostgreSQL driver here does not have:
  // memory stays one batch whatever the number of leads.
  for (;;) {
    const batch = await exportQuery(db, filter, after).execute();
    for (const lead of batch) {
      const details = labelledDetails(lead);
      write(csvRow(columns.map((column) => column.cell(lead, details))));
    }
    count += batch.length;
    const last = batch.at(-1);
    if (batch.length < EXPORT_BATCH || !last) return count;
    after = { createdAt: last.created_at, id: last.id };
  }
}
