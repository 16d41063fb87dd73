// THE CORE in figures and names: steps, weeks, calibration days and the tracks to choose (spec section 4).
export const coreProgramme = {
  name: "THE CORE",
  steps: 6,
  weeks: 6,
  calibrationDays: 7,
  /** The four tracks a participant can lock in at INITIATE. */
  trackChoices: ["Art", "Sport", "Music", "Biz"],
} as const;
