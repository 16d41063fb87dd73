import type { ColourToken, Stat } from "~/platform/copy-types";
import { cn } from "~/platform/class-names";
import { accentOf } from "~/ui/page/accent";
import { figureSize } from "./figure-size";
import { useFigure } from "~/platform/use-page-content";

/** Figures in a row: the value big in the accent colour, its label under it. */
export function StatStrip({ stats, colour = "core", className }: { stats: readonly Stat[]; colour?: ColourToken; className?: string }) {
  const accent = accentOf(colour);
  const figure = useFigure();
  return (
    <dl
      className={cn(
        // One column on the narrowest phones, where half the row cannot hold a label like "PARTICIPANTS".
        "grid grid-cols-1 gap-px overflow-hidden rounded-card border-2 border-line bg-line min-[400px]:grid-cols-2",
        stats.length === 3 && "sm:grid-cols-3",
        stats.length === 4 && "lg:grid-cols-4",
        stats.length >= 5 && "sm:grid-cols-3 lg:grid-cols-5",
        className,
      )}
    >
      {stats.map(figure).map((stat) => (
        <div
          key={stat.label}
          className="@container flex flex-col-reverse justify-end gap-1 bg-ink-2 p-5 min-[400px]:last:odd:col-span-2 sm:last:odd:col-span-1"
        >
          <dt className="text-sm font-bold uppercase tracking-wide text-muted">{stat.label}</dt>
          <dd
            className={cn("font-display font-black leading-tight [--figure-max:2.25rem] sm:[--figure-max:3rem]", accent.text)}
            style={figureSize(stat.value)}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
