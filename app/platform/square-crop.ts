// How a photo becomes the square the site shows every work as: cut around a point to keep in
// view, or shown whole on a background. The server cuts with this geometry (media.server.ts) and
// the upload form's preview shows the same square with CSS, so what staff see is what is stored.

/** A point of the photo in percent of its width (0 = left edge) and height (0 = top edge). */
export type FocusPoint = { focusX: number; focusY: number };

/** How an image fills its square: the largest square around a point, or the whole image padded. */
export type ImageCrop = ({ fit: "crop" } & FocusPoint) | { fit: "contain" };

/**
 * What pads a whole photo to a square: the gallery card's own colour (--color-ink-2 in app.css),
 * so the work sits on its card. Not the photo's dominant colour: that would be a colour the
 * browser cannot know before the upload (the preview would lie), and a bright one would read as
 * part of the child's work.
 */
export const FIT_BACKGROUND = "#15151c";

type Size = { width: number; height: number };

/** The largest square inside the image, centred on the point as far as the image's edges allow. */
export function squareAround({ width, height }: Size, { focusX, focusY }: FocusPoint) {
  const side = Math.min(width, height);
  const start = (length: number, percent: number) => Math.round(Math.min(Math.max((length * percent) / 100 - side / 2, 0), length - side));
  return { left: start(width, focusX), top: start(height, focusY), side };
}

/** The CSS object-position that shows squareAround's square in a square frame with object-fit: cover. */
export function objectPositionOf(size: Size, focus: FocusPoint) {
  const { left, top, side } = squareAround(size, focus);
  // CSS places the image's P% point on the frame's P% point: the offset is P% of the part cut off.
  const percent = (offset: number, length: number) => (length === side ? 50 : (offset / (length - side)) * 100);
  return `${percent(left, size.width)}% ${percent(top, size.height)}%`;
}

/** The point of the image under a point of the frame (fractions 0-1 of its width and height), in whole percent. */
export function focusAtFramePoint(size: Size, focus: FocusPoint, frameX: number, frameY: number): FocusPoint {
  const { left, top, side } = squareAround(size, focus);
  const percent = (start: number, fraction: number, length: number) =>
    Math.round(Math.min(Math.max(((start + fraction * side) / length) * 100, 0), 100));
  return { focusX: percent(left, frameX, size.width), focusY: percent(top, frameY, size.height) };
}
