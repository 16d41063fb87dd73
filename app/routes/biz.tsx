import type { Route } from "./+types/biz";
import { TrackPageView } from "~/components/page/track-page";
import { bizPage } from "~/content/biz";
import { pageMeta } from "~/components/page/page-meta";

export default function BizPage() {
  return <TrackPageView page={bizPage} motif="bars" />;
}

export const meta: Route.MetaFunction = () => pageMeta("/biz");
