import type { Route } from "./+types/terms";
import { TextDocumentView } from "~/features/site/page/text-document";
import { localeOf } from "~/platform/locale";
import { useLocale } from "~/platform/use-locale";
import { pageMeta } from "~/ui/page/page-meta";
import { termsMeta, termsOfUse } from "~/features/site/copy/terms";
import { shellText } from "~/platform/copy/shell";
import { dayText } from "~/platform/copy/calendar";
import { usePageTexts } from "~/platform/use-page-content";

export const meta: Route.MetaFunction = ({ location }) => pageMeta("/terms", localeOf(location.pathname), termsMeta);

export default function Terms() {
  const locale = useLocale();
  const document = usePageTexts("site/terms", termsOfUse[locale]);
  return (
    <TextDocumentView
      document={document}
      effective={{ label: shellText[locale].documentEffective, date: dayText[locale](document.effective) }}
    />
  );
}
