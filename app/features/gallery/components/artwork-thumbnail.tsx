import type { GalleryItem } from "~/features/gallery/gallery";
import { cn } from "~/platform/class-names";

/**
 * A work's photo in the console, at the smallest stored size that fills `size` pixels. Its alt is
 * empty: the work's title is written right beside it.
 */
export function ArtworkThumbnail({ item, size, className }: { item: GalleryItem; size: number; className?: string }) {
  if (!item.image_url) return <span style={{ width: size, height: size }} className={cn("rounded-lg bg-ink-3", className)} />;
  return (
    <img
      src={item.image_url}
      srcSet={item.image_srcset ?? undefined}
      sizes={`${size}px`}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className={cn("rounded-lg object-cover", className)}
    />
  );
}
