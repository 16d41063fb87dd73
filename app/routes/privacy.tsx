import type { Route } from "./+types/privacy";
import { TextDocumentView } from "~/features/site/page/text-document";
import { dayText as dayTextEn } from "~/features/events/copy/calendar.en";
import { dayText as dayTextEs } from "~/features/events/copy/calendar.es";
import { legalDocumentLabels as legalDocumentLabelsEs, privacyNotice as privacyNoticeEs } from "~/features/site/copy/legal.es";
import { legalDocumentLabels as legalDocumentLabelsEn, privacyNotice as privacyNoticeEn } from "~/features/site/copy/legal.en";
import { bilingual, localeOf } from "~/platform/locale";
import { useLocale } from "~/platform/use-locale";
import { pageMeta } from "~/features/site/page/page-meta";

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
