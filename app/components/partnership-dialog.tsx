// Interim: the partnership inquiry dialog is built by the leads work (issue 4).
export type PartnershipDialogVariant = "licensing" | "sport";
export function PartnershipDialog({ children }: { variant: PartnershipDialogVariant; children: React.ReactElement }) {
  return children;
}
