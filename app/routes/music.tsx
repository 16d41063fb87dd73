import type { Route } from "./+types/music";
import { TrackPageView } from "~/features/site/page/track-page";
import { musicPage as musicPageEs } from "~/features/site/copy/music.es";
import { musicPage as musicPageEn } from "~/features/site/copy/music.en";
import { bilingual, localeOf } from "~/platform/locale";
import { useLocale } from "~/platform/use-locale";
import { pageMeta } from "~/features/site/page/page-meta";

const musicPage = bilingual(musicPageEn, musicPageEs);

export default function MusicPage() {
  return <TrackPageView page={musicPage[useLocale()]} motif="wave" />;
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta("/music", localeOf(location.pathname));
