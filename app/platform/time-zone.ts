/** Dates and times on the site are New York's: the programmes, deadlines and events happen there. */
export const siteTimeZone = "America/New_York";
