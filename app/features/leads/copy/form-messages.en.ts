// What the sign-up forms say about a field that needs a fix. Each field is named here once, with
// its article where a message needs one, so no message is assembled into "a interest".
import type { FieldMessageName } from "../form-fields";

/** How messages name each field: as the subject of a sentence, and with its article after "choose". */
export const fieldNames = {
  firstName: { subject: "First name" },
  lastName: { subject: "Last name" },
  email: { subject: "Email" },
  phone: { subject: "Phone" },
  company: { subject: "Company" },
  track: { subject: "Track", object: "a track" },
  program: { subject: "Program", object: "a program" },
  interest: { subject: "Interest", object: "an interest" },
  areaOfInterest: { subject: "Area of interest", object: "an area of interest" },
} as const satisfies Record<FieldMessageName, { subject: string; object?: string }>;

/** A field as messages name it, in any language. */
export type FieldName = { readonly subject: string; readonly object?: string };
/** A field chosen from a list: messages also name it with its article. */
export type ChoiceFieldName = FieldName & { readonly object: string };

export const fieldMessages = {
  notText: (field: FieldName) => `${field.subject} must be text.`,
  controlCharacters: (field: FieldName) => `${field.subject} must not contain control characters.`,
  unreadable: (field: FieldName) => `${field.subject} has characters that could not be read. Please type it again.`,
  invisibleFormatting: (field: FieldName) => `${field.subject} must not contain invisible formatting characters.`,
  required: (field: FieldName) => `${field.subject} is required.`,
  tooLong: (field: FieldName, max: number) => `${field.subject} must be at most ${max} characters.`,
  choose: (field: ChoiceFieldName) => `Please choose ${field.object}.`,
  invalidEmail: "Please enter a valid email address, like name@example.com.",
  invalidPhone: "Please enter a valid phone number, like 212-555-0123.",
  carriesAddress: (field: FieldName) => `${field.subject} must not contain a web address or an email address.`,
  unknownPage: "This form's page is unknown. Please reload the page and try again.",
  /** A few of the fields nobody asked for, and how many more there were. */
  unexpectedFields: (shown: readonly string[], more: number) =>
    `Unexpected field${shown.length + more > 1 ? "s" : ""}: ${shown.join(", ")}${more > 0 ? ` and ${more} more` : ""}.`,
  /** The hidden trap field was missing: the post did not come from the site's form. */
  notFromOurForm: "This form must be sent from the form on our site. Please reload the page and try again.",
  unknownForm: "Unknown form: kind must be mentor, partnership, crown or newsletter.",
} as const;
