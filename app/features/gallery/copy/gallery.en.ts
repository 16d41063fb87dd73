// /wyp-gallery: the page's words, the defaults for incomplete artwork, and its notices.
import { links } from "~/platform/links";
import type { NoticeText } from "~/platform/notify";
import type { Action } from "~/platform/copy-types";

export const galleryPage = {
  hero: {
    title: "WYP GALLERY",
    tagline: "Young Artists. Real Work.",
    lede: "Every piece here was made by a young artist in the WYP community. Look closely, find your favorites and show some love.",
  },
  allAgesLabel: "All Ages",
  filterLabel: "Filter by age group",
  /** The section that holds the artwork, for screen readers. */
  artworkLabel: "Artwork",
  loading: "Loading gallery...",
  empty: "No artwork found. Check back soon!",
  /** Under the "Failed to load gallery items" notice. */
  retryLabel: "Try Again",
  /** The next page: a link without JavaScript, loaded in place (and on scrolling near it) with it. */
  loadMoreLabel: "Load more",
  submit: {
    label: "Submit Your Art",
    href: links.artSubmission,
    external: true,
  },
} as const satisfies {
  hero: { title: string; tagline: string; lede: string };
  allAgesLabel: string;
  filterLabel: string;
  artworkLabel: string;
  loading: string;
  empty: string;
  retryLabel: string;
  loadMoreLabel: string;
  submit: Action;
};

/** What a card shows when a field is missing. */
export const artworkDefaults = {
  title: "Untitled",
  description: "Young artist submission",
  bylinePrefix: "by",
  imageFallbackAlt: "Artwork image unavailable",
} as const;

/** An artwork's alt text: its title and who made it ("Concrete Bloom by Jasmine K., 16, Bronx"). */
export function artworkAlt(title: string, artist: string): string {
  return `${title} by ${artist}`;
}

/** The mark on a work that won The Weekly Drop: "Weekly Drop Winner" and the Monday it was announced. */
export const weeklyDropWinnerMark = {
  label: "Weekly Drop Winner",
  announcedLabel: "Announced",
} as const;

export const likeButton = {
  label: "Like",
  likedLabel: "Liked",
  /** Screen-reader label; the count follows. */
  countLabel: "likes",
  /** The button's accessible name, so each of the many Like buttons says which piece it is for. */
  likeFor: (title: string) => `Like ${title}`,
} as const;

export const galleryNotices = {
  loadFailed: { title: "Error", description: "Failed to load gallery items" },
  likeFailed: { title: "Error", description: "Failed to like item" },
  liked: { title: "Liked!", description: "Your like has been recorded" },
  alreadyLiked: { title: "Already Liked", description: "You've already liked this piece." },
} as const satisfies Record<string, NoticeText>;
