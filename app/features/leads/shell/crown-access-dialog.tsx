// The sport page's crown-access claim dialog.
import { type DialogTriggerProps, LeadDialog } from "./lead-dialog";

export function CrownAccessDialog(trigger: DialogTriggerProps) {
  return <LeadDialog kind="crown" source="sport" {...trigger} />;
}
