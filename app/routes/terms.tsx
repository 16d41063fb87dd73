import type { Route } from "./+types/terms";
import { TextDocumentView } from "~/components/page/text-document";
import { dayText as dayTextEn } from "~/content/calendar";
import { dayText as dayTextEs } from "~/content/es/calendar";
import { legalDocumentLabels as legalDocumentLabelsEs, termsOfUse as termsOfUseEs } from "~/content/es/legal";
import { legalDocumentLabels as legalDocumentLabelsEn, termsOfUse as termsOfUseEn } from "~/content/legal";
import { bilingual, localeOf } from "~/lib/locale";
import { useLocale } from "~/lib/use-locale";
import { pageMeta } from "~/components/page/page-meta";

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
