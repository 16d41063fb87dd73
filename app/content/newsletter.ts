// The email sign-up boxes (footer "Stay Connected", art "Stay Updated"): the field and the
// notices they share. Each box's heading and button label live with its page.
import type { Notice } from "./notices";

export const newsletterField = {
  label: "Email address",
  placeholder: "Enter your email",
} as const;

export const newsletterNotices = {
  subscribed: { title: "You're In!", description: "Thanks for subscribing. Watch your inbox." },
  invalidEmail: { title: "Check Your Email", description: "Please enter a valid email address." },
} as const satisfies Record<string, Notice>;
