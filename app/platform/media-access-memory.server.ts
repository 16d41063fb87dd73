// The memory of who may fetch each stored image (app/media-access.server.ts decides it), kept here
// so that the gallery and the Weekly Drop, which change what is public, can clear it (issue 43).

/** How long an answer is reused: a work hidden or an entry rejected stops being served within this. */
const REMEMBER_MS = 5_000;
const REMEMBER_AT_MOST = 10_000;
const remembered = new Map<string, { isPublic: boolean; until: number }>();

/** The answer remembered for the image `name`, if it is still fresh. */
export function rememberedAccess(name: string, now: number): boolean | undefined {
  const known = remembered.get(name);
  return known && known.until > now ? known.isPublic : undefined;
}

export function rememberAccess(name: string, isPublic: boolean, now: number) {
  if (remembered.size >= REMEMBER_AT_MOST) remembered.clear();
  remembered.set(name, { isPublic, until: now + REMEMBER_MS });
}

/** Forgets every answer: called when a work is hidden or an entry's status changes, so it holds at once here. */
export function mediaAccessChanged() {
  remembered.clear();
}
