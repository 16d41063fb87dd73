// Interim: the mentor application dialog is built by the leads work (issue 4). The component
// renders its own trigger (so it can fall back to a link without JavaScript); pages pass the label.
import { Button, type ButtonProps } from "~/components/ui/button";

export type MentorDialogVariant = "home" | "art" | "sport";
export type DialogTriggerProps = { children: React.ReactNode; buttonVariant?: ButtonProps["variant"]; size?: ButtonProps["size"]; className?: string };

export function MentorDialog({ children, buttonVariant, size, className }: { variant: MentorDialogVariant } & DialogTriggerProps) {
  return <Button variant={buttonVariant} size={size} className={className}>{children}</Button>;
}
