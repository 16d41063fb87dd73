// /es/art/weekly-prize/submit: the Weekly Drop's entry page in Spanish (app/routes/art-weekly-prize-submit.tsx
// is the English, and says how the page works; ADR 0037).
import type { Route } from "./+types/art-weekly-prize-submit";
import { pageMeta } from "~/ui/page/page-meta";
import { EntryPage } from "~/features/weekly-drop/components/entry-page";
import type { EntryCopy } from "~/features/weekly-drop/components/entry-copy";
import { WEEKLY_DROP_SUBMIT_PATH } from "~/features/weekly-drop/entries";
import { entryPageData, receiveEntryFromPage } from "../pages/entry-page.server";
import { hostContext } from "~/platform/request-context";
import {
  entryBoroughOptions,
  entryErrors,
  entryForm,
  entryMeta,
  entrySent,
  entryUploadProblems,
  tooYoungLinks,
} from "~/features/weekly-drop/copy/entry.es";

const copy: EntryCopy = {
  form: entryForm,
  errors: entryErrors,
  uploadProblems: entryUploadProblems,
  tooYoungLinks,
  boroughOptions: entryBoroughOptions,
  sent: entrySent,
};

export const loader = ({ request }: Route.LoaderArgs) => entryPageData(request, copy.sent);

export const action = ({ request, context }: Route.ActionArgs) => receiveEntryFromPage(request, context.get(hostContext).clientIp);

// What a visitor typed or was told must never sit in a shared cache.
export const headers = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = () => pageMeta(WEEKLY_DROP_SUBMIT_PATH, "es", entryMeta);

export default function SubmitEntry({ loaderData, actionData }: Route.ComponentProps) {
  return <EntryPage copy={copy} sent={loaderData.sent} refusal={actionData} />;
}
