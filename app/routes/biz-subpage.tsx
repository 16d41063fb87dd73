// The WYP ENTREPRENEUR sub-pages (/biz/*): app/pages.ts registers each with the id `subpage-biz-<slug>`;
// the template (app/features/site/components/track-subpage.tsx) finds the page by it.
import type { Route } from "./+types/biz-subpage";
import { type TrackSubpageCopy, TrackSubpage, trackSubpageMeta } from "~/features/site/components/track-subpage";
import { bizSubpageCards } from "~/features/site/copy/biz-subpage-cards";
import { bizSubpages } from "~/features/site/copy/biz-subpages";

const copy: TrackSubpageCopy<"biz"> = {
  track: "biz",
  motif: "bars",
  cards: bizSubpageCards,
  pages: bizSubpages,
};

export default function BizSubpage() {
  return <TrackSubpage copy={copy} />;
}

export const meta: Route.MetaFunction = ({ matches, location }) => trackSubpageMeta(copy, matches.at(-1)?.id, location.pathname);
