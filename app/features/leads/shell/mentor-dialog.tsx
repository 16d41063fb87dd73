// The mentor application dialog: one form, three page variants (spec §3-§5).
import { type DialogTriggerProps, LeadDialog } from "./lead-dialog";

export type MentorDialogVariant = "home" | "art" | "sport";
export type { DialogTriggerProps };

export function MentorDialog({ variant, ...trigger }: { variant: MentorDialogVariant } & DialogTriggerProps) {
  return <LeadDialog kind="mentor" source={variant} {...trigger} />;
}
