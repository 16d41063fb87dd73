// The email sign-up boxes (footer "Stay Connected", art "Stay Updated"): the field and the
// notices they share. Each box's heading and button label live with its page.
import type { NoticeText as Notice } from "~/platform/notify";

export const newsletterField = {
  label: "Email address",
  placeholder: "Enter your email",
} as const;

/** What happens after signing up. */
export const newsletterNextSteps = "The WYP team sends one email a month; your first one arrives with the next issue.";

export const newsletterNotices = {
  subscribed: { title: "You're In!", description: "Thanks for subscribing. Watch your inbox." },
  invalidEmail: { title: "Check Your Email", description: "Please enter a valid email address." },
} as const satisfies Record<string, Notice>;
