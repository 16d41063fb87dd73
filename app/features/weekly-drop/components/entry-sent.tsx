// What a young artist reads once their Weekly Drop entry is received: the week's steps with their
// real dates, how to have the entry deleted, and a way to send another.
import { Link } from "react-router";
import { StepList } from "~/ui/page/step-list";
import { useContactText } from "~/platform/use-page-content";
import { useLocale, useLocalePath } from "~/platform/use-locale";
import { Button } from "~/ui/button";
import { entryForm, entrySent } from "../copy/entry";
import type { entrySent as entrySentEn } from "../copy/entry.en";

type EntrySentDates = Parameters<typeof entrySentEn.steps>[0];

export function SentView({ dates }: { dates: EntrySentDates }) {
  const locale = useLocale();
  const pathIn = useLocalePath();
  const sent = entrySent[locale];
  const contactText = useContactText();
  return (
    <>
      <StepList steps={sent.steps(dates)} colour="art" />
      <p className="text-paper/90">{contactText(sent.deletion)}</p>
      <Button asChild variant="outline" className="justify-self-start">
        <Link to={pathIn(entryForm[locale].backLink.href)}>{sent.another}</Link>
      </Button>
    </>
  );
}
