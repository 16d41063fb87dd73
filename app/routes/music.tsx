import type { Route } from "./+types/music";
import { localeOf } from "~/lib/locale";
import { TrackPageView } from "~/components/page/track-page";
import { musicPage } from "~/content/music";
import { pageMeta } from "~/components/page/page-meta";

export default function MusicPage() {
  return <TrackPageView page={musicPage} motif="wave" />;
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta("/music", localeOf(location.pathname));
