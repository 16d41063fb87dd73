// /staff: the console's to-do list, most urgent first, each item a link to the page where it is
// done; then sign-ups per week by kind (a chart drawn on the server, with its figures in a table
// too). Owners also see accounts with repeated failed sign-ins, and an editor's site content
// publish waiting for their approval. Each feature says what of its own
// waits; this page only puts the items in order.
import { Link } from "react-router";
import { ApprovalRequest } from "~/features/site/content/components/approval-request";
import { waitingForApproval } from "~/features/site/content/console-data.server";
import { ScrollRegion } from "~/ui/console-table";
import { staffTexts } from "~/features/staff/copy/staff";
import { staffHome } from "~/features/staff/copy/staff-home";
import { leadKindLabels, signupsChart } from "~/features/leads/copy/staff-leads";
import { repeatedSignInFailures } from "~/platform/audit-log.server";
import { getDb } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";
import { leadKinds } from "~/features/leads/fields";
import { signupsPerWeek, type WeeklySignups } from "~/features/leads/inbox.server";
import { deliveryToDos, signUpToDos } from "~/features/leads/to-do.server";
import { moderationToDos, winnerToDoItems } from "~/features/weekly-drop/to-do.server";
import { pageNow } from "~/platform/page-clock.server";
import { staffContext } from "~/features/staff/auth.server";
import { consoleHeaders, consoleMeta } from "~/features/staff/console-pages";
import { formatStaffDay, formatStaffTime } from "~/platform/console-time";
import type { Route } from "./+types/home";

const WEEKS = 12;

const DAY_MS = 24 * 60 * 60_000;

export async function loader({ context }: Route.LoaderArgs) {
  const db = getDb();
  const now = pageNow();
  const env = getEnv();
  const owner = context.get(staffContext).role === "owner";
  // Most urgent first: entries hold up the week's vote, a winner waits for their prize, a failed
  // delivery is a sign-up the marketing service never got, and sign-ups wait the longest first.
  const [moderation, winners, deliveries, signUps, weeks, failures, approval] = await Promise.all([
    moderationToDos(db, now),
    winnerToDoItems(db),
    deliveryToDos(db, env.LEAD_WEBHOOK_URL),
    signUpToDos(db, now),
    signupsPerWeek(db, now, WEEKS),
    owner ? repeatedSignInFailures(db, new Date(Date.now() - DAY_MS), env.STAFF_SIGN_IN_FAILURES_PER_ACCOUNT) : [],
    // An editor's site content publish waits for an owner, when owners chose so.
    owner ? waitingForApproval(db) : null,
  ]);
  return {
    toDos: [...moderation, ...winners, ...deliveries, ...signUps],
    weeks,
    failures: failures.map((f) => ({ ...f, last: formatStaffTime(f.lastAt) })),
    approval,
  };
}

export const headers = consoleHeaders;
export const meta = consoleMeta(staffHome.title);

export default function StaffHome({ loaderData }: Route.ComponentProps) {
  const { toDos, weeks, failures, approval } = loaderData;
  const noSignups = weeks.every((week) => leadKinds.every((kind) => week.counts[kind] === 0));
  return (
    <section className="grid gap-8">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold uppercase">{staffTexts.consoleName}</h1>
        <p className="text-muted">{staffHome.description}</p>
      </div>

      {failures.length > 0 && (
        <section aria-labelledby="sign-in-failures" className="grid gap-2 rounded-card border-2 border-danger p-4">
          <h2 id="sign-in-failures" className="text-xl font-bold uppercase">
            {staffHome.signInFailures.heading}
          </h2>
          <p>{staffHome.signInFailures.intro}</p>
          <ul className="grid list-disc gap-1 pl-5">
            {failures.map((f) => (
              <li key={f.email}>{staffHome.signInFailures.row(f.email, f.failures, f.last)}</li>
            ))}
          </ul>
          <Link to="/staff/audit" className="justify-self-start font-bold underline underline-offset-4">
            {staffHome.signInFailures.audit}
          </Link>
        </section>
      )}

      {approval && (
        <section aria-labelledby="content-approval" className="grid gap-3">
          <h2 id="content-approval" className="text-xl font-bold uppercase">
            {staffHome.approval}
          </h2>
          <ApprovalRequest request={approval} owner />
        </section>
      )}

      <section aria-labelledby="to-do" className="grid gap-3">
        <h2 id="to-do" className="text-xl font-bold uppercase">
          {staffHome.toDo.heading}
        </h2>
        {toDos.length === 0 ? (
          <p className="rounded-card border-2 border-line p-4" data-nothing-waiting>
            {staffHome.toDo.nothingWaiting}
          </p>
        ) : (
          <ol className="grid gap-3">
            {toDos.map((item) => (
              <li key={item.id} data-to-do={item.id}>
                <Link
                  to={item.href}
                  className="grid gap-1 rounded-card border-2 border-line p-4 hover:border-paper focus-visible:border-paper"
                >
                  <span className="font-bold underline underline-offset-4">{item.text}</span>
                  {item.detail && <span className="text-sm text-muted">{item.detail}</span>}
                </Link>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="signups-per-week" className="grid gap-4">
        <div className="grid gap-1">
          <h2 id="signups-per-week" className="text-xl font-bold uppercase">
            {signupsChart.heading}
          </h2>
          <p className="text-sm text-muted">{signupsChart.description(WEEKS)}</p>
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
