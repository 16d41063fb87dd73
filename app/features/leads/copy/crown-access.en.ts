// The crown-access claim dialog of the sport page.
import type { NoticeText as Notice } from "~/platform/notify";
import { missingInformationNotice } from "./notices.en";

export const crownAccessDialog = {
  title: "Claim Your Crown Access",
  description:
    "Be first in line for members-only sessions, drops and events from WYP SPORT. Leave your name and email and we'll let you know.",
  fields: {
    firstName: "First Name",
    lastName: "Last Name",
    email: "Email",
  },
  submitLabel: "Claim Access",
  submittingLabel: "Claiming...",
  nextSteps: "The WYP SPORT team will email your invite before the next members-only session, usually within two weeks.",
} as const;

export const crownAccessNotices = {
  missingInformation: missingInformationNotice,
  claimed: { title: "Crown Access Claimed", description: "You're on the list. Watch your inbox." },
} as const satisfies Record<string, Notice>;
