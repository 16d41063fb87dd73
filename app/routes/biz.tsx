import type { Route } from "./+types/biz";
import { localeOf } from "~/lib/locale";
import { TrackPageView } from "~/components/page/track-page";
import { bizPage } from "~/content/biz";
import { pageMeta } from "~/components/page/page-meta";

export default function BizPage() {
  return <TrackPageView page={bizPage} motif="bars" />;
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta("/biz", localeOf(location.pathname));
