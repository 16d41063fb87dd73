// What the page says when the vote endpoint refuses a vote (components/voting.tsx).
import type { WeeklyDropCopy } from "~/features/weekly-drop/components/weekly-drop-copy";

/**
 * What a refused vote says: the endpoint's words (English), or the page's own for the reason it
 * names, where the page has them (WeeklyDropCopy); undefined for a refusal the endpoint gave no text.
 */
export function refusalText(refusals: WeeklyDropCopy["voteRefusals"], answer: { error?: string; reason?: string }): string | undefined {
  const reason = answer.reason as keyof NonNullable<typeof refusals> | undefined;
  return (refusals && reason && Object.hasOwn(refusals, reason) ? refusals[reason] : undefined) ?? answer.error;
}
