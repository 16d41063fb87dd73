import type { Route } from "./+types/privacy";
import { TextDocumentView } from "~/features/site/page/text-document";
import { localeOf } from "~/platform/locale";
import { useLocale } from "~/platform/use-locale";
import { pageMeta } from "~/features/site/page/page-meta";
import { privacyMeta } from "~/features/site/copy/privacy-meta";
import { privacyNotice, legalDocumentLabels } from "~/features/site/copy/legal";
import { dayText } from "~/features/events/copy/calendar";

export const meta: Route.MetaFunction = ({ location }) => pageMeta("/privacy", localeOf(location.pathname), privacyMeta);

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
