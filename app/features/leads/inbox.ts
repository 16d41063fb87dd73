// The sign-ups inbox's filters: one schema reads them from the URL (the page's GET form and the
// CSV link carry the same query), so the inbox, its CSV and the home page's links agree.
import { z } from "~/platform/zod";
import { deliveryStatusLabels, followUpLabels, followUpLimits, leadPage, leadSourceLabels } from "~/features/leads/copy/staff-leads";
import type { CalendarDate } from "~/platform/copy-types";
import { leadKinds } from "./fields";
import { isCalendarDate } from "~/platform/console-time";

/** The inbox's CSV export: the same query as the page it is linked from. */
export const LEADS_CSV_PATH = "/staff/api/leads.csv";

const keysOf = <T extends Record<string, string>>(labels: T) => Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]];

/** An empty field of the GET form means "any". */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const calendarDate = z.custom<CalendarDate>((value) => typeof value === "string" && isCalendarDate(value), "Enter a date like 2026-11-22.");

export const leadFilterSchema = z
  .object({
    kind: optional(z.enum(leadKinds, { error: "Choose a kind from the list." })),
    source: optional(z.enum(keysOf(leadSourceLabels), { error: "Choose a page from the list." })),
    from: optional(calendarDate),
    to: optional(calendarDate),
    delivery: optional(z.enum(keysOf(deliveryStatusLabels), { error: "Choose a delivery status from the list." })),
    followUp: optional(z.enum(keysOf(followUpLabels), { error: "Choose a follow-up status from the list." })),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    path: ["to"],
    message: "The end date is before the start date.",
  });

export type LeadFilter = z.output<typeof leadFilterSchema>;
export const leadFilterFields = ["kind", "source", "from", "to", "delivery", "followUp"] as const satisfies readonly (keyof LeadFilter)[];

export type ParsedFilter =
  | { ok: true; filter: LeadFilter }
  | { ok: false; fieldErrors: Partial<Record<keyof LeadFilter, string[]>>; values: Record<string, string> };

/** The filter a URL asks for; repeated or unknown parameters are ignored, as a GET form sends none. */
export function parseLeadFilter(params: URLSearchParams): ParsedFilter {
  const values = Object.fromEntries(leadFilterFields.flatMap((name) => (params.has(name) ? [[name, params.get(name) ?? ""]] : [])));
  const parsed = leadFilterSchema.safeParse(values);
  if (parsed.success) return { ok: true, filter: parsed.data };
  return { ok: false, fieldErrors: z.flattenError(parsed.error).fieldErrors, values };
}

/** The query string of a filter (without a cursor): links to the inbox, its CSV and its pages. */
export function leadFilterQuery(filter: LeadFilter, extra: Record<string, string> = {}) {
  const params = new URLSearchParams();
  for (const name of leadFilterFields) {
    const value = filter[name];
    if (value) params.set(name, value);
  }
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The follow-up form of one lead. */
export const followUpSchema = z.object({
  followUp: z.enum(keysOf(followUpLabels), { error: "Choose a status from the list." }),
  note: z
    .string({ error: "The note must be text." })
    .transform((note) => note.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().max(followUpLimits.note, `The note must be at most ${followUpLimits.note} characters.`)),
});

/** The erasure form: the box must be ticked, so one click never erases a person. */
export const eraseSchema = z.object({
  confirm: z.literal("yes", { error: leadPage.erase.confirmRequired }),
});
