import { Icon } from "~/ui/icon";
import { Button } from "~/ui/button";
import type { CalendarDate } from "~/platform/copy-types";
import type { GalleryItem } from "~/features/gallery/gallery";
import { likePath } from "~/features/gallery/gallery";
import { useLocale } from "~/platform/use-locale";
import { ArtworkImage } from "./artwork-image";
import { artworkAlt, artworkDefaults, weeklyDropWinnerMark, likeButton } from "~/features/gallery/copy/gallery";
import { dayText } from "~/platform/copy/calendar";

type ArtworkCardProps = {
  item: GalleryItem;
  liked: boolean;
  /** Shown count, including a like still on its way to the server. */
  likes: number;
  eager: boolean;
  /** Where a like without JavaScript returns to (the page with its filter). */
  returnTo: string;
  onLike(item: GalleryItem): void;
};

export function ArtworkCard({ item, liked, likes, eager, returnTo, onLike }: ArtworkCardProps) {
  const locale = useLocale();
  const defaults = artworkDefaults[locale];
  const like = likeButton[locale];
  // The artist's own title and description, as they wrote them; ours only where one is missing.
  const title = item.title?.trim() || defaults.title;
  const artist = item.artist_name?.trim();
  return (
    <li className="flex flex-col overflow-hidden rounded-card border border-line bg-ink-2">
      <ArtworkImage
        key={item.image_url ?? ""}
        src={item.image_url}
        srcSet={item.image_srcset}
        alt={artist ? artworkAlt[locale](title, artist) : title}
        fallbackAlt={defaults.imageFallbackAlt}
        eager={eager}
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        {item.drop_week && <WeeklyDropWinnerMark week={item.drop_week as CalendarDate} />}
        <h2 className="text-2xl uppercase">{title}</h2>
        {artist && (
          <p className="font-semibold text-art">
            {defaults.bylinePrefix} {artist}
          </p>
        )}
        <p className="text-muted">{item.description?.trim() || defaults.description}</p>
        <div className="mt-auto flex items-center justify-between gap-4 pt-3">
          <p className="flex items-center gap-2 font-bold">
            <Icon name="Heart" className="size-5 text-sport" />
            <span data-testid="likes">{likes}</span>
            <span className="sr-only">{like.countLabel}</span>
          </p>
          {/* A real form: without JavaScript the like still counts and the page comes back. */}
          <form
            method="post"
            action={likePath(item.id)}
            onSubmit={(event) => {
              event.preventDefault();
              onLike(item);
            }}
          >
            <input type="hidden" name="returnTo" value={returnTo} />
            <Button type="submit" size="sm" variant={liked ? "sport" : "outline"} aria-pressed={liked} aria-label={like.likeFor(title)}>
              <Icon name="Heart" />
              {liked ? like.likedLabel : like.label}
            </Button>
          </form>
        </div>
      </div>
    </li>
  );
}

/** A work that won The Weekly Drop: the mark and the Monday its win was announced. */
function WeeklyDropWinnerMark({ week }: { week: CalendarDate }) {
  const locale = useLocale();
  const mark = weeklyDropWinnerMark[locale];
  return (
    <p
      className="flex flex-wrap items-center gap-x-2 gap-y-1 self-start rounded-pill bg-art px-3 py-1 text-sm font-bold text-ink"
      data-drop-winner
    >
      <Icon name="Trophy" className="size-4" />
      <span className="uppercase tracking-wide">{mark.label}</span>
      <span>
        <span className="sr-only">{mark.announcedLabel} </span>
        <time dateTime={week}>{dayText[locale](week, "short")}</time>
      </span>
    </p>
  );
}
