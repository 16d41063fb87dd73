import type { Route } from "./+types/biz";
import { TrackPageView } from "~/features/site/page/track-page";
import { bizPage as bizPageEn } from "~/features/site/copy/biz.en";
import { bizPage as bizPageEs } from "~/features/site/copy/biz.es";
import { bilingual, localeOf } from "~/platform/locale";
import { useLocale } from "~/platform/use-locale";
import { pageMeta } from "~/features/site/page/page-meta";

const bizPage = bilingual(bizPageEn, bizPageEs);

export default function BizPage() {
  return <TrackPageView page={bizPage[useLocale()]} motif="bars" />;
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta("/biz", localeOf(location.pathname));
