import type { Route } from "./+types/privacy";
import { localeOf } from "~/lib/locale";
import { TextDocumentView } from "~/components/page/text-document";
import { dayText } from "~/content/calendar";
import { legalDocumentLabels, privacyNotice } from "~/content/legal";
import { pageMeta } from "~/components/page/page-meta";

export const meta: Route.MetaFunction = ({ location }) => pageMeta("/privacy", localeOf(location.pathname));

export default function Privacy() {
  return (
    <TextDocumentView
      document={privacyNotice}
      effective={{ label: legalDocumentLabels.effective, date: dayText(privacyNotice.effective) }}
    />
  );
}
