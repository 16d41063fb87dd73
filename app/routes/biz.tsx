import type { Route } from "./+types/biz";
import { TrackPageView } from "~/components/page/track-page";
import { bizPage as bizPageEn } from "~/content/biz";
import { bizPage as bizPageEs } from "~/content/es/biz";
import { bilingual, localeOf } from "~/lib/locale";
import { useLocale } from "~/lib/use-locale";
import { pageMeta } from "~/components/page/page-meta";

const bizPage = bilingual(bizPageEn, bizPageEs);

export default function BizPage() {
  return <TrackPageView page={bizPage[useLocale()]} motif="bars" />;
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta("/biz", localeOf(location.pathname));
