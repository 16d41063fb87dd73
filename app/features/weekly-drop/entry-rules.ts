// What an entry to the Weekly Drop may be: how long each field may run, and the age under which a
// parent or guardian must say yes before the work is shown. The form's schema (./entry-form.ts),
// moderation and the copy's sentences all read these.

/** Longest text each field of the entry form takes. */
export const entryLimits = { title: 80, description: 300, firstName: 40, email: 254, guardianName: 80, guardianContact: 254 } as const;

/** From this age an entrant decides alone; under it, a parent's or guardian's yes comes first (issue 28). */
export const ADULT_AGE = 18;

/** Whether an entrant of this age still waits for a parent's or guardian's yes (none recorded yet) before anyone may see the entry. */
export const awaitsGuardianConsent = (age: number, consentRecordedAt: string | Date | null) => age < ADULT_AGE && !consentRecordedAt;
