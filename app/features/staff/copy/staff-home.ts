// The console home (/staff): its frame, the to-do list's heading and empty state, and the owners'
// warning about repeated failed sign-ins. Each to-do item's words are its feature's copy.

export const staffHome = {
  title: "Home",
  description: "What needs doing, most urgent first. Each item opens the page where it is done.",
  toDo: {
    heading: "To do",
    nothingWaiting: "Nothing waiting. New sign-ups, Weekly Drop entries and winners will show up here.",
  },
  /** Owners only: an editor's site content publish waiting for their approval. */
  approval: "Site content waiting for your approval",
  /** Owners only: accounts someone may be guessing the password of. */
  signInFailures: {
    heading: "Repeated failed sign-ins",
    intro:
      "These accounts had many failed sign-ins in the last 24 hours. Someone may be guessing a password: their sign-in slows down, but the account's owner can still sign in. If it was not them, ask them to choose a new password.",
    row: (email: string, failures: number, last: string) => `${email}: ${failures} failed sign-ins, the last on ${last}`,
    audit: "See the audit log",
  },
} as const;
