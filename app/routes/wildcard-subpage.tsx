// The WYP WILDCARD sub-pages (/wildcard/*): app/pages.ts registers each with the id `subpage-wildcard-<slug>`;
// the template (app/features/site/components/track-subpage.tsx) finds the page by it.
import type { Route } from "./+types/wildcard-subpage";
import { type TrackSubpageCopy, TrackSubpage, trackSubpageMeta } from "~/features/site/components/track-subpage";
import { wildcardSubpageCards } from "~/features/site/copy/wildcard-subpage-cards";
import { wildcardSubpages } from "~/features/site/copy/wildcard-subpages";

const copy: TrackSubpageCopy<"wildcard"> = {
  track: "wildcard",
  motif: "grid",
  cards: wildcardSubpageCards,
  pages: wildcardSubpages,
};

export default function WildcardSubpage() {
  return <TrackSubpage copy={copy} />;
}

export const meta: Route.MetaFunction = ({ matches, location }) => trackSubpageMeta(copy, matches.at(-1)?.id, location.pathname);
