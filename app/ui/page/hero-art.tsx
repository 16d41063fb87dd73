// Original hero imagery drawn in SVG: no photos, nothing downloaded. Each motif is a few
// shapes in the page's accent colour (currentColor), so one brand reads across every page.
import { useId } from "react";
import type { ColourToken } from "~/platform/copy-types";
import { cn } from "~/platform/class-names";
import { accentOf } from "./accent";

export type HeroMotif = "rings" | "burst" | "wave" | "bars" | "grid";

export function HeroArt({ colour, motif = "rings", className }: { colour: ColourToken; motif?: HeroMotif; className?: string }) {
  const id = useId();
  const stripes = `${id}-stripes`;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 600 600"
      className={cn("pointer-events-none absolute", accentOf(colour).text, className)}
      fill="none"
    >
      <defs>
        <pattern id={stripes} width="18" height="18" patternUnits="userSpaceOnUse" patternTransform="rotate(35)">
          <rect width="7" height="18" fill="currentColor" />
        </pattern>
      </defs>
      <circle cx="330" cy="300" r="220" fill={`url(#${stripes})`} opacity="0.22" />
      {motif === "rings" && (
        <g stroke="currentColor">
          <circle cx="330" cy="300" r="250" strokeWidth="3" opacity="0.5" />
          <circle cx="330" cy="300" r="170" strokeWidth="28" opacity="0.9" />
          <circle cx="330" cy="300" r="95" fill="currentColor" opacity="0.35" />
        </g>
      )}
      {motif === "burst" && (
        <g fill="currentColor">
          {Array.from({ length: 12 }, (_, i) => (
            <rect
              key={i}
              x="322"
              y="40"
              width="16"
              height="150"
              rx="8"
              transform={`rotate(${i * 30} 330 300)`}
              opacity={i % 2 ? 0.45 : 0.9}
            />
          ))}
          <circle cx="330" cy="300" r="70" />
        </g>
      )}
      {motif === "wave" && (
        <g stroke="currentColor" strokeLinecap="round" strokeWidth="22">
          {[60, 110, 160, 210, 260, 310, 360, 410, 460, 510].map((x, i) => {
            const h = [70, 140, 220, 300, 180, 260, 120, 210, 90, 50][i]!;
            return <line key={x} x1={x} x2={x} y1={300 - h / 2} y2={300 + h / 2} opacity={i % 3 === 0 ? 0.5 : 0.95} />;
          })}
        </g>
      )}
      {motif === "bars" && (
        <g fill="currentColor">
          {[0, 1, 2, 3, 4].map((i) => (
            <rect key={i} x={110 + i * 85} y={460 - (i + 1) * 70} width="60" height={(i + 1) * 70} rx="10" opacity={0.45 + i * 0.12} />
          ))}
          {/* A line: without fill="none" it took the group's fill and was drawn as a wedge. */}
          <path d="M100 400 L200 330 L290 360 L400 220 L520 110" fill="none" stroke="currentColor" strokeWidth="14" strokeLinecap="round" />
        </g>
      )}
      {motif === "grid" && (
        <g fill="currentColor">
          {Array.from({ length: 36 }, (_, i) => (
            <rect
              key={i}
              x={130 + (i % 6) * 66}
              y={100 + Math.floor(i / 6) * 66}
              width="44"
              height="44"
              rx={i % 4 === 0 ? 22 : 8}
              opacity={(i * 7) % 5 === 0 ? 0.95 : 0.3}
            />
          ))}
        </g>
      )}
    </svg>
  );
}
