// The rules a page text staff write must pass, on its own original: plain text a reader sees as it
// is (no markup, no control or direction characters), in both languages, at most twice as long as
// the code's text in that language (the place it shows was laid out for it), and never over 2,000.
import { hiddenCharacterAt, hiddenCharacterMessage } from "~/platform/hidden-characters";
import type { Locale } from "~/platform/translation";

export const MAX_PAGE_TEXT = 2_000;

const languages: Record<Locale, string> = { en: "English", es: "Spanish" };

/** The longest a text may be, from the code's text in the same language. */
export const pageTextLimit = (original: string) => Math.min(MAX_PAGE_TEXT, 2 * [...original].length);

/** Why `value` cannot replace `original` in `locale`, or undefined when it can. */
export function pageTextProblem(value: string, original: string, locale: Locale): string | undefined {
  const what = `${languages[locale]} text`;
  const text = value.trim();
  if (!text) return `Write the ${what}: a page shows both languages.`;
  const limit = pageTextLimit(original);
  if ([...text].length > limit) return `The ${what} must be at most ${limit} characters (twice the original's).`;
  if (/<[a-z/!?]/i.test(text)) return `The ${what} is plain text: leave out tags like <b>.`;
  // A placeholder the page fills ("Step {step}") stays, or the page would lose the number or name.
  const missing = original.match(/\{[a-z]+\}/g)?.find((holder) => !text.includes(holder));
  if (missing) return `Keep ${missing} in the ${what}: the page puts its value there.`;
  const at = hiddenCharacterAt(text);
  if (at >= 0) return hiddenCharacterMessage(what, text, at);
  return undefined;
}
