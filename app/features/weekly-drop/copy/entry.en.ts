// The Weekly Drop's entry form (/art/weekly-prize/submit) and what an entrant reads after sending
// it: every word, written for a 13-year-old. Limits live here too so the form and its schema agree.
import { ADULT_AGE, entryLimits } from "../entry-rules";
import { DEFAULT_CONTACT_EMAIL, links } from "~/platform/links";
import { retention } from "~/platform/retention-periods";
import type { UploadProblem } from "~/platform/media.server";
import { chatCommunityMinimumAge, teenAges } from "~/platform/ages";
import { PLACE_MAX_LENGTH, type NycBorough } from "~/platform/boroughs";
import type { PageMeta } from "~/platform/copy-types";

/** The borough choices, as the form shows them, and the value each one stores (~/platform/boroughs). */
export const entryBoroughOptions = [
  { value: "Manhattan", label: "Manhattan" },
  { value: "Bronx", label: "Bronx" },
  { value: "Brooklyn", label: "Brooklyn" },
  { value: "Queens", label: "Queens" },
  { value: "Staten Island", label: "Staten Island" },
] as const satisfies readonly { value: NycBorough; label: string }[];

export const entryForm = {
  backLink: { label: "Back to The Weekly Drop", href: "/art/weekly-prize" },
  title: "Submit Your Art",
  lede: `Send one original piece for this week's Weekly Drop. Entries close Friday at 5 pm; the community votes Saturday to Sunday. Open to NYC youth aged ${teenAges.min}-${teenAges.max}.`,
  privacyNote:
    "Only your title, description, first name, last initial, age and borough are ever shown, and only after a moderator approves your entry.",
  privacyLink: { label: "How we handle your information", href: "/privacy" },
  fields: {
    image: { label: "Your artwork", hint: "A photo or scan: JPEG, PNG or WebP, up to 10 MB." },
    title: { label: "Title" },
    description: { label: "Short description", hint: "What is it, and what inspired it? A sentence or two." },
    firstName: { label: "First name" },
    lastInitial: { label: "Last initial", hint: "Just the first letter of your last name." },
    age: { label: "Age" },
    borough: { label: "Borough", placeholder: "Choose where you live" },
    place: {
      label: "Neighborhood (optional)",
      hint: "Like Harlem or Washington Heights. Only our team sees it: it is never shown on the site.",
    },
    email: { label: "Email", hint: "So we can reach you if you win. It is never shown on the site." },
  },
  guardian: {
    legend: `A parent or guardian (only if you're under ${ADULT_AGE})`,
    why: `If you're under ${ADULT_AGE}, your work is shown publicly only once a parent or guardian says yes. We contact them for that alone, before your entry goes up, and their details are deleted with your entry.`,
    name: { label: "Parent or guardian's name" },
    contact: { label: "Parent or guardian's phone or email", hint: "So we can reach them to ask." },
  },
  confirmations: {
    legend: "Before you send it",
    ownWork: "This is my own original work",
    publicDisplay: "I agree to my artwork being shown publicly with my first name and last initial",
  },
  submit: "Submit my art",
  sending: "Sending...",
  fixFields: "Some answers need a fix. Check the fields marked below.",
} as const;

