// The Weekly Drop entry's fields: one schema for what the public sees (the submit form and the
// moderator's edit form share it) and the entrant's own part (email, the two confirmations).
// Browser-safe; the server applies it to whatever is posted, the photo is checked apart by its bytes.
import { z } from "~/platform/zod";
import { nycBoroughs } from "~/platform/boroughs";
import { placeSchema } from "~/platform/place-schema";
import { type Locale } from "~/platform/locale";
import { entryErrors } from "~/features/weekly-drop/copy/entry";
import { entryReviewText } from "~/features/weekly-drop/copy/staff-entries";
import { ADULT_AGE, entryLimits } from "./entry-rules";
import { teenAges } from "~/platform/ages";
import { carriesAddress, isPlainName } from "~/platform/person-name";

/** What the schema says when a field is refused: in each language, or in the console's words. */
type EntryErrors = Record<keyof (typeof entryErrors)[Locale], string>;

// eslint-disable-next-line no-control-regex -- titles and names are one line
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

function text(missing: string, max: number, tooLong: string, oneLine: boolean, notOneLine: string) {
  return z
    .string({ error: missing })
    .transform((raw) => (oneLine ? raw.trim() : raw.replace(/\r\n/g, "\n").trim()))
    .pipe(
      z
        .string()
        .min(1, missing)
        .max(max, tooLong)
        .refine((value) => !CONTROL_CHARACTERS.test(oneLine ? value : value.replace(/\n/g, " ")), notOneLine),
    );
}

/**
 * What anyone sees once a moderator approves the entry, and the neighbourhood (staff see it, the
 * site never shows it); moderators edit the same fields. The entrant must choose a borough; a
 * moderator may leave it unset, as entries from before the five boroughs (migration 0016) are.
 */
function publicSchemaWith(errors: EntryErrors, { boroughRequired }: { boroughRequired: boolean }) {
  return z.object({
    title: text(errors.titleMissing, entryLimits.title, errors.titleTooLong, true, errors.singleLine),
    description: text(errors.descriptionMissing, entryLimits.description, errors.descriptionTooLong, false, errors.singleLine),
    firstName: text(errors.firstNameMissing, entryLimits.firstName, errors.firstNameTooLong, true, errors.singleLine)
      .refine((value) => !carriesAddress(value), errors.firstNameAddress)
      .refine(isPlainName, errors.firstNameShape),
    lastInitial: z
      .string({ error: errors.lastInitial })
      .trim()
      .transform((value) => value.replace(/\.$/, "").toUpperCase())
      .refine((value) => /^\p{L}$/u.test(value), errors.lastInitial),
    age: z
      .string({ error: errors.age })
      .trim()
      .refine((value) => /^\d{1,3}$/.test(value), errors.age)
      .transform(Number)
      // Below the contest's ages: the form then shows what a younger artist can do instead.
      .refine((age) => age >= teenAges.min, errors.tooYoung)
      .refine((age) => age <= teenAges.max, errors.tooOld),
    borough: boroughRequired
      ? z.enum(nycBoroughs, { error: errors.borough })
      : z.union([z.literal(""), z.enum(nycBoroughs)], { error: errors.borough }).transform((value) => (value === "" ? null : value)),
    place: placeSchema({ tooLong: errors.placeTooLong, shape: errors.placeShape }),
  });
}

const ticked = (message: string) => z.literal("on", { error: message });

/** A phone number as people write one (digits with spaces, dots, dashes, brackets, a leading +): 10 to 15 digits. */
const looksLikePhone = (value: string) => /^\+?[\d\s().-]+$/.test(value) && /^\d{10,15}$/.test(value.replace(/\D/g, ""));
const looksLikeEmail = (value: string) => z.email().safeParse(value).success;

/** What a refused parent's or guardian's name or contact is told: the entrant's words, or staff's in the console. */
export type GuardianMessages = { name: string; nameTooLong: string; nameAddress: string; contact: string };

/**
 * What is wrong with a parent's or guardian's name (trimmed) and phone or email, by field; empty
 * when both will do. The entry form asks an entrant under ADULT_AGE, the console a moderator
 * recording the consent, by the same rules.
 */
export function guardianProblems(name: string, contact: string, messages: GuardianMessages) {
  const problems: Partial<Record<"guardianName" | "guardianContact", string>> = {};
  if (!name) problems.guardianName = messages.name;
  else if (name.length > entryLimits.guardianName || CONTROL_CHARACTERS.test(name)) problems.guardianName = messages.nameTooLong;
  else if (carriesAddress(name)) problems.guardianName = messages.nameAddress;
  if (contact.length > entryLimits.guardianContact || !(looksLikePhone(contact) || looksLikeEmail(contact)))
    problems.guardianContact = messages.contact;
  return problems;
}

