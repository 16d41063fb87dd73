// Interim: the mentor application dialog is built by the leads work (issue 4). Until then the
// trigger renders on its own so pages can place it.
export type MentorDialogVariant = "home" | "art" | "sport";
export function MentorDialog({ children }: { variant: MentorDialogVariant; children: React.ReactElement }) {
  return children;
}
