// The console home's sign-ups per week by kind: a stacked bar chart drawn on the server (each kind
// with its own pattern as well as colour), its legend, and the same figures in a table.
import { ScrollRegion } from "~/ui/console-table";
import { formatStaffDay } from "~/platform/console-time";
import { leadKindLabels, signupsChart } from "../copy/staff-leads";
import { leadKinds } from "../fields";
import type { WeeklySignups } from "../inbox.server";

/** The section: its heading, then the chart (when any week has a sign-up) and the table. */
export function SignupsPerWeek({ weeks }: { weeks: WeeklySignups[] }) {
  const noSignups = weeks.every((week) => leadKinds.every((kind) => week.counts[kind] === 0));
  return (
    <section aria-labelledby="signups-per-week" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="signups-per-week" className="text-xl font-bold uppercase">
          {signupsChart.heading}
        </h2>
        <p className="text-sm text-muted">{signupsChart.description(weeks.length)}</p>
      </div>
      {noSignups ? (
        <p data-no-signups>{signupsChart.none}</p>
      ) : (
        <>
          <svg width="0" height="0" aria-hidden="true" className="absolute">
            <Patterns />
          </svg>
          <Legend />
          <ScrollRegion label={signupsChart.heading}>
            <WeeklyChart weeks={weeks} />
          </ScrollRegion>
        </>
      )}
      <WeeklyTable weeks={weeks} />
    </section>
  );
}

// Each kind has its own pattern as well as its own colour, so the chart reads in greyscale too.
const kindStyles = {
  mentor: { color: "var(--color-art)", pattern: "solid" },
  partnership: { color: "var(--color-sport)", pattern: "stripes" },
  crown: { color: "var(--color-music)", pattern: "dots" },
  newsletter: { color: "var(--color-biz)", pattern: "checks" },
} as const;

const patternId = (kind: keyof typeof kindStyles) => `signups-${kind}`;

function Patterns() {
  return (
    <defs>
      {leadKinds.map((kind) => {
        const { color, pattern } = kindStyles[kind];
        return (
          <pattern key={kind} id={patternId(kind)} width="8" height="8" patternUnits="userSpaceOnUse">
            <rect width="8" height="8" fill={pattern === "solid" ? color : "var(--color-ink)"} />
            {pattern === "stripes" && <path d="M-2 2 L2 -2 M0 8 L8 0 M6 10 L10 6" stroke={color} strokeWidth="2.5" />}
            {pattern === "dots" && <circle cx="4" cy="4" r="2.2" fill={color} />}
            {pattern === "checks" && (
              <>
                <rect width="4" height="4" fill={color} />
                <rect x="4" y="4" width="4" height="4" fill={color} />
              </>
            )}
          </pattern>
        );
      })}
    </defs>
  );
}

function Legend() {
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {leadKinds.map((kind) => (
        <li key={kind} className="flex items-center gap-2">
          <svg width="20" height="20" aria-hidden="true" className="shrink-0 rounded-sm border border-line">
            <rect width="20" height="20" fill={`url(#${patternId(kind)})`} />
          </svg>
          {leadKindLabels[kind]}
        </li>
      ))}
    </ul>
  );
}

const CHART = { width: 720, height: 260, top: 24, bottom: 32, gap: 14 };

/** Stacked bars, one per week, with each week's total written above its bar. */
function WeeklyChart({ weeks }: { weeks: WeeklySignups[] }) {
  const totals = weeks.map((week) => leadKinds.reduce((sum, kind) => sum + week.counts[kind], 0));
  const most = Math.max(1, ...totals);
  const plot = CHART.height - CHART.top - CHART.bottom;
  const slot = CHART.width / weeks.length;
  const barWidth = slot - CHART.gap;
  return (
    <svg
      viewBox={`0 0 ${CHART.width} ${CHART.height}`}
      className="w-full min-w-[36rem]"
      role="img"
      aria-label={`${signupsChart.heading}: ${signupsChart.description(weeks.length)}`}
    >
      {weeks.map((week, index) => {
        const x = index * slot + CHART.gap / 2;
        let y = CHART.top + plot;
        return (
          <g key={week.week}>
            {leadKinds.map((kind) => {
              const height = (week.counts[kind] / most) * plot;
              if (!height) return null;
              y -= height;
              return (
                <rect
                  key={kind}
                  x={x}
                  y={y}
                  width={barWidth}
                  height={height}
                  fill={`url(#${patternId(kind)})`}
                  stroke="var(--color-ink)"
                  strokeWidth="1"
                />
              );
            })}
            <text x={x + barWidth / 2} y={y - 6} textAnchor="middle" fontSize="13" fontWeight="700" fill="var(--color-paper)">
              {totals[index]}
            </text>
            <text x={x + barWidth / 2} y={CHART.height - 10} textAnchor="middle" fontSize="12" fill="var(--color-muted)">
              {formatStaffDay(week.week)}
            </text>
          </g>
        );
      })}
      <line x1="0" x2={CHART.width} y1={CHART.top + plot} y2={CHART.top + plot} stroke="var(--color-line)" strokeWidth="2" />
    </svg>
  );
}

function WeeklyTable({ weeks }: { weeks: WeeklySignups[] }) {
  return (
    <ScrollRegion label={signupsChart.tableCaption}>
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="py-2 text-left font-bold">{signupsChart.tableCaption}</caption>
        <thead>
          <tr className="border-b-2 border-line">
            <th scope="col" className="py-2 pr-4">
              {signupsChart.weekOf}
            </th>
            {leadKinds.map((kind) => (
              <th key={kind} scope="col" className="py-2 pr-4 text-right">
                {leadKindLabels[kind]}
              </th>
            ))}
            <th scope="col" className="py-2 text-right">
              {signupsChart.total}
            </th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.week} className="border-b border-line">
              <th scope="row" className="py-2 pr-4 font-normal whitespace-nowrap">
                {formatStaffDay(week.week)}
              </th>
              {leadKinds.map((kind) => (
                <td key={kind} className="py-2 pr-4 text-right tabular-nums">
                  {week.counts[kind]}
                </td>
              ))}
              <td className="py-2 text-right font-bold tabular-nums">{leadKinds.reduce((sum, kind) => sum + week.counts[kind], 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
