// What the site says to put its events into a family's calendar: the links beside each dated
// event, the subscription to a programme's events, the feeds' names and the answer for an unknown event.

/** Beside each dated event: its own .ics file, Google Calendar and Outlook. */
export const addToCalendar = {
  heading: "Add to calendar",
  ics: "Apple or other (.ics)",
  google: "Google Calendar",
  outlook: "Outlook",
} as const;

/** Under an events calendar: every event of the programme in one's calendar app, kept up to date. */
export const subscribe = {
  label: "Subscribe in your calendar app",
  hint: "New events appear there when we post them, and cancelled ones are marked.",
} as const;

/** The feeds' names, as calendar apps show them. */
export const feedNames = {
  all: "WYP events",
  art: "WYP Art events",
  sport: "WYP Sport events",
  description: "Events of WYP (What's Your Passion) in Harlem, the Bronx and Brooklyn. Times are New York time.",
} as const;

/** An .ics address for an event that is not (or no longer) on the site. */
export const eventNotFound = "That event is not on the calendar. It may have been cancelled or moved: see the programme's page.";
