// /art/weekly-prize/submit: a young artist enters this week's Weekly Drop. The form posts multipart
// and works without JavaScript; a refused entry comes back here with a message per field and what
// was typed (never the file); a received one redirects (303) to ?entered=<week>, what happens next.
// /es/art/weekly-prize/submit is app/routes/es/art-weekly-prize-submit.tsx: the same page
// (app/features/weekly-drop/components/entry-page.tsx) with the Spanish words (ADR 0037).
import type { Route } from "./+types/art-weekly-prize-submit";
import { pageMeta } from "~/ui/page/page-meta";
import { EntryPage } from "~/features/weekly-drop/components/entry-page";
import type { EntryCopy } from "~/features/weekly-drop/components/entry-copy";
import { WEEKLY_DROP_SUBMIT_PATH } from "~/features/weekly-drop/entries";
import { entryPageData, receiveEntryFromPage } from "./pages/entry-page.server";
import { hostContext } from "~/platform/request-context";
import {
  entryBoroughOptions,
  entryErrors,
  entryForm,
  entryMeta,
  entrySent,
  entryUploadProblems,
  tooYoungLinks,
} from "~/features/weekly-drop/copy/entry.en";
import { inEnglish } from "~/platform/locale";

const copy: EntryCopy = inEnglish({
  form: entryForm,
  errors: entryErrors,
  uploadProblems: entryUploadProblems,
  tooYoungLinks,
  boroughOptions: entryBoroughOptions,
  sent: entrySent,
});

export const loader = ({ request }: Route.LoaderArgs) => entryPageData(request, copy.sent);

export const action = ({ request, context }: Route.ActionArgs) => receiveEntryFromPage(request, context.get(hostContext).clientIp);

// What a visitor typed or was told must never sit in a shared cache.
export const headers = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = () => pageMeta(WEEKLY_DROP_SUBMIT_PATH, "en", entryMeta);

export default function SubmitEntry({ loaderData, actionData }: Route.ComponentProps) {
  return <EntryPage copy={copy} sent={loaderData.sent} refusal={actionData} />;
}
