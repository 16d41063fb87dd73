// The sign-up forms' schemas: one per form, used by the dialogs before sending and by the server
// as the authority. Stricter than the spec on purpose (email and phone formats, length caps),
// because every stored lead is a person the team will try to reach.
import { z } from "~/platform/zod";
import { type ChoiceFieldName, type FieldName } from "~/features/leads/copy/form-messages.en";
import { fieldMessages, fieldNames } from "~/features/leads/copy/form-messages";
import type { Locale } from "~/platform/translation";
import { type LeadFormKind, type LeadSource } from "./fields";
import { type FieldMessageName, type FormField, leadFormFields } from "./form-fields";
import { carriesAddress } from "~/platform/person-name";

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
type FormWords = { names: (typeof fieldNames)[Locale]; messages: (typeof fieldMessages)[Locale] };

const formWords = {
  en: { names: fieldNames.en, messages: fieldMessages.en },
  es: { names: fieldNames.es, messages: fieldMessages.es },
} as const satisfies Record<Locale, FormWords>;

type TextRule = { field: FieldName; max: number; lowerCase?: boolean; check?: (value: string, field: FieldName) => string | undefined };

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
    const problem = check?.(value, field);
    if (problem) return fail(problem);
    return lowerCase ? value.toLowerCase() : value;
  });
}

/** The four forms' schemas, with the messages of one language, from the one field list (./form-fields.ts). */
function schemasIn({ names, messages }: FormWords) {
  const formats = {
    email: (value: string) => (EMAIL_SHAPE.test(value) ? undefined : messages.invalidEmail),
    phone: (value: string) => {
      const digits = value.replace(/\D/g, "").length;
      return PHONE_SHAPE.test(value) && digits >= 7 && digits <= 15 ? undefined : messages.invalidPhone;
    },
    // Staff read names in the console and in mail, where an address would be a link to follow.
    name: (value: string, field: FieldName) => (carriesAddress(value) ? messages.carriesAddress(field) : undefined),
  };
  const schemaOf = (field: FormField) => {
    if (field.input === "select") {
      const name = names[field.messageName ?? (field.name as FieldMessageName)] as ChoiceFieldName;
      return z.enum(field.values, { error: messages.choose(name) });
    }
    return text(messages, {
      field: names[field.name as FieldMessageName],
      max: field.maxLength,
      lowerCase: field.format === "email",
      check: field.format && formats[field.format],
    });
  };
  const shapeOf = (fields: readonly FormField[]) => Object.fromEntries(fields.map((field) => [field.name, schemaOf(field)]));

  /** One strict object per page the form sits on; a form whose pages all ask the same takes any of them. */
  const formSchema = (kind: LeadFormKind) => {
    const variants = Object.entries(leadFormFields[kind] as Readonly<Record<string, readonly FormField[]>>);
    const [[firstSource, firstFields], ...others] = variants as [[string, readonly FormField[]], ...[string, readonly FormField[]][]];
    if (others.every(([, fields]) => fields === firstFields || sameFields(fields, firstFields))) {
      const source = others.length === 0 ? z.literal(firstSource) : z.enum(variants.map(([source]) => source) as [string, ...string[]]);
      return z.strictObject({ source, ...shapeOf(firstFields) });
    }
    const options = variants.map(([source, fields]) => z.strictObject({ source: z.literal(source), ...shapeOf(fields) }));
    return z.discriminatedUnion("source", options as [(typeof options)[number], ...(typeof options)[number][]], {
      error: messages.unknownPage,
    });
  };

  return {
    mentor: formSchema("mentor"),
    partnership: formSchema("partnership"),
    crown: formSchema("crown"),
    newsletter: formSchema("newsletter"),
  };
}

const sameFields = (a: readonly FormField[], b: readonly FormField[]) => a.length === b.length && a.every((field, i) => field === b[i]);

/** The messages of one language, for what the server checks before the schema. */
export function formMessagesIn(locale: Locale): FormWords["messages"] {
  return formWords[locale].messages;
}

/** Each language's schemas, built when a form of that language is first checked. */
const schemasByLocale: Partial<Record<Locale, ReturnType<typeof schemasIn>>> = {};

export function leadFormSchemas(locale: Locale = "en") {
  return (schemasByLocale[locale] ??= schemasIn(formWords[locale]));
}

/** A checked form: the page it came from and each field's value (a choice's stored value), by field name. */
export type LeadSubmission<K extends LeadFormKind = LeadFormKind> = { source: LeadSource<K> } & Readonly<Record<string, string>>;

/** Validates one form's fields (without the trap, kind and locale fields), with messages in `locale`. */
export function validateLead<K extends LeadFormKind>(kind: K, fields: Record<string, unknown>, locale: Locale = "en") {
  const parsed = leadFormSchemas(locale)[kind].safeParse(fields);
  if (parsed.success) return { ok: true as const, data: parsed.data as unknown as LeadSubmission<K> };
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
