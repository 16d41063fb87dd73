import { describe, expect, it } from "vitest";

// One register per audience. The mentor and partnership forms speak to adults with "usted"; the
// crown-access and Weekly Drop entry forms speak to teens with "tú". What both kinds of form share
// (field messages, notices, the /join page's own words) is worded so it fits either: neither "tú"
// nor "usted". A sponsor who reads "usted" in the form and then "elige" in its error notices reads
// two voices.

import { texts, spanishByName } from "../../../../tests/support/content-texts";
import { crownAccessDialog, crownAccessNotices } from "~/features/leads/copy/crown-access.es";
import * as weeklyDropEntry from "~/features/weekly-drop/copy/entry.es";
import { fieldMessages, fieldNames } from "~/features/leads/copy/form-messages.es";
import { joinPage, joinPages, leadFormText } from "~/features/leads/copy/join.es";
import * as mentorApplication from "~/features/leads/copy/mentor-application.es";
import * as notices from "~/features/leads/copy/notices.es";
import * as partnershipInquiry from "~/features/leads/copy/partnership-inquiry.es";

type Text = [where: string, text: string];

/** Every message a form can show, each function called with every field it can name. */
function sharedTexts(): Text[] {
  const out: Text[] = texts(fieldNames, "fieldNames");
  const choices = [fieldNames.track, fieldNames.program, fieldNames.interest, fieldNames.areaOfInterest];
  for (const [name, message] of Object.entries(fieldMessages)) {
    if (typeof message === "string") out.push([`fieldMessages.${name}`, message]);
  }
  for (const field of Object.values(fieldNames)) {
    out.push(
      ["fieldMessages.notText", fieldMessages.notText(field)],
      ["fieldMessages.controlCharacters", fieldMessages.controlCharacters(field)],
      ["fieldMessages.unreadable", fieldMessages.unreadable(field)],
      ["fieldMessages.invisibleFormatting", fieldMessages.invisibleFormatting(field)],
      ["fieldMessages.required", fieldMessages.required(field)],
      ["fieldMessages.tooLong", fieldMessages.tooLong(field, 80)],
    );
  }
  for (const field of choices) out.push(["fieldMessages.choose", fieldMessages.choose(field)]);
  out.push(["fieldMessages.unexpectedFields", fieldMessages.unexpectedFields(["extra", "otro"], 2)]);
  out.push(
    ...texts(notices.missingInformationNotice, "notices.missingInformationNotice"),
    ...texts(notices.submitFailedNotice, "notices.submitFailedNotice"),
    ...texts(notices.checkTheFormNotice, "notices.checkTheFormNotice"),
    ...texts(notices.tooManyAttemptsNotice(1), "notices.tooManyAttemptsNotice(1)"),
    ...texts(notices.tooManyAttemptsNotice(150), "notices.tooManyAttemptsNotice(150)"),
    ...texts(leadFormText, "join.leadFormText"),
    ...texts(joinPage, "join.joinPage"),
  );
  return out;
}

/** The page cards and buttons that open one of `dialogs`, on every Spanish page. */
function entrancesTo(dialogs: readonly string[]): Text[] {
  const out: Text[] = [];
  const opens = (value: unknown) =>
    value !== null && typeof value === "object" && dialogs.includes((value as { dialog?: unknown }).dialog as string);
  const visit = (value: unknown, where: string) => {
    if (value === null || typeof value !== "object") return;
    // A card that opens the dialog, or a block whose action does.
    if (opens(value) || opens((value as { action?: unknown }).action)) {
      out.push(...texts(value, where));
      return;
    }
    for (const [key, child] of Object.entries(value)) visit(child, `${where}.${key}`);
  };
  for (const [name, module] of spanishByName) visit(module, name);
  return out;
}

function adultTexts(): Text[] {
  return [
    ...texts(mentorApplication, "mentor-application"),
    ...texts(partnershipInquiry, "partnership-inquiry"),
    ...texts(joinPages.mentor, "join.joinPages.mentor"),
    ...texts(joinPages.partnership, "join.joinPages.partnership"),
    ...entrancesTo(["mentor", "partnership"]),
    ...sharedTexts(),
  ];
}

function teenTexts(): Text[] {
  const { entrySent, ...entry } = weeklyDropEntry;
  return [
    ...texts(crownAccessDialog, "crown-access.crownAccessDialog"),
    ...texts(crownAccessNotices, "crown-access.crownAccessNotices"),
    ...texts(joinPages.crown, "join.joinPages.crown"),
    ...entrancesTo(["crown-access"]),
    ...texts(entry, "weekly-drop-entry"),
    ...texts(entrySent, "weekly-drop-entry.entrySent"),
    ...sharedTexts(),
  ];
}

/** A word on its own, not inside another ("tu" but not "tuvo", "su" but not "suyo"). */
const word = (words: readonly string[]) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join("|")})(?![\\p{L}\\p{N}])`, "iu");

// Commands and possessives that only "tú" uses.
const tuWords = word([
  "tú",
  "tu",
  "tus",
  "ti",
  "te",
  "contigo",
  "elige",
  "escoge",
  "escribe",
  "inténtalo",
  "vuelve",
  "espera",
  "revisa",
  "mira",
  "deja",
  "déjanos",
  "cuéntanos",
  "dinos",
  "inscríbete",
  "mantente",
]);

// Their "usted" forms. "su" and "sus" are on the list: no teen-facing text needs a third person's.
const ustedWords = word([
  "usted",
  "su",
  "sus",
  "elija",
  "escoja",
  "escriba",
  "inténtelo",
  "vuelva",
  "espere",
  "revise",
  "mire",
  "deje",
  "déjenos",
  "cuéntenos",
  "díganos",
  "inscríbase",
]);

const offending = (found: Text[], words: RegExp) =>
  found.filter(([, text]) => words.test(text)).map(([where, text]) => `${where}: ${text.match(words)?.[0]} in "${text}"`);

describe("the register of the Spanish forms", () => {
  it("speaks to mentors and partners without a tú command or possessive", () => {
    expect(offending(adultTexts(), tuWords)).toEqual([]);
  });

  it("speaks to teens in crown access and the Weekly Drop entry without an usted one", () => {
    expect(offending(teenTexts(), ustedWords)).toEqual([]);
  });

  it("reads the forms' own words, not only what they share", () => {
    // A collector that found only the shared messages would pass the two tests above by reading nothing.
    const where = (found: Text[]) => new Set(found.map(([place]) => place.split(".")[0]));
    expect([...where(adultTexts())]).toEqual(expect.arrayContaining(["mentor-application", "partnership-inquiry", "home", "art", "sport"]));
    expect([...where(teenTexts())]).toEqual(expect.arrayContaining(["crown-access", "weekly-drop-entry", "sport"]));
  });
});
