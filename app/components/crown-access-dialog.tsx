// The sport page's crown-access claim dialog.
import { type DialogTriggerProps, LeadDialog } from "./lead-dialog";
import { leadFormConfig } from "./lead-form-config";

export function CrownAccessDialog(trigger: DialogTriggerProps) {
  return <LeadDialog config={leadFormConfig("crown")} {...trigger} />;
}
