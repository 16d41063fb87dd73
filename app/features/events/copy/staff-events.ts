// The staff console's events pages: every label, hint, message and notice (the Weekly Drop's are
// in app/features/weekly-drop/copy/staff-weekly-drop.ts).
import type { EventProgramme } from "../../../../db/schema";
import type { RoutePath } from "~/pages";

export type { EventProgramme };
export const eventProgrammes = ["art", "sport", "music", "entrepreneur", "wildcard"] as const satisfies readonly EventProgramme[];

/** Where a programme's published events are shown on the site: the pages, and how the console says it. */
export const eventProgrammePages: Record<EventProgramme, { paths: readonly RoutePath[]; words: string }> = {
  // Short: the words follow the programme's name in a select that fits a phone.
  art: { paths: ["/art", "/art/community"], words: "on the Art pages" },
  sport: { paths: ["/sport"], words: "on the Sport page" },
  music: { paths: [], words: "not shown yet" },
  entrepreneur: { paths: [], words: "not shown yet" },
  wildcard: { paths: [], words: "not shown yet" },
};

/** The event form's two buttons: publish it now, or keep it (or make it) a draft. */
export const eventSaveIntents = ["publish", "draft"] as const;

export const eventLimits = { title: 120, place: 120, cost: 60, link: 500, description: 600 } as const;

export const eventFormText = {
  heading: { create: "New event", edit: "Edit event" },
  intro: "Dates and times are New York time. Published events show on their programme's page until they end; drafts never show.",
  fields: {
    title: "Title",
    programme: "Programme",
    date: "Date",
    dateHint: "Leave empty while the date is not set: the site says \u201cComing Soon\u201d.",
    time: "Start time",
    endDate: "End date",
    endDateHint: "For an event that runs over several days.",
    endTime: "End time",
    place: "Place",
    borough: "Borough",
    boroughNone: "Not set",
    cost: "Cost",
    costHint: "For example \u201cFree\u201d or \u201c$10\u201d.",
    costEs: "Cost in Spanish",
    costEsHint: "What the Spanish page (/es) says, for example \u201cGratis\u201d. Needed when the cost has words.",
    link: "Link",
    linkHint: "Optional, https:// only: tickets or details.",
    description: "Description",
    titleEs: "Title in Spanish",
    descriptionEs: "Description in Spanish",
    spanishHint: "Optional: the Spanish page (/es) shows the English text where this is empty.",
    featured: "Show under Current Events",
    featuredHint:
      "On its programme's page, with a status worked out from its dates, until it ends. Featured art events are not listed as meet-ups on /art/community.",
  },
  submit: { publish: "Publish now", draft: "Save as draft" },
  submitHint: {
    published: "This event is on the site. Save as draft takes it off.",
    draft: "Drafts never show on the site.",
  },
  copy: "Copy event",
  onSiteHeading: "On the site",
  viewOnSite: (path: string) => `View on ${path}`,
  viewHint: "Published events show on these pages until they end.",
  draftNotShown: "A draft: not on the site. Publish it to show it.",
  programmeNotShown: "This programme's events are not shown on the site yet.",
  copyHint: "A new event with this one's details, for the next meet-up: nothing is saved until you save it.",
  copiedFrom: (title: string) => `Copied from \u201c${title}\u201d: set the new date, then publish or save it as a draft.`,
  /** Which fields the copy took from the original, English and Spanish alike, so none is kept unseen. */
  copiedFields: (labels: readonly string[]) =>
    `These came from the original: ${labels.join(", ")}. Check each one, in English and in Spanish, before saving.`,
  pastDate: {
    title: (when: string) => `This event's date has passed (${when}).`,
    text: "Published, it would not show on the site, which lists events until they end. Check the date, or press Publish now again to publish it anyway.",
  },
  cancel: "Cancel",
  fixFields: "Please fix the fields marked below.",
  when: "When (New York time)",
} as const;

export const eventMessages = {
  titleRequired: "Title is required.",
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
  singleLine: (field: string) => `${field} must be a single line without control characters.`,
  programme: "Please choose a programme.",
  borough: "Please choose a borough.",
  date: "Please enter a real date, like 2026-12-05.",
  time: "Please enter a time, like 18:30.",
  timeNeedsDate: "A start time needs a date.",
  dateNeedsTime: "Please enter the start time.",
  endNeedsStart: "An end needs a start date.",
  endBeforeStart: "The end must be after the start.",
  link: "The link must be a full https:// address.",
  intent: "Choose Publish now or Save as draft.",
  featured: "Show under Current Events is ticked or not: nothing else.",
  costEsRequired: "Please write the cost in Spanish too (for example \u201cGratis\u201d): the Spanish page shows it.",
} as const;

export const eventsConsoleText = {
  title: "Events",
  newEvent: "New event",
  upcoming: "Upcoming and on now",
  past: "Past",
  none: "No events here.",
  draft: "Draft",
  published: "Published",
  featured: "Current Events",
  comingSoon: "Date not set (Coming Soon)",
  columns: { event: "Event", when: "When (New York)", where: "Where", status: "Status", actions: "Actions" },
  edit: "Edit",
  copy: "Copy",
  publish: "Publish",
  unpublish: "Make draft",
  delete: "Delete",
  deleteTitle: "Delete this event?",
  deleteText: (title: string) => `\u201c${title}\u201d will be removed from the console and the site. This cannot be undone.`,
  confirmDelete: "Delete event",
  cancel: "Cancel",
  notices: {
    savedPublished: "Event published.",
    savedDraft: "Saved as a draft: not on the site yet.",
    published: "Event published: it shows on the site.",
    unpublished: "Event is now a draft: it no longer shows on the site.",
    deleted: "Event deleted.",
    notFound: "That event no longer exists.",
  },
} as const;
