import type { Route } from "./+types/music";
import { TrackPageView } from "~/features/site/page/track-page";
import { localeOf } from "~/platform/locale";
import { useLocale } from "~/platform/use-locale";
import { pageMeta } from "~/features/site/page/page-meta";
import { musicMeta } from "~/features/site/copy/music-meta";
import { musicPage } from "~/features/site/copy/music";
import { usePageTexts } from "~/features/site/content/use-page-content";

export default function MusicPage() {
  return <TrackPageView page={usePageTexts("site/music", musicPage[useLocale()])} motif="wave" />;
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta("/music", localeOf(location.pathname), musicMeta);
