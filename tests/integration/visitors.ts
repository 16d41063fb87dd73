// Visitors signing up through the real endpoint, one at a time or as a steady load.

/** Posts sign-up number `n` (a mentor application whose email is lead<n>@example.org) to POST /resources/leads. */
export async function postSignUp(baseUrl: string, n: number): Promise<number> {
  const response = await fetch(`${baseUrl}/resources/leads`, {
    method: "POST",
    body: new URLSearchParams({
      kind: "mentor",
      source: "sport",
      website: "",
      firstName: "Lead",
      lastName: `N${n}`,
      email: signUpEmail(n),
      phone: "718-555-0199",
      program: "sport",
    }),
  });
  await response.arrayBuffer();
  return response.status;
}

export const signUpEmail = (n: number) => `lead${n}@example.org`;

/**
 * Sign-ups posted by `concurrency` visitors at once, numbered from `first`, until `count` were
 * sent or `stop()`; `stop()` (or `done`) resolves with every answer's status by sign-up number
 * (0: no answer, as from a server that was killed).
 */
export function keepSigningUp(baseUrl: string, concurrency: number, first = 0, count = Infinity) {
  const statuses = new Map<number, number>();
  let next = first;
  let stopped = false;
  const visitor = async () => {
    while (!stopped && next < first + count) {
      const n = next++;
      statuses.set(n, await postSignUp(baseUrl, n).catch(() => 0));
    }
  };
  const done = Promise.all(Array.from({ length: concurrency }, visitor)).then(() => statuses);
  return {
    /** How many answers have come back so far. */
    answered: () => statuses.size,
    done,
    stop() {
      stopped = true;
      return done;
    },
  };
}
