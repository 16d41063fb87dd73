// What a Current Events card says besides its event's own texts: the badge for its status on the
// day the page is served, and the label of its button to the event's link.

/** A card's status: an event upcoming, on now or without a date yet, or The Weekly Drop taking entries. */
export const eventStatusLabels = {
  upcoming: "UPCOMING",
  open: "ACTIVE NOW",
  "coming-soon": "COMING SOON",
  "entries-open": "OPEN NOW",
} as const;

export type EventCardStatus = keyof typeof eventStatusLabels;

/** The button to an event's link (its tickets, schedule or site); screen readers hear the event's title after it. */
export const eventLinkLabel = "Details";
