// THE CORE in figures and names, in Spanish (spec section 4).
import type * as english from "./core-programme.en";
import type { Translation } from "~/platform/translation";

export const coreProgramme: Translation<typeof english.coreProgramme> = {
  name: "THE CORE",
  steps: 6,
  weeks: 6,
  calibrationDays: 7,
  /** The four tracks a participant can lock in at INITIATE. */
  trackChoices: ["Arte", "Deporte", "Música", "Emprendimiento"],
};
