// What a young artist reads once their Weekly Drop entry is received: the week's steps with their
// real dates (written by the page's loader), how to have the entry deleted, and a way to send another.
import { Link } from "react-router";
import { StepList } from "~/ui/page/step-list";
import { useContactText } from "~/platform/use-page-content";
import { useLocalePath } from "~/platform/use-locale";
import { Button } from "~/ui/button";
import { useEntryCopy } from "./entry-copy";

/** What happens next, as the page's loader writes it: the page's words with the week's real dates. */
export type SentSteps = { readonly steps: readonly { readonly title: string; readonly description: string }[] };

export function SentView({ steps }: SentSteps) {
  const { form, sent } = useEntryCopy();
  const pathIn = useLocalePath();
  const contactText = useContactText();
  return (
    <>
      <StepList steps={steps} colour="art" />
      <p className="text-paper/90">{contactText(sent.deletion)}</p>
      <Button asChild variant="outline" className="justify-self-start">
        <Link to={pathIn(form.backLink.href)}>{sent.another}</Link>
      </Button>
    </>
  );
}
