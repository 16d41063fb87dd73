// Interim: the partnership inquiry dialog is built by the leads work (issue 4).
import { Button } from "~/components/ui/button";
import type { DialogTriggerProps } from "./mentor-dialog";

export type PartnershipDialogVariant = "licensing" | "sport";
export function PartnershipDialog({ children, buttonVariant, size, className }: { variant: PartnershipDialogVariant } & DialogTriggerProps) {
  return <Button variant={buttonVariant} size={size} className={className}>{children}</Button>;
}
