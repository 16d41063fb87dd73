import type { Route } from "./+types/privacy";
import { TextDocumentView } from "~/components/page/text-document";
import { dayText } from "~/content/calendar";
import { legalDocumentLabels, privacyNotice } from "~/content/legal";
import { pageMeta } from "~/components/page/page-meta";

export const meta: Route.MetaFunction = () => pageMeta("/privacy");

export default function Privacy() {
  return (
    <TextDocumentView
      document={privacyNotice}
      effective={{ label: legalDocumentLabels.effective, date: dayText(privacyNotice.effective) }}
    />
  );
}
