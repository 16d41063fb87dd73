import { contactHref } from "~/platform/contact-link";
import { weeklyDropResultsText } from "~/features/weekly-drop/copy/staff-results";

const text = weeklyDropResultsText.winner;
const contactLink = "inline-flex min-h-11 items-center underline";

type Winner = { firstName: string; lastInitial: string; email: string; guardian: { name: string; contact: string } | null };

/**
 * How to reach a week's winner about the prize. For a winner under 18, their parent or guardian
 * first (their consent to the entry is on record), then the entrant's own email.
 */
export function WinnerContact({ winner }: { winner: Winner }) {
  const guardianHref = winner.guardian && contactHref(winner.guardian.contact);
  return (
    <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]" data-winner-contact>
      {winner.guardian && (
        <>
          <dt className="font-bold">{text.guardian}</dt>
          <dd>{winner.guardian.name}</dd>
          <dt className="font-bold">{text.guardianContact}</dt>
          <dd className="break-all">
            {guardianHref ? (
              <a href={guardianHref} className={contactLink}>
                {winner.guardian.contact}
              </a>
            ) : (
              winner.guardian.contact
            )}
          </dd>
        </>
      )}
      <dt className="font-bold">{text.firstName}</dt>
      <dd>{winner.firstName}</dd>
      <dt className="font-bold">{text.lastInitial}</dt>
      <dd>{winner.lastInitial}.</dd>
      <dt className="font-bold">{winner.guardian ? text.entrantEmail : text.email}</dt>
      <dd className="break-all">
        <a href={`mailto:${winner.email}`} className={contactLink}>
          {winner.email}
        </a>
      </dd>
    </dl>
  );
}
