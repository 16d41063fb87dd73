// The console's Weekly Drop forms: this week's prize (a few cards), one recent winner, and a
// guardian's consent to a minor's entry. One schema each, which the server applies to whatever is posted.
import { z } from "~/platform/zod";
import { weeklyDropLimits, weeklyDropMessages } from "~/features/weekly-drop/copy/staff-weekly-drop";
import { prizeIcons, type PrizeIcon } from "./prize-icons";
import { nycBoroughs, PLACE_MAX_LENGTH } from "~/platform/boroughs";
import { placeSchema } from "~/platform/place-schema";
import type { CalendarDate } from "~/platform/copy-types";
import type { Winner } from "~/features/weekly-drop/copy/weekly-drop.en";
import { teenAges } from "~/platform/ages";
import { guardianConsentMethods } from "./entries";
import { guardianProblems } from "./entry-form";
import { entryReviewText } from "./copy/staff-entries";

/** A prize card in both languages; null: a card saved before the Spanish was asked for (the Spanish page shows the English). */
export type PrizeItem = { title: string; description: string; icon: PrizeIcon; titleEs: string | null; descriptionEs: string | null };

/** A recent winner as the page shows it; its image only when the site announced it from a contest entry (else the page draws a stand-in). */
export type WeeklyDropWinner = Winner & { id: string; artworkTitleEs: string | null; imageUrl: string | null; imageSrcSet: string | null };
/** A recent winner as the console edits it: with the neighbourhood, which the page never shows. */
export type ConsoleWeeklyDropWinner = WeeklyDropWinner & { place: string | null };

// eslint-disable-next-line no-control-regex -- every field here is one line
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

function line(label: string, max: number, required: boolean, requiredMessage = weeklyDropMessages.required(label)) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      // Typed in a text area that wraps: a line break there is a space on the card.
      const value = (raw ?? "").replace(/\s*\r?\n\s*/g, " ").trim();
      const fail = (message: string) => {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      };
      if (CONTROL_CHARACTERS.test(value)) return fail(weeklyDropMessages.singleLine(label));
      if (value.length > max) return fail(weeklyDropMessages.tooLong(label, max));
      if (required && !value) return fail(requiredMessage);
      return value;
    });
}

const prizeIconNames = Object.keys(prizeIcons) as [PrizeIcon, ...PrizeIcon[]];

/** Field names of the prize form's item `n` (1-based): title1, description1, titleEs1, descriptionEs1, icon1, ... */
export const prizeFieldNames = (n: number) => ({
  title: `title${n}`,
  description: `description${n}`,
  titleEs: `titleEs${n}`,
  descriptionEs: `descriptionEs${n}`,
  icon: `icon${n}`,
});

type PrizeTextField = "title" | "description" | "titleEs" | "descriptionEs";

/** Each text of a prize row: its label, its limit, and which text it goes with in the other language. */
const prizeTexts: Record<PrizeTextField, { label: string; max: number; other: PrizeTextField }> = {
  title: { label: "Title", max: weeklyDropLimits.prizeTitle, other: "titleEs" },
  titleEs: { label: "Title in Spanish", max: weeklyDropLimits.prizeTitle, other: "title" },
  description: { label: "Description", max: weeklyDropLimits.prizeDescription, other: "descriptionEs" },
  descriptionEs: { label: "Description in Spanish", max: weeklyDropLimits.prizeDescription, other: "description" },
};

/**
 * One prize row's texts, checked: each a line within its limit; a row with any text needs both
 * titles, and a description in one language needs it in the other. Undefined: the row is empty or refused.
 */
function prizeRowTexts(form: Record<string, string>, n: number, fail: (field: string, message: string) => void) {
  const names = prizeFieldNames(n);
  const texts: Partial<Record<PrizeTextField, string>> = {};
  for (const [field, { label, max }] of Object.entries(prizeTexts) as [PrizeTextField, (typeof prizeTexts)[PrizeTextField]][]) {
    const checked = line(label, max, false).safeParse(form[names[field]]);
    if (checked.success) texts[field] = checked.data;
    else fail(names[field], checked.error.issues[0].message);
  }
  if (Object.keys(texts).length < 4) return undefined;
  const typed = texts as Record<PrizeTextField, string>;
  if (!Object.values(typed).some(Boolean)) return undefined;
  let whole = true;
  for (const [field, { label, other }] of Object.entries(prizeTexts) as [PrizeTextField, (typeof prizeTexts)[PrizeTextField]][]) {
    const needed = field.startsWith("title") || Boolean(typed[other]);
    if (needed && !typed[field]) {
      fail(names[field], field.endsWith("Es") ? weeklyDropMessages.spanishRequired(label) : weeklyDropMessages.required(label));
      whole = false;
    }
  }
  return whole ? typed : undefined;
}

