// The sign-up forms' schemas: one per form, used by the dialogs before sending and by the server
// as the authority. Stricter than the spec on purpose (email and phone formats, length caps),
// because every stored lead is a person the team will try to reach.
import { z } from "~/platform/zod";
import { type ChoiceFieldName, type FieldName, fieldMessages, fieldNames } from "~/features/leads/copy/form-messages.en";
import { fieldMessages as fieldMessagesEs, fieldNames as fieldNamesEs } from "~/features/leads/copy/form-messages.es";
import type { Locale, Translation } from "~/platform/translation";
import { artMentorPrograms, mentorTracks, sportMentorPrograms } from "~/features/leads/copy/mentor-application.en";
import { licensingInterests, sportPartnershipInterests } from "~/features/leads/copy/partnership-inquiry.en";
import { fieldLimits, type LeadFormKind, leadSources } from "./fields";

export * from "./fields";

// C0 and C1 control characters (tabs and newlines included: every field is a single line).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
// Bidirectional embeddings, overrides and isolates (U+202E makes a name display reversed) and other
// invisible formatting. Zero-width (non-)joiners stay: some scripts' names need them.
const INVISIBLE_FORMATTING = /[\u200b\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;
const EMAIL_SHAPE = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;
const PHONE_SHAPE = /^\+?[0-9 ().-]+$/;

/** The words one language's messages use: how it names each field, and the messages themselves. */
type FormWords = { names: Translation<typeof fieldNames>; messages: Translation<typeof fieldMessages> };

const formWords = {
  en: { names: fieldNames, messages: fieldMessages },
  es: { names: fieldNamesEs, messages: fieldMessagesEs },
} as const satisfies Record<Locale, FormWords>;

type TextRule = { field: FieldName; max: number; lowerCase?: boolean; check?: (value: string) => string | undefined };

/** Broken UTF-16 (String.prototype.isWellFormed, written out: phones with older browsers lack it). */
function hasLoneSurrogate(value: string) {
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) return true;
  }
  return false;
}

/** A required single-line text field with one clear message for whatever is wrong with it. */
function text(fieldMessages: FormWords["messages"], { field, max, lowerCase, check }: TextRule) {
  return z.string({ error: fieldMessages.notText(field) }).transform((raw, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    };
    if (CONTROL_CHARACTERS.test(raw)) return fail(fieldMessages.controlCharacters(field));
    // A lone surrogate (broken UTF-16) or U+FFFD (bytes that were not UTF-8): never stored as is.
    if (hasLoneSurrogate(raw) || raw.includes("\ufffd")) return fail(fieldMessages.unreadable(field));
    if (INVISIBLE_FORMATTING.test(raw)) return fail(fieldMessages.invisibleFormatting(field));
    const value = raw.trim();
    if (!value) return fail(fieldMessages.required(field));
    if (value.length > max) return fail(fieldMessages.tooLong(field, max));
    const problem = check?.(value);
    if (problem) return fail(problem);
    return lowerCase ? value.toLowerCase() : value;
  });
}

/** The four forms' schemas, with the messages of one language. */
function schemasIn({ names, messages }: FormWords) {
  const choice = <const T extends readonly [string, ...string[]]>(field: ChoiceFieldName, values: T) =>
    z.enum(values, { error: messages.choose(field) });

  const firstName = text(messages, { field: names.firstName, max: fieldLimits.name });
  const lastName = text(messages, { field: names.lastName, max: fieldLimits.name });
  const email = text(messages, {
    field: names.email,
    max: fieldLimits.email,
    lowerCase: true,
    check: (value) => (EMAIL_SHAPE.test(value) ? undefined : messages.invalidEmail),
  });
  const phone = text(messages, {
    field: names.phone,
    max: fieldLimits.phone,
    check: (value) => {
      const digits = value.replace(/\D/g, "").length;
      return PHONE_SHAPE.test(value) && digits >= 7 && digits <= 15 ? undefined : messages.invalidPhone;
    },
  });
  const company = text(messages, { field: names.company, max: fieldLimits.company });
  const person = { firstName, lastName, email, phone };

  const mentor = z.discriminatedUnion(
    "source",
    [
      z.strictObject({ source: z.literal("home"), ...person, track: choice(names.track, mentorTracks) }),
      z.strictObject({ source: z.literal("art"), ...person, program: choice(names.program, artMentorPrograms) }),
      z.strictObject({ source: z.literal("sport"), ...person, program: choice(names.program, sportMentorPrograms) }),
    ],
    { error: messages.unknownPage },
  );

  const partnership = z.discriminatedUnion(
    "source",
    [
      z.strictObject({ source: z.literal("licensing"), ...person, company, interest: choice(names.interest, licensingInterests) }),
      z.strictObject({
        source: z.literal("sport"),
        ...person,
        company,
        interest: choice(names.areaOfInterest, sportPartnershipInterests),
      }),
    ],
    { error: messages.unknownPage },
  );

  const crown = z.strictObject({ source: z.literal("sport"), firstName, lastName, email });

  const newsletter = z.strictObject({ source: z.enum(leadSources.newsletter), email });

  return { mentor, partnership, crown, newsletter } as const;
}

/** The messages of one language, for what the server checks before the schema. */
export function formMessagesIn(locale: Locale): FormWords["messages"] {
  return formWords[locale].messages;
}

/** Each language's schemas, built when a form of that language is first checked. */
const schemasByLocale: Partial<Record<Locale, ReturnType<typeof schemasIn>>> = {};

export function leadFormSchemas(locale: Locale = "en") {
  return (schemasByLocale[locale] ??= schemasIn(formWords[locale]));
}

export type LeadSubmission<K extends LeadFormKind = LeadFormKind> = z.output<ReturnType<typeof schemasIn>[K]>;

/** Validates one form's fields (without the trap, kind and locale fields), with messages in `locale`. */
export function validateLead<K extends LeadFormKind>(kind: K, fields: Record<string, unknown>, locale: Locale = "en") {
  const parsed = leadFormSchemas(locale)[kind].safeParse(fields);
  if (parsed.success) return { ok: true as const, data: parsed.data as LeadSubmission<K> };
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if (typeof key === "string" && key !== "source") (fieldErrors[key] ??= []).push(issue.message);
    else formErrors.push(issue.code === "unrecognized_keys" ? unexpectedFields(formWords[locale].messages, issue.keys) : issue.message);
  }
  return { ok: false as const, fieldErrors, formErrors };
}

/** Names a few unexpected fields, not thousands: the answer stays short whatever was sent. */
function unexpectedFields(messages: FormWords["messages"], keys: string[]) {
  const shown = keys.slice(0, 5).map((key) => key.slice(0, 40));
  return messages.unexpectedFields(shown, keys.length - shown.length);
}
