// The console's Weekly Drop moderation pages (/staff/weekly-drop/entries and one entry): every word staff
// read there, and the sub-navigation of the Weekly Drop's console pages.
import type { CalendarDate } from "~/platform/copy-types";
import type { WeeklyDropEntryStatus } from "../../../../db/schema";
import { weeklyDropWeekName, weeklyDropWeekTitle } from "./staff-weeks";
import { ADULT_AGE, entryLimits } from "../entry-rules";
import { teenAges } from "~/platform/ages";
import { nycBoroughs, PLACE_MAX_LENGTH } from "~/platform/boroughs";

/** The Weekly Drop's console pages; the results area adds its own link here. */
export const weeklyDropConsoleNav = {
  label: "Weekly Drop pages",
  items: [
    { to: "/staff/weekly-drop", label: "Prize & winners" },
    { to: "/staff/weekly-drop/entries", label: "Entries" },
    { to: "/staff/weekly-drop/results", label: "Results" },
  ],
} as const;

/** The statuses in the order the queue counts them. */
export const entryStatuses = ["pending", "approved", "rejected", "withheld"] as const satisfies readonly WeeklyDropEntryStatus[];

export const entryStatusLabels: Record<WeeklyDropEntryStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
  withheld: "Withheld",
};

export const entryQueueText = {
  title: "Weekly Drop entries",
  intro: "Check each entry before it goes public: only approved entries are shown for the vote. The oldest pending entries come first.",
  weekHeading: (week: CalendarDate) => weeklyDropWeekTitle(week),
  current: "taking submissions now",
  weeksLabel: "Other weeks with entries",
  countsLabel: "Entries this week by status",
  empty: "No entries for this week yet.",
  caption: "Entries of the week",
  columns: { image: "Image", title: "Title", byline: "Artist", submitted: "Submitted", status: "Status" },
  review: "Review",
  photoDeleted: "Photo deleted",
  needsConsent: "Needs guardian consent",
  /** Beside an entry's status when other entries of the week came with the same email. */
  sameEmail: (others: number) => `Same email as ${others === 1 ? "1 other entry" : `${others} other entries`}`,
} as const;

