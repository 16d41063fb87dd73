import type { Route } from "./+types/terms";
import { TextDocumentView } from "~/features/site/page/text-document";
import { dayText as dayTextEn } from "~/features/events/copy/calendar.en";
import { dayText as dayTextEs } from "~/features/events/copy/calendar.es";
import { legalDocumentLabels as legalDocumentLabelsEs, termsOfUse as termsOfUseEs } from "~/features/site/copy/legal.es";
import { legalDocumentLabels as legalDocumentLabelsEn, termsOfUse as termsOfUseEn } from "~/features/site/copy/legal.en";
import { bilingual, localeOf } from "~/platform/locale";
import { useLocale } from "~/platform/use-locale";
import { pageMeta } from "~/features/site/page/page-meta";

export const meta: Route.MetaFunction = ({ location }) => pageMeta("/terms", localeOf(location.pathname));

const termsOfUse = bilingual(termsOfUseEn, termsOfUseEs);
const legalDocumentLabels = bilingual(legalDocumentLabelsEn, legalDocumentLabelsEs);
const dayText = bilingual(dayTextEn, dayTextEs);

export default function Terms() {
  const locale = useLocale();
  const document = termsOfUse[locale];
  return (
    <TextDocumentView
      document={document}
      effective={{ label: legalDocumentLabels[locale].effective, date: dayText[locale](document.effective) }}
    />
  );
}
