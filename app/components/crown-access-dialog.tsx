// Interim: the crown access claim dialog is built by the leads work (issue 4).
export function CrownAccessDialog({ children }: { children: React.ReactElement }) {
  return children;
}