export const entryErrors = {
  imageMissing: "Choose a photo of your artwork.",
  titleMissing: "Give your piece a title.",
  titleTooLong: `Keep the title under ${entryLimits.title} characters.`,
  descriptionMissing: "Tell us a little about your piece.",
  descriptionTooLong: `Keep the description under ${entryLimits.description} characters.`,
  singleLine: "Use plain text on one line.",
  firstNameMissing: "Write your first name.",
  firstNameTooLong: `Keep your first name under ${entryLimits.firstName} characters.`,
  firstNameShape: "Write only your first name, with letters.",
  firstNameAddress: "Write your first name, not a web address or an email address.",
  lastInitial: "Write one letter, like K.",
  age: "Write your age as a whole number, like 15.",
  tooYoung: `The Weekly Drop is for artists aged ${teenAges.min} to ${teenAges.max}, so we can't take your entry yet. We'd still love to see what you make: look around the WYP Gallery for ideas, and ask a parent to join our parents' community, where families hear about activities for younger artists.`,
  tooOld: `The Weekly Drop is for artists aged ${teenAges.min} to ${teenAges.max}, so we can't take your entry.`,
  borough: "Choose the borough where you live.",
  placeTooLong: `Keep your neighborhood under ${PLACE_MAX_LENGTH} characters.`,
  placeShape: "Write just your neighborhood's name, like Harlem.",
  email: "Write an email address we can reach you at, like name@example.com.",
  ownWork: "Please confirm this is your own original work.",
  publicDisplay: "Please agree to your artwork being shown with your first name and last initial, or we can't enter it.",
  guardianName: `You're under ${ADULT_AGE}: write the name of a parent or guardian we can ask.`,
  guardianNameTooLong: `Keep the name under ${entryLimits.guardianName} characters.`,
  guardianNameAddress: "Write your parent's or guardian's name, not a web address or an email address.",
  guardianContact: "Write a phone number or an email address where we can reach your parent or guardian.",
  unreadable: "Your entry could not be read. Please reload the page and try again.",
} as const;

/**
 * The under-13 path: what a younger visitor can do instead (the age dialog's destinations; its
 * words written out, as in Spanish, so the form does not load the dialog's: content.test.ts holds
 * them equal).
 */
export const tooYoungLinks = [
  { label: "Visit the WYP Gallery", href: "/wyp-gallery", external: false },
  { label: `Under ${chatCommunityMinimumAge} → Ask Parents to Join Facebook Page`, href: links.parentsPage, external: true },
] as const;

/** Why an entrant's photo was refused, in words for a teen. */
export const entryUploadProblems: Record<UploadProblem, string> = {
  "too-large": "That photo is bigger than 10 MB. Try a smaller copy: most phones can share a smaller size.",
  "not-an-image": "We couldn't open that file as a picture. Choose a JPEG, PNG or WebP photo.",
  unsupported: "That kind of picture isn't supported. Choose a JPEG, PNG or WebP photo.",
  heic: "iPhone HEIC photos aren't supported yet. Share it as a JPEG (most phones can) and try again.",
  "too-many-pixels": "That picture is too big to process. Try a smaller copy.",
  busy: "Lots of photos are arriving right now. Wait a minute, then send your entry again.",
};

/** The host's answer when one address sends too many entries. */
export const entryTooManyMessage = "You've sent a lot of entries from this network in the last hour. Please try again later.";

/**
 * The page an entrant sees after sending: what happens next, with the real dates of the week. The
 * steps are templates (staff may change the words, not the placeholders) the page's loader fills
 * with the week's days: {closes} (entries), {opens} and {ends} (the vote), {announced} (the winner).
 */
export const entrySent = {
  title: "Your art is in!",
  lede: "Thanks for entering The Weekly Drop. Here's what happens next.",
  steps: [
    {
      title: "A moderator checks it",
      description:
        "Someone from our team looks at every entry before it goes up. Nothing about your entry is public until it's approved. Entries close {closes}.",
    },
    {
      title: "The community votes",
      description: "Approved entries are up for the vote from {opens} to {ends}.",
    },
    {
      title: "The winner is announced",
      description: "The winner is announced {announced}. We email only if you win.",
    },
  ],
  deletion: `Changed your mind? Email ${DEFAULT_CONTACT_EMAIL} from the address you entered with and we'll delete your entry. Entries are deleted ${retention.dropEntryDays} days after the winner is announced.`,
  another: "Back to The Weekly Drop",
} as const;

/** The page's title and description: its <title>, meta description and Open Graph (app/ui/page/page-meta.ts). */
export const entryMeta = {
  title: "Submit Your Art: The Weekly Drop | WYP ART",
  description:
    "Enter this week's Weekly Drop: upload one original piece by Friday 5pm. Open to NYC youth aged 13-19; the community votes on the weekend.",
} as const satisfies PageMeta;
