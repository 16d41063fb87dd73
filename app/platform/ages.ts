// The ages the programmes are for: the site's teens, and the age from which the chat community
// takes members itself (under it, parents join the parents' page). The copy's sentences, the age
// dialog and the Weekly Drop's forms read these.

/** Who the programmes, the gallery and the Weekly Drop are for. */
export const teenAges = { min: 13, max: 19 } as const;

/** The chat community's own minimum age (its terms); younger teens are sent to the parents' page. */
export const chatCommunityMinimumAge = 13;
