// Interim: the crown access claim dialog is built by the leads work (issue 4).
import { Button } from "~/components/ui/button";
import type { DialogTriggerProps } from "./mentor-dialog";

export function CrownAccessDialog({ children, buttonVariant, size, className }: DialogTriggerProps) {
  return <Button variant={buttonVariant} size={size} className={className}>{children}</Button>;
}
