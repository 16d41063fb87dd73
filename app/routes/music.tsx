import type { Route } from "./+types/music";
import { TrackPageView } from "~/components/page/track-page";
import { musicPage as musicPageEs } from "~/content/es/music";
import { musicPage as musicPageEn } from "~/content/music";
import { bilingual, localeOf } from "~/lib/locale";
import { useLocale } from "~/lib/use-locale";
import { pageMeta } from "~/components/page/page-meta";

const musicPage = bilingual(musicPageEn, musicPageEs);

export default function MusicPage() {
  return <TrackPageView page={musicPage[useLocale()]} motif="wave" />;
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta("/music", localeOf(location.pathname));
