// The staff console's navigation and the texts of its sign-in pages.
import type { StaffRole } from "../../../../db/schema";

export type StaffNavItem = { to: string; label: string; role: StaffRole };

/** Console sections; owner-only ones are shown to owners only (the server refuses them to editors anyway). */
export const staffNav: readonly StaffNavItem[] = [
  { to: "/staff", label: "Home", role: "editor" },
  { to: "/staff/gallery", label: "Gallery", role: "editor" },
  { to: "/staff/leads", label: "Sign-ups", role: "editor" },
  { to: "/staff/insights", label: "Insights", role: "editor" },
  { to: "/staff/events", label: "Events", role: "editor" },
  { to: "/staff/weekly-drop", label: "Weekly Drop", role: "editor" },
  { to: "/staff/content", label: "Site content", role: "editor" },
  { to: "/staff/accounts", label: "Staff", role: "owner" },
  { to: "/staff/audit", label: "Audit log", role: "owner" },
];

export const staffTexts = {
  consoleName: "WYP staff console",
  /** On a phone the sections fold under one button that names the one open: "Menu: Sign-ups". */
  menu: (current: string | undefined) => (current ? `Menu: ${current}` : "Menu"),
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
    invalidLink: "This link has expired or was already used.",
    /** The expired link's way out: a new one, to the same address, for whoever holds the old one. */
    expired: {
      resendIntro: "Each link works once, for a limited time. We can send a new one to the address this one was sent to.",
      resend: "Send me a new link",
      resent: (minutes: number) =>
        `A new link is on its way to the address this one was sent to. It works once, for ${minutes} minutes. Check the spam folder too.`,
      forgotIntro: "Type the email you sign in with, and we send a new link to choose your password if it belongs to a staff account.",
      forgot: "Ask for a new link",
      signIn: "Back to sign-in",
    },
    resetTitle: "Choose a new password",
    resetIntro: "Choose the new password you will sign in with. Your old one stops working, and you are signed out everywhere else.",
  },
  forgot: {
    link: "Forgot password?",
    title: "Reset your password",
    intro: "Type the email you sign in with. If it belongs to a staff account, we send it a link to choose a new password.",
    email: "Email",
    emailMissing: "Enter the email you sign in with.",
    submit: "Send the link",
    sent: (email: string, minutes: number) =>
      `If ${email} belongs to a staff account, a link to choose a new password is on its way. It works once, for ${minutes} minutes. Check the spam folder too.`,
    throttled: "Too many requests. Wait an hour, then try again, or ask an owner of the console.",
    mailOff: "Email is off on this site, so no link can be sent. Ask an owner of the console for a new setup link.",
    back: "Back to sign-in",
  },
  email: {
    title: "Email notifications",
    intro: "Choose when the console emails you about new sign-ups and Weekly Drop entries.",
    legend: "Email me",
    weeklyLegend: "Weekly insights",
    weekly:
      "Email me last week's insights on Mondays at 8 am (New York time): visitors, top sources, sign-ups and conversion, each against the week before.",
    submit: "Save",
    saved: "Saved.",
    off: "Email is off on this site (no SMTP server is set up), so the console sends no mail. An operator sets SMTP_URL and MAIL_FROM to turn it on.",
    link: "Email notifications",
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
  refused: {
    title: "Not for your role",
    owner: "Only owners can do this.",
    accounts: "Only owners can manage staff accounts. Ask an owner if you need a change.",
    audit: "Only owners can read the audit log.",
    failedTitle: "Something went wrong",
    failed: "The console could not finish that. Try again in a moment; if it keeps happening, tell whoever runs the server.",
    home: "Back to the console's home",
  },
  signOut: "Sign out",
  signOutEverywhere: "Sign out everywhere",
  roles: { owner: "Owner", editor: "Editor" } satisfies Record<StaffRole, string>,
  /** What each role can do, as it is (the choice of whether editors' publishes wait for approval included). */
  roleDescriptions: (approval: boolean) =>
    ({
      editor: `Editor: the gallery, sign-ups (erasing a person's sign-ups too), events, the Weekly Drop (deleting entries too), insights and site content, ${
        approval
          ? "whose publishes and restores go on the site once an owner approves them"
          : "publishing and restoring it on the whole site at once"
      }`,
      owner:
        "Owner: everything an editor does, plus staff accounts, the audit log, and approving editors' site content when owners ask for that",
    }) satisfies Record<StaffRole, string>,
  editorsPublishSaved: {
    live: "Saved: an editor's publish goes on the site at once.",
    approval: "Saved: an editor's publish now waits for an owner's approval, shown on the console's home.",
  },
} as const;
