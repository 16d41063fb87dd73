import { Icon } from "~/components/page/icon";
import { Button } from "~/components/ui/button";
import { dayText } from "~/content/calendar";
import { artworkDefaults, dropWinnerMark, likeButton } from "~/content/gallery";
import type { CalendarDate } from "~/content/types";
import type { GalleryItem } from "~/lib/gallery";
import { likePath } from "~/lib/gallery";
import { ArtworkImage } from "./artwork-image";

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

export function artworkTitle(item: GalleryItem) {
  return item.title?.trim() || artworkDefaults.title;
}

export function ArtworkCard({ item, liked, likes, eager, returnTo, onLike }: ArtworkCardProps) {
  const title = artworkTitle(item);
  const artist = item.artist_name?.trim();
  return (
    <li className="flex flex-col overflow-hidden rounded-card border border-line bg-ink-2">
      <ArtworkImage
        key={item.image_url ?? ""}
        src={item.image_url}
        srcSet={item.image_srcset}
        alt={artist ? `${title} by ${artist}` : title}
        eager={eager}
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        {item.drop_week && <DropWinnerMark week={item.drop_week as CalendarDate} />}
        <h2 className="text-2xl uppercase">{title}</h2>
        {artist && (
          <p className="font-semibold text-art">
            {artworkDefaults.bylinePrefix} {artist}
          </p>
        )}
        <p className="text-muted">{item.description?.trim() || artworkDefaults.description}</p>
        <div className="mt-auto flex items-center justify-between gap-4 pt-3">
          <p className="flex items-center gap-2 font-bold">
            <Icon name="Heart" className="size-5 text-sport" />
            <span data-testid="likes">{likes}</span>
            <span className="sr-only">{likeButton.countLabel}</span>
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
            <Button
              type="submit"
              size="sm"
              variant={liked ? "sport" : "outline"}
              aria-pressed={liked}
              aria-label={`${likeButton.label} ${title}`}
            >
              <Icon name="Heart" />
              {liked ? likeButton.likedLabel : likeButton.label}
            </Button>
          </form>
        </div>
      </div>
    </li>
  );
}

/** A work that won The Weekly Drop: the mark and the Monday its win was announced. */
function DropWinnerMark({ week }: { week: CalendarDate }) {
  return (
    <p
      className="flex flex-wrap items-center gap-x-2 gap-y-1 self-start rounded-pill bg-art px-3 py-1 text-sm font-bold text-ink"
      data-drop-winner
    >
      <Icon name="Trophy" className="size-4" />
      <span className="uppercase tracking-wide">{dropWinnerMark.label}</span>
      <span>
        <span className="sr-only">{dropWinnerMark.announcedLabel} </span>
        <time dateTime={week}>{dayText(week, "short")}</time>
      </span>
    </p>
  );
}
