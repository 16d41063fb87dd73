// Characters a reader cannot see, or that change how the text around them reads: C0 and C1
// controls (U+0085 too), direction controls (U+202A-U+202E, U+2066-U+2069, U+200E, U+200F,
// U+061C), zero-width and other format characters (U+200B-U+200D, U+2060, U+FEFF, the soft
// hyphen), and the line and paragraph separators. Text someone checks before it goes public must
// say what it shows: a reversed or hidden part could say something else than what was read.
// Tab and line feed stay allowed: a text area may send them.

const HIDDEN = /(?![\t\n])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
const EVERY_HIDDEN = new RegExp(HIDDEN.source, "gu");

/** The index of the first hidden character of `text`, or -1 when it has none. */
export const hiddenCharacterAt = (text: string): number => text.search(HIDDEN);

/** `text` without its hidden characters: to name a stored text that was refused for them. */
export const withoutHiddenCharacters = (text: string): string => text.replace(EVERY_HIDDEN, "");

/**
 * Why `text` is refused, for someone who cannot see the character: `what` it is, and the words
 * just before it.
 */
export function hiddenCharacterMessage(what: string, text: string, at: number): string {
  const before = [...text.slice(0, at)].slice(-24).join("").trimStart();
  const where = before ? `after "${before}"` : "at its start";
  return `The ${what} has a hidden character ${where} (an invisible mark, or one that turns the text around): type that part again instead of pasting it.`;
}
