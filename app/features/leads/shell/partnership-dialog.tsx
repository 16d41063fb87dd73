// The partnership inquiry dialog: the licensing page's full form and the sport page's variant.
import { type DialogTriggerProps, LeadDialog } from "./lead-dialog";

export type PartnershipDialogVariant = "licensing" | "sport";

export function PartnershipDialog({ variant, ...trigger }: { variant: PartnershipDialogVariant } & DialogTriggerProps) {
  return <LeadDialog kind="partnership" source={variant} {...trigger} />;
}
