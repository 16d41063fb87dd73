// How an upload's photo fills the site's square. Without JavaScript: two choices and two sliders
// posted with the form. With it, the picked photo shows in a square as the site will show it (the
// geometry the server cuts with, square-crop.ts), and a click or tap on it moves the point to keep in view.
import * as React from "react";
import { cn } from "~/platform/class-names";
import { FIT_BACKGROUND, type FocusPoint, focusAtFramePoint, objectPositionOf } from "~/platform/square-crop";
import { RangeField } from "~/ui/field";
import { type ArtworkFieldErrors, type PhotoFitValues, photoFits } from "~/features/gallery/artwork-form";
import { artworkForm } from "~/features/gallery/copy/staff-gallery";

const copy = artworkForm.fields.fit;
type PhotoFit = (typeof photoFits)[number];

type PhotoFitFieldsProps = {
  /** The photo picked in the form's file field, once one is. */
  photo: File | null;
  /** What a refused upload sent, to choose the same again. */
  values?: Partial<PhotoFitValues>;
  errors?: ArtworkFieldErrors;
};

export function PhotoFitFields({ photo, values, errors }: PhotoFitFieldsProps) {
  const id = React.useId();
  const [fit, setFit] = React.useState<PhotoFit>(values?.fit === "contain" ? "contain" : "crop");
  const [focus, setFocus] = React.useState<FocusPoint>({ focusX: percentOf(values?.focusX), focusY: percentOf(values?.focusY) });
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="group grid gap-4 rounded-card border-2 border-line p-4"
      aria-describedby={errors?.fit ? `${hintId} ${errorId}` : hintId}
    >
      <legend className="px-2 font-bold uppercase">{copy.legend}</legend>
      <p id={hintId} className="text-sm text-muted">
        {copy.hint}
      </p>
      <div className="grid gap-1">
        {photoFits.map((choice) => (
          <label key={choice} className="flex min-h-11 items-center gap-3 font-semibold">
            <input
              type="radio"
              name="fit"
              value={choice}
              checked={fit === choice}
              onChange={() => setFit(choice)}
              className="size-5 shrink-0 accent-art"
            />
            {copy.choices[choice]}
          </label>
        ))}
      </div>
      {errors?.fit && (
        <p id={errorId} className="text-sm font-semibold text-danger">
          {errors.fit.join(" ")}
        </p>
      )}
      {photo && <SquarePreview photo={photo} fit={fit} focus={focus} onFocusChange={setFocus} />}
      {/* The point to keep in view is the crop's alone: hidden while the whole photo is chosen, without JavaScript too. */}
      <div className="grid gap-4 group-has-[input[value=contain]:checked]:hidden">
        {(["focusX", "focusY"] as const).map((axis) => (
          <RangeField
            key={axis}
            label={copy[axis].label}
            name={axis}
            min={0}
            max={100}
            step={1}
            value={focus[axis]}
            aria-valuetext={copy[axis].valueText(focus[axis])}
            onChange={(event) => setFocus({ ...focus, [axis]: event.currentTarget.valueAsNumber })}
            errors={errors?.[axis]}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** A slider's value sent back with a refusal, or the middle when it was not a percent. */
function percentOf(value: string | undefined) {
  const percent = Number(value || 50);
  return Number.isInteger(percent) && percent >= 0 && percent <= 100 ? percent : 50;
}

/** What the preview learnt of the photo it was given: its size as seen, or that this browser cannot show it. */
type Seen = { photo: File; width: number; height: number } | { photo: File; unreadable: true };

function SquarePreview({
  photo,
  fit,
  focus,
  onFocusChange,
}: {
  photo: File;
  fit: PhotoFit;
  focus: FocusPoint;
  onFocusChange(focus: FocusPoint): void;
}) {
  const [seen, setSeen] = React.useState<Seen | null>(null);
  const current = seen?.photo === photo ? seen : null;
  // The photo's address lives as long as the image shows that photo: revoked when another is
  // picked or the preview goes.
  const showPhoto = React.useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return;
      const url = URL.createObjectURL(photo);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [photo],
  );
  // A HEIC photo, say, which most browsers cannot draw: a note instead of a broken image.
  if (current && "unreadable" in current) return <p className="text-sm font-semibold">{copy.noPreview}</p>;
  const size = current;
  const crop = fit === "crop";
  const moveFocus = (event: React.MouseEvent<HTMLImageElement>) => {
    if (!size) return;
    const frame = event.currentTarget.getBoundingClientRect();
    onFocusChange(focusAtFramePoint(size, focus, (event.clientX - frame.left) / frame.width, (event.clientY - frame.top) / frame.height));
  };
  return (
    <figure className="grid gap-2">
      <div
        className="aspect-square w-full max-w-[25rem] overflow-hidden rounded-card border-2 border-line"
        style={{ backgroundColor: FIT_BACKGROUND }}
      >
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the sliders set the same point from the keyboard */}
        <img
          ref={showPhoto}
          alt={copy.preview}
          onLoad={(event) => setSeen({ photo, width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
          onError={() => setSeen({ photo, unreadable: true })}
          onClick={crop ? moveFocus : undefined}
          className={cn("size-full", crop ? "cursor-crosshair object-cover" : "object-contain")}
          style={crop && size ? { objectPosition: objectPositionOf(size, focus) } : undefined}
        />
      </div>
      {crop && <figcaption className="text-sm text-muted">{copy.previewHint}</figcaption>}
    </figure>
  );
}
