// What the sign-up forms say about a field that needs a fix. Each field is named here once, with
// its article where a message needs one, so no message is assembled into "a interest".

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
} as const satisfies Record<string, { subject: string; object?: string }>;

export type NamedField = (typeof fieldNames)[keyof typeof fieldNames];
export type ChoiceField = Extract<NamedField, { object: string }>;

export const fieldMessages = {
  notText: (field: NamedField) => `${field.subject} must be text.`,
  controlCharacters: (field: NamedField) => `${field.subject} must not contain control characters.`,
  unreadable: (field: NamedField) => `${field.subject} has characters that could not be read. Please type it again.`,
  invisibleFormatting: (field: NamedField) => `${field.subject} must not contain invisible formatting characters.`,
  required: (field: NamedField) => `${field.subject} is required.`,
  tooLong: (field: NamedField, max: number) => `${field.subject} must be at most ${max} characters.`,
  choose: (field: ChoiceField) => `Please choose ${field.object}.`,
  invalidEmail: "Please enter a valid email address, like name@example.com.",
  invalidPhone: "Please enter a valid phone number, like 212-555-0123.",
  unknownPage: "This form's page is unknown. Please reload the page and try again.",
} as const;
