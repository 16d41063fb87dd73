import * as React from "react";
import { cn } from "~/platform/class-names";

export const PLACEHOLDER_IMAGE = "/gallery-placeholder.svg";
/** Stored images are square, 800 px wide at most: width and height reserve the space before they load. */
const IMAGE_SIZE = 800;
const SIZES = "(min-width: 1024px) 25rem, (min-width: 640px) 50vw, 100vw";

type ArtworkImageProps = {
  src: string | null;
  srcSet: string | null;
  alt: string;
  /** Said before `alt` when the image is missing ("Artwork image unavailable"), in the page's language. */
  fallbackAlt: string;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
  className?: string;
};

/** The artwork, or our placeholder when there is no image or it fails to load. Key it by src. */
export function ArtworkImage({ src, srcSet, alt, fallbackAlt, eager = false, className }: ArtworkImageProps) {
  const [failed, setFailed] = React.useState(false);
  // An image that failed before hydration fired its error event before React listened for it.
  const checkLoaded = React.useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
  }, []);
  const missing = !src || failed;
  return (
    <img
      key={missing ? "placeholder" : src}
      ref={missing ? undefined : checkLoaded}
      src={missing ? PLACEHOLDER_IMAGE : src}
      srcSet={missing || !srcSet ? undefined : srcSet}
      sizes={missing || !srcSet ? undefined : SIZES}
      width={IMAGE_SIZE}
      height={IMAGE_SIZE}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      alt={missing ? `${fallbackAlt}: ${alt}` : alt}
      onError={missing ? undefined : () => setFailed(true)}
      className={cn("aspect-square w-full bg-ink-3 object-cover", className)}
    />
  );
}
