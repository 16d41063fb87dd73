// The mentor application dialog: one form in three variants (home, art, sport). Which fields each
// variant has, and the values its choices store, are the leads feature's (../form-fields.ts).
import type { ArtMentorProgram, MentorTrack, SportMentorProgram } from "../form-fields";
import type { NoticeText as Notice } from "~/platform/notify";
import { missingInformationNotice } from "./notices.en";

export type MentorVariant = "home" | "art" | "sport";

type Option<V extends string> = { readonly value: V; readonly label: string };

/** Each variant's choice field: home asks for a track, art and sport for a program. */
export const mentorFormVariants = {
  home: {
    label: "Track",
    placeholder: "Choose a track",
    options: [
      { value: "art", label: "WYP ART" },
      { value: "sport", label: "WYP SPORT" },
      { value: "music", label: "WYP MUSIC" },
      { value: "biz", label: "WYP BIZ" },
      { value: "wildcard", label: "WYP WILDCARD" },
    ],
  },
  art: {
    label: "Program",
    placeholder: "Choose a program",
    options: [
      { value: "queenme", label: "WYP SPORT" },
      { value: "gallery", label: "WYP ART" },
    ],
  },
  sport: {
    label: "Program",
    placeholder: "Choose a program",
    options: [
      { value: "sport", label: "WYP SPORT" },
      { value: "art", label: "WYP ART" },
    ],
  },
} as const satisfies {
  home: { label: string; placeholder: string; options: readonly Option<MentorTrack>[] };
  art: { label: string; placeholder: string; options: readonly Option<ArtMentorProgram>[] };
  sport: { label: string; placeholder: string; options: readonly Option<SportMentorProgram>[] };
};

export const mentorDialog = {
  title: "Be A Mentor",
  description: "Share what you know with the next generation. Tell us who you are and where you want to help, and the team will reach out.",
  fields: {
    firstName: "First Name",
    lastName: "Last Name",
    email: "Email",
    phone: "Phone",
  },
  submitLabel: "Submit Application",
  submittingLabel: "Submitting...",
  success: {
    title: "Welcome to the Movement",
    text: "Your application has been received. Welcome to the movement.",
    closeLabel: "Close",
  },
  /** What happens after a successful application, told on every variant. */
  nextSteps: "Our mentor team will email you within a week to set up a short intro call.",
} as const;

export const mentorNotices = {
  missingInformation: missingInformationNotice,
  failed: { title: "Error", description: "Failed to submit application. Please try again." },
  received: { title: "Application Received", description: "Welcome to the movement!" },
} as const satisfies Record<string, Notice>;
