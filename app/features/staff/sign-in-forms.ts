// The console's sign-in forms: signing in, "Forgot password?", choosing a password from a setup
// link and changing one's own. One schema each, which the server applies to whatever is posted.
import { z } from "~/platform/zod";
import { staffTexts } from "~/features/staff/copy/staff";
import { PASSWORD_MAX, PASSWORD_MIN } from "./console-pages";

export const signInSchema = z.object({
  email: z.string().trim().min(1, "Enter your email.").max(254, "Enter your email."),
  password: z.string().min(1, "Enter your password."),
});

export const forgotSchema = z.object({
  email: z
    .string()
    .trim()
    .min(3, staffTexts.forgot.emailMissing)
    .max(254, staffTexts.forgot.emailMissing)
    .includes("@", { error: staffTexts.forgot.emailMissing }),
});

/** A new password within the console's limits (the server then checks it against known leaks and the email). */
const newPassword = z
  .string()
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`);

const typedTwice = (value: { password: string; confirm: string }) => value.password === value.confirm;
const mismatch = { path: ["confirm"], message: staffTexts.setup.mismatch };

/** The setup (or reset) link's form: the new password, typed twice. */
export const setupSchema = z.object({ password: newPassword, confirm: z.string() }).refine(typedTwice, mismatch);

/** /staff/password: the current password first, then the new one typed twice. */
export const changePasswordSchema = z
  .object({ current: z.string().min(1, staffTexts.password.currentMissing), password: newPassword, confirm: z.string() })
  .refine(typedTwice, mismatch);
