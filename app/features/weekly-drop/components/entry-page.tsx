// The Weekly Drop's entry page (/art/weekly-prize/submit and /es/art/weekly-prize/submit): the form,
// or once an entry is received what happens next, in the words it is handed. Each language has a
// route module of its own that gives it that language's words, so a page loads its own language
// only (ADR 0037).
import { BackLink } from "~/ui/page/back-link";
import { Hero } from "~/ui/page/hero";
import { usePageTexts } from "~/platform/use-page-content";
import { type EntryCopy, EntryCopyProvider, useEntryCopy } from "./entry-copy";
import { EntryForm, type EntryRefusal } from "./entry-submit-form";
import { SentView, type SentSteps } from "./entry-sent";

type EntryPageProps = { sent: SentSteps | null; refusal: EntryRefusal | undefined };

export function EntryPage({ copy, ...props }: EntryPageProps & { copy: EntryCopy }) {
  // Staff's texts (Page texts) go in at the provider, so no part of the page can show the code's
  // words beside them; one key each for both languages, as the server keeps them.
  const form = usePageTexts("weekly-drop/entry", copy.form);
  const sent = usePageTexts("weekly-drop/entry-sent", copy.sent);
  return (
    <EntryCopyProvider value={{ ...copy, form, sent }}>
      <EntryPageBody {...props} />
    </EntryCopyProvider>
  );
}

function EntryPageBody({ sent, refusal }: EntryPageProps) {
  const { form, sent: sentCopy } = useEntryCopy();
  return (
    <>
      <Hero
        colour="art"
        motif="burst"
        before={<BackLink action={form.backLink} />}
        title={sent ? sentCopy.title : form.title}
        lede={<p>{sent ? sentCopy.lede : form.lede}</p>}
      />
      <div className="container-site grid max-w-3xl gap-8 py-section">
        {sent ? <SentView steps={sent.steps} /> : <EntryForm refusal={refusal} />}
      </div>
    </>
  );
}
