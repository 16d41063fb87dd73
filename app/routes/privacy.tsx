import type { Route } from "./+types/privacy";
import { TextDocumentView } from "~/features/site/page/text-document";
import { localeOf } from "~/platform/locale";
import { useLocale } from "~/platform/use-locale";
import { pageMeta } from "~/ui/page/page-meta";
import { privacyMeta, privacyNotice } from "~/features/site/copy/legal";
import { shellText } from "~/platform/copy/shell";
import { dayText } from "~/platform/copy/calendar";
import { usePageTexts } from "~/platform/use-page-content";

export const meta: Route.MetaFunction = ({ location }) => pageMeta("/privacy", localeOf(location.pathname), privacyMeta);

export default function Privacy() {
  const locale = useLocale();
  const document = usePageTexts("site/privacy", privacyNotice[locale]);
  return (
    <TextDocumentView
      document={document}
      effective={{ label: shellText[locale].documentEffective, date: dayText[locale](document.effective) }}
    />
  );
}