/**
 * The whole submit form: the public fields, the email to reach a winner, both confirmations and,
 * under ADULT_AGE, a parent or guardian and a way to reach them (kept only then).
 */
function submitSchemaWith(errors: EntryErrors) {
  return publicSchemaWith(errors, { boroughRequired: true })
    .extend({
      email: z
        .string({ error: errors.email })
        .trim()
        .max(entryLimits.email, errors.email)
        .pipe(z.email({ error: errors.email }))
        .transform((value) => value.toLowerCase()),
      ownWork: ticked(errors.ownWork),
      publicDisplay: ticked(errors.publicDisplay),
      guardianName: z.string().trim().default(""),
      guardianContact: z.string().trim().default(""),
    })
    .superRefine((entry, context) => {
      if (entry.age >= ADULT_AGE) return;
      const problems = guardianProblems(entry.guardianName, entry.guardianContact, {
        name: errors.guardianName,
        nameTooLong: errors.guardianNameTooLong,
        nameAddress: errors.guardianNameAddress,
        contact: errors.guardianContact,
      });
      for (const [path, message] of Object.entries(problems)) context.addIssue({ code: "custom", path: [path], message });
    })
    .transform(({ guardianName, guardianContact, ...entry }) => ({
      ...entry,
      // Collected only when needed: an adult entrant's answers here are dropped.
      guardian: entry.age < ADULT_AGE ? { name: guardianName, contact: guardianContact } : null,
    }));
}

/** The public fields and the place as the console checks them, in its own words (it is in English). */
export const entryPublicSchema = publicSchemaWith({ ...entryErrors.en, ...entryReviewText.edit.errors }, { boroughRequired: false });
/** The submit form, answering in the language of the page it was sent from. */
const entrySubmitSchemas = { en: submitSchemaWith(entryErrors.en), es: submitSchemaWith(entryErrors.es) };

export type EntryPublicFields = z.output<typeof entryPublicSchema>;
export type EntrySubmitFields = z.output<(typeof entrySubmitSchemas)[Locale]>;
export type EntryField = Exclude<keyof EntrySubmitFields, "guardian"> | "guardianName" | "guardianContact" | "image";
export type EntryFieldErrors = Partial<Record<EntryField, string>>;
/** What was typed, to put back in the form when it is refused (never the file). */
export type EntryValues = Partial<Record<Exclude<EntryField, "image">, string>>;

/** The fields a moderator edits: every public one, and the place only staff see. */
export const publicFieldNames = ["title", "description", "firstName", "lastInitial", "age", "borough", "place"] as const;
const submitFieldNames = [...publicFieldNames, "email", "ownWork", "publicDisplay", "guardianName", "guardianContact"] as const;

/** The text fields of a posted form (a file or a missing field reads as empty). */
function valuesOf(fields: Record<string, unknown>, names: readonly string[]): EntryValues {
  return Object.fromEntries(names.map((name) => [name, typeof fields[name] === "string" ? fields[name] : ""])) as EntryValues;
}

function firstMessages(error: z.ZodError): EntryFieldErrors {
  const found: EntryFieldErrors = {};
  for (const issue of error.issues) found[String(issue.path[0]) as EntryField] ??= issue.message;
  return found;
}

/** Checks a posted submit form's fields, with messages in `locale`; a missing checkbox counts as not ticked. */
export function parseEntrySubmit(fields: Record<string, unknown>, locale: Locale) {
  const values = valuesOf(fields, submitFieldNames);
  const parsed = entrySubmitSchemas[locale].safeParse({
    ...values,
    ownWork: values.ownWork || undefined,
    publicDisplay: values.publicDisplay || undefined,
  });
  if (parsed.success) return { ok: true as const, fields: parsed.data, values };
  return { ok: false as const, values, fieldErrors: firstMessages(parsed.error) };
}

/** Checks a moderator's edit of the public fields. */
export function parseEntryPublic(fields: Record<string, unknown>) {
  const values = valuesOf(fields, publicFieldNames);
  const parsed = entryPublicSchema.safeParse(values);
  if (parsed.success) return { ok: true as const, fields: parsed.data, values };
  return { ok: false as const, values, fieldErrors: firstMessages(parsed.error) };
}
