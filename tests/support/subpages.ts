// Every track sub-page whole, in each language: its path card with the rest of its words, gathered
// from each track's two copy modules (app/features/site/copy/music-subpage-cards.ts and
// music-subpages.ts, and so for biz and wildcard) for the tests that read them all. The site has no
// such list: a sub-page loads its own track's only (issue 33).
import { bizSubpageCards } from "~/features/site/copy/biz-subpage-cards";
import { bizSubpages } from "~/features/site/copy/biz-subpages";
import { musicSubpageCards } from "~/features/site/copy/music-subpage-cards";
import { musicSubpages } from "~/features/site/copy/music-subpages";
import type { SubpageCard, SubpageTrack, TrackSubpages } from "~/features/site/copy/subpages.en";
import { wildcardSubpageCards } from "~/features/site/copy/wildcard-subpage-cards";
import { wildcardSubpages } from "~/features/site/copy/wildcard-subpages";
import type { Locale } from "~/platform/locale";

/** Each track's sub-pages' copy, both languages: what their pages may show of it. */
export const subpageCopy = {
  music: { cards: musicSubpageCards, pages: musicSubpages },
  biz: { cards: bizSubpageCards, pages: bizSubpages },
  wildcard: { cards: wildcardSubpageCards, pages: wildcardSubpages },
} as const;

function whole<Track extends SubpageTrack>(track: Track, cards: readonly SubpageCard<Track>[], copy: TrackSubpages<Track>) {
  return cards.map((card) => ({ track, path: card.href, ...card, ...copy.pages[card.slug], backLink: copy.backLink }));
}

function subpagesIn(locale: Locale) {
  const { music, biz, wildcard } = subpageCopy;
  return [
    ...whole("music", music.cards[locale], music.pages[locale]),
    ...whole("biz", biz.cards[locale], biz.pages[locale]),
    ...whole("wildcard", wildcard.cards[locale], wildcard.pages[locale]),
  ];
}

/** The thirteen sub-pages in the registry's order (app/pages.ts), by language. */
export const subpages = { en: subpagesIn("en"), es: subpagesIn("es") };
