import type { Route } from "./+types/biz";
import { TrackPageView } from "~/features/site/page/track-page";
import { localeOf } from "~/platform/locale";
import { useLocale } from "~/platform/use-locale";
import { pageMeta } from "~/features/site/page/page-meta";
import { bizMeta } from "~/features/site/copy/biz-meta";
import { bizPage } from "~/features/site/copy/biz";
import { usePageTexts } from "~/features/site/content/use-page-content";

export default function BizPage() {
  return <TrackPageView page={usePageTexts("site/biz", bizPage[useLocale()])} motif="bars" />;
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta("/biz", localeOf(location.pathname), bizMeta);
