// What a young artist reads once their Weekly Drop entry is received: the week's steps with their
// real dates, how to have the entry deleted, and a way to send another.
import { Link } from "react-router";
import { StepList } from "~/ui/page/step-list";
import { useContactText } from "~/platform/use-page-content";
import { useLocalePath } from "~/platform/use-locale";
import { Button } from "~/ui/button";
import { useEntryCopy } from "./entry-copy";
import type { entrySent as entrySentEn } from "../copy/entry.en";

export type EntrySentDates = Parameters<typeof entrySentEn.steps>[0];

export function SentView({ dates }: { dates: EntrySentDates }) {
  const { form, sent } = useEntryCopy();
  const pathIn = useLocalePath();
  const contactText = useContactText();
  return (
    <>
      <StepList steps={sent.steps(dates)} colour="art" />
      <p className="text-paper/90">{contactText(sent.deletion)}</p>
      <Button asChild variant="outline" className="justify-self-start">
        <Link to={pathIn(form.backLink.href)}>{sent.another}</Link>
      </Button>
    </>
  );
}
