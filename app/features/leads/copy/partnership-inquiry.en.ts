// The partnership inquiry dialog for brands (licensing page; a variant on the sport page).
import type { LicensingInterest, SportPartnershipInterest } from "../form-fields";
import type { NoticeText as Notice } from "~/platform/notify";
import { missingInformationNotice } from "./notices.en";

export type PartnershipVariant = "licensing" | "sport";

type Option<V extends string> = { readonly value: V; readonly label: string };

/**
 * The two variants: brands licensing young creators' work (licensing page), and sponsors of girls'
 * sport (sport page). Each asks about its own subject in its own words.
 */
export const partnershipFormVariants = {
  licensing: {
    title: "Partner With Us",
    description:
      "Put young creators' work on real products. Tell us about your company and what you'd like to make, and the team will get back to you.",
    companyLabel: "Company",
    interestLabel: "Interest",
    interestPlaceholder: "What are you interested in?",
    options: [
      { value: "apparel", label: "Apparel & Athleisure" },
      { value: "accessories", label: "Accessories & Beauty" },
      { value: "sports", label: "Sports Gear" },
      { value: "limited", label: "Limited Collections" },
      { value: "other", label: "Other" },
    ],
    confirmation: {
      title: "Welcome to the Partnership",
      lines: ["Your inquiry has been received.", "Welcome to the partnership."],
      closeLabel: "Close",
    },
    received: { title: "Inquiry Received", description: "Welcome to the partnership!" },
    nextSteps: "Our licensing team will email you within 3 business days to set up a call about your brand.",
  },
  sport: {
    title: "Become a Partner",
    description:
      "Sponsor a team, fund a clinic or collaborate with WYP SPORT to grow girls' sport in NYC. Tell us about your company and how you'd like to back the program, and the team will get back to you.",
    companyLabel: "Company Name",
    interestLabel: "Area of Interest",
    interestPlaceholder: "Choose an area",
    options: [
      { value: "sponsorship", label: "Sponsorship" },
      { value: "partnership", label: "Partnership" },
      { value: "collaboration", label: "Collaboration" },
      { value: "other", label: "Other" },
    ],
    confirmation: {
      title: "Thanks for Backing the Game",
      lines: ["Your inquiry has been received."],
      closeLabel: "Close",
    },
    received: { title: "Inquiry Received", description: "Thanks for backing girls' sport!" },
    nextSteps: "Our WYP SPORT partnerships team will email you within 3 business days to talk about sponsoring a team or a clinic.",
  },
} as const satisfies Record<
  PartnershipVariant,
  {
    title: string;
    description: string;
    companyLabel: string;
    interestLabel: string;
    interestPlaceholder: string;
    options: readonly Option<string>[];
    confirmation: { title: string; lines: readonly string[]; closeLabel: string };
    received: Notice;
    nextSteps: string;
  }
> & {
  licensing: { options: readonly Option<LicensingInterest>[] };
  sport: { options: readonly Option<SportPartnershipInterest>[] };
};

/** What both variants share: the person's fields and the buttons. */
export const partnershipDialog = {
  fields: {
    firstName: "First Name",
    lastName: "Last Name",
    email: "Email",
    phone: "Phone",
  },
  submitLabel: "Send Inquiry",
  submittingLabel: "Sending...",
} as const;

export const partnershipNotices = {
  missingInformation: missingInformationNotice,
} as const satisfies Record<string, Notice>;
