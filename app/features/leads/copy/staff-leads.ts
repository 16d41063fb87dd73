// Every text of the console's sign-ups inbox, one lead's page and the staff home page.
import type { Locale } from "~/platform/translation";
import type { DeliveryStatus, FollowUpStatus, LeadKind } from "../../../../db/schema";

export const leadKindLabels = {
  mentor: "Mentor application",
  partnership: "Partnership inquiry",
  crown: "Crown access",
  newsletter: "Newsletter",
} as const satisfies Record<LeadKind, string>;

/** The pages a form can sit on (leadSources in fields.ts), as staff call them. */
export const leadSourceLabels = {
  home: "Home",
  art: "Art",
  sport: "Sport",
  licensing: "Licensing",
  footer: "Footer",
} as const satisfies Record<string, string>;

export const deliveryStatusLabels = {
  pending: "Pending",
  delivered: "Delivered",
  failed: "Failed",
} as const satisfies Record<DeliveryStatus, string>;

export const followUpLabels = {
  new: "New",
  contacted: "Contacted",
  closed: "Closed",
} as const satisfies Record<FollowUpStatus, string>;

export const leadsInbox = {
  title: "Sign-ups",
  description: "Every sign-up from the site's forms, newest first.",
  filters: {
    legend: "Filter sign-ups",
    kind: "Kind",
    source: "Page",
    from: "From (New York date)",
    to: "To (New York date)",
    delivery: "Delivery",
    followUp: "Follow-up",
    any: "All",
    apply: "Apply filters",
    clear: "Clear filters",
    more: (withDelivery: boolean) => `More filters: page, ${withDelivery ? "delivery, " : ""}dates`,
    active: (count: number) => `${count} set`,
  },
  // The name first: on a phone, the one column always in view without scrolling sideways.
  columns: {
    name: "Name",
    kind: "Kind",
    when: "When",
    email: "Email",
    phone: "Phone",
    source: "Page",
    delivery: "Delivery",
    followUp: "Follow-up",
  },
  noDelivery: "None",
  empty: "No sign-ups match these filters.",
  tableCaption: "Sign-ups, newest first",
  pagesLabel: "Pages of sign-ups",
  nextPage: "Older sign-ups",
  firstPage: "Back to the newest",
  exportCsv: "Download CSV of these sign-ups",
  retryAll: "Retry all failed",
  retried: (count: number) =>
    count === 0 ? "No failed deliveries to retry." : `${count} failed deliver${count === 1 ? "y" : "ies"} queued again.`,
  erased: (count: number) => `Erased ${count} sign-up${count === 1 ? "" : "s"} and their delivery records.`,
  invalidFilter: "Some filters could not be read: see the messages next to them.",
  badCursor: "That page of sign-ups is no longer available. Showing the newest.",
} as const;

/** The sign-ups CSV's headers, as a board reads them; the delivery columns only with a marketing service. */
export const leadsCsvHeaders = {
  submitted: "Submitted (New York)",
  kind: "Form",
  source: "Page",
  locale: "Language",
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  // Then a column for each field a form keeps beyond the person's, headed as the form's messages
  // name it (fieldNames in ./form-messages.en.ts), so a field added to a form brings its header.
  followUp: "Follow-up",
  followUpNote: "Follow-up note",
  followUpAt: "Follow-up changed (New York)",
  delivery: "Delivery",
  deliveryAttempts: "Delivery attempts",
} as const;

/** The language of the page a sign-up was made on: the team answers in it. */
export const leadLocaleLabels = { en: "English", es: "Spanish" } as const satisfies Record<Locale, string>;

export const leadPage = {
  back: "Back to sign-ups",
  details: "Details",
  submitted: "Submitted",
  source: "Page",
  locale: "Language",
  delivery: {
    heading: "Sent to your marketing service",
    off: "No marketing service is set up, so sign-ups are kept here only. Nothing is waiting to be sent.",
    status: "Status",
    attempts: "Attempts",
    nextAttempt: "Next try",
    tryingNow: "within a few seconds",
    deliveredAt: "Delivered",
    none: "This sign-up has no delivery record.",
    attemptsCaption: "Delivery attempts, newest first",
    attemptColumns: { at: "When", answer: "Answer", took: "Took" },
    noAttempts: "No attempt yet.",
    retry: "Retry delivery",
    retried: "Delivery queued again: it goes out within a few seconds.",
    notFailed: "Only a failed delivery can be retried.",
  },
  followUp: {
    heading: "Follow-up",
    status: "Status",
    note: "Note",
    noteHint: "For the team only. At most 2000 characters.",
    save: "Save follow-up",
    saved: "Follow-up saved.",
    lastChanged: "Last changed",
    history: "History",
    historyCaption: "Every saved follow-up, newest first",
    historyColumns: { at: "When", by: "By", status: "Status", note: "Note" },
    /** A lead followed up before the console kept a history (migration 0018). */
    unknownAuthor: "Before the history was kept",
    noNote: "No note",
  },
  erase: {
    heading: "Erase this person",
    text: (email: string) =>
      `Deletes every sign-up sent with ${email}, from every form, with their delivery records. This cannot be undone.`,
    delivered: "Sign-ups already sent to your marketing service must also be deleted there.",
    confirm: "Yes, erase everything stored for this address",
    confirmRequired: "Tick the box to confirm the erasure.",
    submit: "Erase",
  },
  notFound: "This sign-up does not exist (it may have been erased).",
} as const;

export const followUpLimits = { note: 2000 } as const;

/** The console home's chart of sign-ups per week. */
export const signupsChart = {
  heading: "Sign-ups per week",
  description: (weeks: number) => `The last ${weeks} weeks, New York time, by kind. The table below the chart has the same figures.`,
  none: "No sign-ups yet.",
  tableCaption: "Sign-ups per week by kind",
  weekOf: "Week of",
  total: "Total",
} as const;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** How long the oldest of a kind has waited: "3 days", "5 hours", "under an hour". */
function waited(ms: number) {
  const hours = Math.floor(ms / 3_600_000);
  if (hours >= 24) return plural(Math.floor(hours / 24), "day", "days");
  return hours >= 1 ? plural(hours, "hour", "hours") : "under an hour";
}

/** The sign-ups' items on the console home's to-do list. */
export const leadToDos = {
  notContacted: (kind: LeadKind, count: number, oldestWaitedMs: number) => ({
    text: `${plural(count, "new sign-up", "new sign-ups")} not yet contacted: ${leadKindLabels[kind]}`,
    detail: `Oldest ${waited(oldestWaitedMs)}.`,
  }),
  failedDeliveries: (count: number) => ({
    text: `${plural(count, "sign-up", "sign-ups")} could not be sent to your marketing service`,
    detail: "Open them to see why, then retry.",
  }),
} as const;
