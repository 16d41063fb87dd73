// What a person's name may hold, wherever the site asks for one or writes one in staff mail. A
// name reaches staff in the console and in mail, where a web or email address in it becomes a
// link to follow (issue 42, row 12). Browser-safe: the forms check it before sending too.

/** A web or email address: `://`, `www.` or `@`, in any case and in full-width look-alikes (NFKC). */
export function carriesAddress(value: string): boolean {
  return /:\/\/|www\.|@/i.test(value.normalize("NFKC"));
}

/** Letters and marks of any script with spaces, apostrophes and hyphens between them: what a name is written with. */
export function isPlainName(value: string): boolean {
  return /^[\p{L}\p{M}][\p{L}\p{M}'’ -]*$/u.test(value);
}

/**
 * Text a mail program cannot turn into a link: letters, marks, digits, spaces, apostrophes and
 * hyphens only (no dot, colon, slash or @, which every web or email address needs).
 */
export function cannotBecomeLink(value: string): boolean {
  return /^[\p{L}\p{M}\p{N}'’ -]+$/u.test(value);
}
