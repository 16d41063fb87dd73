// Visitors and views over the range as a picture (issue 45, row 3): an SVG drawn on the server, no
// script. The picture has a title naming what it shows; its figures are in the table beside it,
// which screen readers read instead (the lines say nothing a number does not).
import type { Bucket, BucketSize } from "../day-buckets";

const WIDTH = 720;
const HEIGHT = 200;
const PAD = 4;

/** Views underneath in grey, visitors over them in the site's yellow. */
const lines = [
  { figure: "views", colour: "var(--color-muted)", width: 2 },
  { figure: "visitors", colour: "var(--color-art)", width: 3 },
] as const;

const per: Record<BucketSize, string> = { day: "per day", week: "per week", month: "per month" };

/** The points of one line across the chart, the largest figure at the top. */
function points(values: number[], largest: number) {
  const step = values.length > 1 ? (WIDTH - 2 * PAD) / (values.length - 1) : 0;
  return values
    .map((value, i) => `${(PAD + i * step).toFixed(1)},${(HEIGHT - PAD - (value / largest) * (HEIGHT - 2 * PAD)).toFixed(1)}`)
    .join(" ");
}

export function VisitsChart({ buckets, size, range }: { buckets: Bucket[]; size: BucketSize; range: string }) {
  const largest = Math.max(1, ...buckets.map((bucket) => bucket.views));
  const title = `Visitors and views ${per[size]}, ${range}`;
  return (
    <figure className="grid gap-2">
      {/* Stretched to the box's width (preserveAspectRatio none), the lines keep their stroke. */}
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby="visits-chart-title"
        className="h-48 w-full border border-line"
      >
        <title id="visits-chart-title">{title}</title>
        {lines.map(({ figure, colour, width }) => (
          <polyline
            key={figure}
            data-line={figure}
            points={points(
              buckets.map((bucket) => bucket[figure]),
              largest,
            )}
            fill="none"
            stroke={colour}
            strokeWidth={width}
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </svg>
      <figcaption className="text-sm">
        <span className="font-bold text-art">Visitors</span> and <span className="font-bold text-muted">views</span> {per[size]}; the table
        below has each figure. The top of the chart is {largest.toLocaleString("en-US")} views.
      </figcaption>
    </figure>
  );
}
