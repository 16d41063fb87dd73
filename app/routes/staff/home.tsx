// /staff: the console's to-do list, most urgent first, each item a link to the page where it is
// done; then sign-ups per week by kind (a chart drawn on the server, with its figures in a table
// too). Owners also see accounts with repeated failed sign-ins, and an editor's site content
// publish waiting for their approval. Each feature says what of its own
// waits; this page only puts the items in order.
import { Link } from "react-router";
import { ApprovalRequest } from "~/features/site/content/components/approval-request";
import { waitingForApproval } from "~/features/site/content/console-data.server";
import { staffTexts } from "~/features/staff/copy/staff";
import { staffHome } from "~/features/staff/copy/staff-home";
import { SignupsPerWeek } from "~/features/leads/components/signups-per-week";
import { repeatedSignInFailures } from "~/platform/audit-log.server";
import { getDb } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";
import { signupsPerWeek } from "~/features/leads/inbox.server";
import { deliveryToDos, signUpToDos } from "~/features/leads/to-do.server";
import { moderationToDos, winnerToDoItems } from "~/features/weekly-drop/to-do.server";
import { pageNow } from "~/platform/page-clock.server";
import { staffContext } from "~/features/staff/auth.server";
import { consoleHeaders, consoleMeta } from "~/features/staff/console-pages";
import { formatStaffTime } from "~/platform/console-time";
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

      <SignupsPerWeek weeks={weeks} />
    </section>
  );
}
