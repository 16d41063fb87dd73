// The WYP MUSIC sub-pages (/music/*): app/pages.ts registers each with the id `subpage-music-<slug>`;
// the template (app/features/site/components/track-subpage.tsx) finds the page by it.
import type { Route } from "./+types/music-subpage";
import { type TrackSubpageCopy, TrackSubpage, trackSubpageMeta } from "~/features/site/components/track-subpage";
import { musicSubpageCards } from "~/features/site/copy/music-subpage-cards";
import { musicSubpages } from "~/features/site/copy/music-subpages";

const copy: TrackSubpageCopy<"music"> = {
  track: "music",
  motif: "wave",
  cards: musicSubpageCards,
  pages: musicSubpages,
};

export default function MusicSubpage() {
  return <TrackSubpage copy={copy} />;
}

export const meta: Route.MetaFunction = ({ matches, location }) => trackSubpageMeta(copy, matches.at(-1)?.id, location.pathname);
