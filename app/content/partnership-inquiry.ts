// The partnership inquiry dialog for brands (licensing page; a variant on the sport page).
import type { Notice } from "./notices";
import { missingInformationNotice } from "./notices";

export const licensingInterests = ["apparel", "accessories", "sports", "limited", "other"] as const;
export type LicensingInterest = (typeof licensingInterests)[number];

export const sportPartnershipInterests = ["sponsorship", "partnership", "collaboration", "other"] as const;
export type SportPartnershipInterest = (typeof sportPartnershipInterests)[number];

export type PartnershipVariant = "licensing" | "sport";

type Option<V extends string> = { readonly value: V; readonly label: string };

export const partnershipFormVariants = {
  licensing: {
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
  },
  sport: {
    companyLabel: "Company Name",
    interestLabel: "Area of Interest",
    interestPlaceholder: "Choose an area",
    options: [
      { value: "sponsorship", label: "Sponsorship" },
      { value: "partnership", label: "Partnership" },
      { value: "collaboration", label: "Collaboration" },
      { value: "other", label: "Other" },
    ],
  },
} as const satisfies {
  licensing: { companyLabel: string; interestLabel: string; interestPlaceholder: string; options: readonly Option<LicensingInterest>[] };
  sport: { companyLabel: string; interestLabel: string; interestPlaceholder: string; options: readonly Option<SportPartnershipInterest>[] };
};

export const partnershipDialog = {
  title: "Partner With Us",
  description:
    "Put young creators' work on real products, or back a program that builds them. Tell us about your company and the team will get back to you.",
  fields: {
    firstName: "First Name",
    lastName: "Last Name",
    email: "Email",
    phone: "Phone",
  },
  submitLabel: "Send Inquiry",
  submittingLabel: "Sending...",
  confirmation: {
    title: "Welcome to the Partnership",
    lines: ["Your inquiry has been received.", "Welcome to the partnership."],
    closeLabel: "Close",
  },
} as const;

export const partnershipNotices = {
  missingInformation: missingInformationNotice,
  received: { title: "Inquiry Received", description: "Welcome to the partnership!" },
} as const satisfies Record<string, Notice>;
