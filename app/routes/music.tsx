import type { Route } from "./+types/music";
import { TrackPageView } from "~/features/site/page/track-page";
import { localeOf } from "~/platform/locale";
import { useLocale } from "~/platform/use-locale";
import { pageMeta } from "~/features/site/page/page-meta";
import { musicMeta } from "~/features/site/copy/music-meta";
import { musicPage } from "~/features/site/copy/music";
import { pageMetaTexts, usePageTexts } from "~/features/site/content/use-page-content";

export default function MusicPage() {
  return <TrackPageView page={usePageTexts("site/music", musicPage[useLocale()])} motif="wave" />;
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta("/music", localeOf(location.pathname), pageMetaTexts(matches, musicMeta));
