import type { Route } from "./+types/terms";
import { localeOf } from "~/lib/locale";
import { TextDocumentView } from "~/components/page/text-document";
import { dayText } from "~/content/calendar";
import { legalDocumentLabels, termsOfUse } from "~/content/legal";
import { pageMeta } from "~/components/page/page-meta";

export const meta: Route.MetaFunction = ({ location }) => pageMeta("/terms", localeOf(location.pathname));

export default function Terms() {
  return (
    <TextDocumentView document={termsOfUse} effective={{ label: legalDocumentLabels.effective, date: dayText(termsOfUse.effective) }} />
  );
}