export const entryReviewText = {
  title: (title: string) => `Entry: ${title}`,
  pageTitle: "Weekly Drop entry",
  back: "Back to the entries",
  submitted: "Submitted",
  where: "Borough (neighborhood)",
  week: "Week",
  viewOnSite: "View the vote on the site",
  /** An approved entry whose week's vote has not opened yet (approved during the weekend before, say). */
  voteLater: (opening: string) => `Its vote opens ${opening} (New York time), on the Weekly Drop page.`,
  viewPage: "Open the Weekly Drop page",
  voteOver: "Its week's vote is over.",
  viewResults: "See the week's results",
  status: "Status",
  reviewedAt: "Reviewed",
  reason: "Reason for rejecting (staff only)",
  sameEmail: "Same email",
  sameEmailValue: (others: number) =>
    `${others === 1 ? "1 other entry" : `${others} other entries`} this week came with this email. The rule is one entry per person each week: keep one and reject the others, unless it is someone else's address used by mistake.`,
  imageAlt: (title: string) => `The entry "${title}"`,
  photoDeleted: "The photo of a rejected entry is deleted within a day of the rejection. The entry can no longer be approved.",
  edit: {
    heading: "Public details",
    hint: "What the page shows once the entry is approved. Fix a typo or remove anything personal; the entrant's email is never shown here.",
    save: "Save details",
    /** The console's own words for the entry form's fields, which speak to the entrant. */
    fields: {
      title: { label: "Title" },
      description: { label: "Description", hint: "Shown with the work, as the entrant wrote it unless edited here." },
      firstName: { label: "First name" },
      lastInitial: { label: "Last initial", hint: "The first letter of the entrant's last name." },
      age: { label: "Age" },
      borough: { label: "Borough", placeholder: "Not given" },
      place: { label: "Neighborhood (optional)", hint: "For the team only: never shown on the site." },
    },
    /** The boroughs as the edit form offers them: each by its own name, as it is stored. */
    boroughOptions: nycBoroughs.map((borough) => ({ value: borough, label: borough })),
    /** The edit's messages where the entry form's speak to the entrant ("Write your first name."). */
    errors: {
      titleMissing: "Give the piece a title.",
      descriptionMissing: "Write a short description of the piece.",
      firstNameMissing: "Write the entrant's first name.",
      firstNameTooLong: `Keep the first name under ${entryLimits.firstName} characters.`,
      firstNameShape: "Write only the entrant's first name, with letters.",
      firstNameAddress: "Write the entrant's first name, not a web address or an email address.",
      age: "Write the entrant's age as a whole number, like 15.",
      tooYoung: `The Weekly Drop is for artists aged ${teenAges.min} to ${teenAges.max}: check the entrant's age.`,
      tooOld: `The Weekly Drop is for artists aged ${teenAges.min} to ${teenAges.max}: check the entrant's age.`,
      placeTooLong: `Keep the neighborhood under ${PLACE_MAX_LENGTH} characters.`,
      placeShape: "Write just the neighborhood's name, like Harlem.",
    },
  },
  approve: {
    heading: "Approve",
    hint: (week: CalendarDate, voteDays: string) =>
      `The entry is shown on /art/weekly-prize in the vote of the ${weeklyDropWeekName(week)}, ${voteDays}.`,
    submit: "Approve",
  },
  guardian: {
    heading: "Parent or guardian",
    intro: (adultAge: number) =>
      `The entrant is under ${adultAge}: the Terms promise their work is shown only with a parent's or guardian's consent. Ask a parent or guardian, then write below who said yes, how to reach them and how they said it. The entry is shown only after that.`,
    name: "Name",
    contact: "Phone or email",
    none: "Not given",
    state: "Consent",
    missing: "Not recorded yet",
    recorded: (method: string, by: string, at: string) => `Confirmed by ${method}, recorded by ${by} on ${at}`,
    nameLabel: "Parent's or guardian's name",
    nameHint: "The person who said yes. The entrant's answer is filled in if they gave one.",
    contactLabel: "Their phone or email",
    methodLabel: "How they said yes",
    methods: { phone: "phone call", email: "email", "in-person": "in person", "signed-form": "signed form" },
    submit: "Record consent",
    someone: "a staff member",
    approveFirst: "Record the parent's or guardian's consent first.",
    notShown: "Approved, but not shown on the site: record the parent's or guardian's consent first.",
    /** When the consent form is refused: staff's words for the same rules the entry form applies. */
    errors: {
      name: "Write the name of the parent or guardian who said yes.",
      nameTooLong: `Keep the name under ${entryLimits.guardianName} characters, on one line.`,
      nameAddress: "Write the person's name, not a web address or an email address.",
      contact: "Write a phone number or an email address to reach them.",
      method: "Choose how they said yes.",
    },
  },
  reject: {
    heading: "Reject",
    hint: "The entry is never shown. The reason stays in the console.",
    label: "Reason",
    submit: "Reject",
    missing: "Write why the entry is rejected.",
    tooLong: "Keep the reason under 500 characters.",
  },
  remove: {
    heading: "Delete this entry",
    explanation:
      "For an entrant (or their parent or guardian) who asked for it: the entry, its votes, the contact and guardian details and its photo are deleted for good. A photo a gallery work still shows stays there.",
    confirm: "Yes, delete this entry for good",
    confirmMissing: "Tick the box to confirm.",
    submit: "Delete entry",
  },
  notices: {
    deleted: "Entry deleted, with its votes, contact details and photo.",
    approved: (week: CalendarDate, voteDays: string) =>
      `Entry approved: it joins the vote of the ${weeklyDropWeekName(week)}, ${voteDays}.`,
    rejected: "Entry rejected: it stays off the site.",
    saved: "Details saved.",
    backToPending: `Details saved. The entrant is now under ${ADULT_AGE}, so the entry is back to waiting and off the site: record a parent's or guardian's consent below, then approve it again.`,
    notAllowed: "This entry's result was already decided; it cannot be changed here.",
    needsConsent: "This entrant is under 18: record a parent's or guardian's consent before approving the entry.",
    consentRecorded: "Consent recorded: the entry can now be approved.",
    notFound: "That entry no longer exists.",
    fixFields: "Please fix the fields marked below.",
  },
} as const;

/** The moderation queue's item on the console home's to-do list. */
export const entryToDos = {
  waiting: (count: number, week: CalendarDate, deadline: string, closed: boolean) => ({
    text: `${count} Weekly Drop ${count === 1 ? "entry" : "entries"} waiting for moderation`,
    detail: `${weeklyDropWeekTitle(week)}: submissions ${closed ? "closed" : "close"} ${deadline} (New York time).`,
  }),
} as const;