/**
 * The prize form: up to weeklyDropLimits.prizeItems rows, each a title and a description in English and
 * in Spanish, and an icon; an empty row is left out. Errors are keyed by the row's field names.
 */
export const prizeFormSchema = z.record(z.string(), z.string()).transform((form, ctx) => {
  const items: PrizeItem[] = [];
  const fail = (field: string, message: string) => ctx.addIssue({ code: "custom", path: [field], message });
  for (let n = 1; n <= weeklyDropLimits.prizeItems; n++) {
    const texts = prizeRowTexts(form, n, fail);
    if (!texts) continue;
    const icon = form[prizeFieldNames(n).icon];
    if (!prizeIconNames.includes(icon as PrizeIcon)) {
      fail(prizeFieldNames(n).icon, weeklyDropMessages.iconRequired);
      continue;
    }
    items.push({ ...texts, icon: icon as PrizeIcon, descriptionEs: texts.descriptionEs || null });
  }
  if (items.length === 0 && ctx.issues.length === 0)
    ctx.addIssue({ code: "custom", path: [prizeFieldNames(1).title], message: weeklyDropMessages.noPrize });
  return items;
});

function isMonday(date: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (day.toISOString().slice(0, 10) !== date) return null;
  return day.getUTCDay() === 1;
}

/** One recent winner: what the winner card shows. */
export const winnerFormSchema = z.object({
  announced: z
    .string({ error: weeklyDropMessages.announced })
    .trim()
    .superRefine((value, ctx) => {
      const monday = isMonday(value);
      if (monday === null) ctx.addIssue({ code: "custom", message: weeklyDropMessages.announced });
      else if (!monday) ctx.addIssue({ code: "custom", message: weeklyDropMessages.notMonday });
    })
    .transform((value) => value as CalendarDate),
  artworkTitle: line("Artwork title", weeklyDropLimits.artworkTitle, true),
  artworkTitleEs: line(
    "Artwork title in Spanish",
    weeklyDropLimits.artworkTitle,
    true,
    weeklyDropMessages.spanishRequired("Artwork title in Spanish"),
  ),
  artistFirstName: line("Artist's first name", weeklyDropLimits.firstName, true),
  artistLastInitial: z
    .string({ error: weeklyDropMessages.lastInitial })
    .trim()
    .transform((value) => value.replace(/\.$/, "").toUpperCase())
    .refine((value) => /^\p{L}$/u.test(value), weeklyDropMessages.lastInitial),
  age: z.coerce
    .number({ error: weeklyDropMessages.age })
    .int(weeklyDropMessages.age)
    .min(teenAges.min, weeklyDropMessages.age)
    .max(teenAges.max, weeklyDropMessages.age),
  // Optional: winners from before the five boroughs have none recorded (migration 0016).
  borough: z
    .union([z.literal(""), z.enum(nycBoroughs)], { error: weeklyDropMessages.borough })
    .optional()
    .transform((value) => (value ? value : null)),
  place: placeSchema({ tooLong: weeklyDropMessages.placeTooLong(PLACE_MAX_LENGTH), shape: weeklyDropMessages.placeShape }),
});

export type WinnerInput = z.output<typeof winnerFormSchema>;

const consentText = entryReviewText.guardian;

/**
 * A guardian's consent as a moderator records it: who said yes and how to reach them (asked here
 * too: an entrant who was 18 when entering gave none), by the entry form's rules, and how.
 */
const guardianConsentSchema = z
  .object({
    guardianName: z.string().trim().default(""),
    guardianContact: z.string().trim().default(""),
    method: z.enum(guardianConsentMethods, { error: consentText.errors.method }),
  })
  .superRefine((consent, ctx) => {
    for (const [path, message] of Object.entries(guardianProblems(consent.guardianName, consent.guardianContact, consentText.errors)))
      ctx.addIssue({ code: "custom", path: [path], message });
  })
  .transform(({ guardianName, guardianContact, method }) => ({ name: guardianName, contact: guardianContact, method }));

export type GuardianConsentField = keyof z.input<typeof guardianConsentSchema>;
const guardianConsentFields = ["guardianName", "guardianContact", "method"] as const satisfies readonly GuardianConsentField[];
export type GuardianConsentValues = Partial<Record<GuardianConsentField, string>>;

/** Checks a posted consent form (a field that is not text reads as empty), with what was typed to put back when refused. */
export function parseGuardianConsent(fields: Record<string, unknown>) {
  const values = Object.fromEntries(
    guardianConsentFields.map((name) => [name, typeof fields[name] === "string" ? fields[name] : ""]),
  ) as Record<GuardianConsentField, string>;
  const parsed = guardianConsentSchema.safeParse(values);
  if (parsed.success) return { ok: true as const, consent: parsed.data };
  const errors: GuardianConsentValues = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as GuardianConsentField] ??= issue.message;
  return { ok: false as const, errors, values };
}
