/** A complete, valid mentor application as the home page's form posts it (with its kind and empty trap field). */
export const mentorApplication = {
  kind: "mentor",
  source: "home",
  website: "",
  firstName: "Maya",
  lastName: "Reyes",
  email: "maya@example.org",
  phone: "212-555-0100",
  track: "art",
};
