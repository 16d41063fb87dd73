import type { Route } from "./+types/privacy";
import { TextDocumentView } from "~/components/page/text-document";
import { dayText as dayTextEn } from "~/content/calendar";
import { dayText as dayTextEs } from "~/content/es/calendar";
import { legalDocumentLabels as legalDocumentLabelsEs, privacyNotice as privacyNoticeEs } from "~/content/es/legal";
import { legalDocumentLabels as legalDocumentLabelsEn, privacyNotice as privacyNoticeEn } from "~/content/legal";
import { bilingual, localeOf } from "~/lib/locale";
import { useLocale } from "~/lib/use-locale";
import { pageMeta } from "~/components/page/page-meta";

export const meta: Route.MetaFunction = ({ location }) => pageMeta("/privacy", localeOf(location.pathname));

const privacyNotice = bilingual(privacyNoticeEn, privacyNoticeEs);
const legalDocumentLabels = bilingual(legalDocumentLabelsEn, legalDocumentLabelsEs);
const dayText = bilingual(dayTextEn, dayTextEs);

export default function Privacy() {
  const locale = useLocale();
  const document = privacyNotice[locale];
  return (
    <TextDocumentView
      document={document}
      effective={{ label: legalDocumentLabels[locale].effective, date: dayText[locale](document.effective) }}
    />
  );
}
