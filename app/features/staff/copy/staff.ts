// The staff console's navigation and the texts of its sign-in pages.
import type { StaffRole } from "../../../../db/schema";

export type StaffNavItem = { to: string; label: string; role: StaffRole };

/** Console sections; owner-only ones are shown to owners only (the server refuses them to editors anyway). */
export const staffNav: readonly StaffNavItem[] = [
  { to: "/staff", label: "Home", role: "editor" },
  { to: "/staff/gallery", label: "Gallery", role: "editor" },
  { to: "/staff/leads", label: "Sign-ups", role: "editor" },
  { to: "/staff/events", label: "Events", role: "editor" },
  { to: "/staff/drop", label: "Weekly Drop", role: "editor" },
  { to: "/staff/accounts", label: "Staff", role: "owner" },
  { to: "/staff/audit", label: "Audit log", role: "owner" },
];

export const staffTexts = {
  consoleName: "WYP staff console",
  signIn: {
    title: "Staff sign-in",
    email: "Email",
    password: "Password",
    submit: "Sign in",
    wrong: "That email and password do not match an account. Check both and try again.",
    throttled: "Too many attempts. Wait a few minutes, then try again.",
    busy: "Many people are signing in right now. Wait a few seconds, then try again.",
    signedOut: "You are signed out.",
    expired: "Your session ended. Sign in again.",
  },
  setup: {
    title: "Set your password",
    intro: "Choose the password you will sign in with. Use at least 12 characters; a few unrelated words make a good one.",
    password: "Password",
    confirm: "Confirm password",
    submit: "Save password",
    mismatch: "The two passwords are not the same.",
    invalidLink: "This setup link has expired or was already used. Ask an owner of the console for a new one.",
  },
  password: {
    title: "Your password",
    current: "Current password",
    new: "New password",
    submit: "Change password",
    currentMissing: "Enter your current password.",
    currentWrong: "That is not your current password.",
    changed: "Password changed. You are signed out on every other device.",
    everywhereHint: "Ends your session on every phone and computer, this one included.",
  },
  signOut: "Sign out",
  signOutEverywhere: "Sign out everywhere",
  roles: { owner: "Owner", editor: "Editor" } satisfies Record<StaffRole, string>,
} as const;
