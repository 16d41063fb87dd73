// /staff/audit (owners): who did what in the console and when, newest first, kept one year.
import { staffTexts } from "~/features/staff/copy/staff";
import { Form, Link } from "react-router";
import { Button } from "~/ui/button";
import { ConsoleTable } from "~/ui/console-table";
import { SelectField } from "~/ui/field";
import { auditActions } from "~/platform/audit-actions";
import { auditActionLabels, auditLine } from "~/features/staff/copy/staff-audit";
import { listAudit } from "~/platform/audit-log.server";
import { getDb } from "~/platform/db.server";
import { requireRole, staffContext } from "~/features/staff/auth.server";
import { consoleHeaders, consoleMeta } from "~/features/staff/console-pages";
import type { Route } from "./+types/audit";
import { siteTimeZone } from "~/platform/time-zone";

const PAGE = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context.get(staffContext), "owner", staffTexts.refused.audit);
  const url = new URL(request.url);
  const action = auditActions.find((name) => name === url.searchParams.get("action"));
  const [at, id] = (url.searchParams.get("before") ?? "").split("|");
  const before = at && id ? { at, id } : undefined;
  const { entries, more } = await listAudit(getDb(), { before, action, limit: PAGE });
  const last = entries.at(-1);
  const next = more && last ? `?${new URLSearchParams({ ...(action ? { action } : {}), before: `${last.at}|${last.id}` })}` : null;
  const lines = entries.map((entry) => ({ id: entry.id, at: entry.at, ...auditLine({ ...entry, detail: detailOf(entry.detail) }) }));
  return { entries: lines, next, action: action ?? "" };
}

/** A line's recorded detail (a JSON object), or nothing when it is not one. */
function detailOf(detail: string | null): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(detail ?? "{}");
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export const headers = consoleHeaders;
export const meta = consoleMeta("Audit log");

const when = new Intl.DateTimeFormat("en-US", { timeZone: siteTimeZone, dateStyle: "medium", timeStyle: "short" });

export default function StaffAudit({ loaderData }: Route.ComponentProps) {
  return (
    <section className="grid gap-6">
      <h1 className="text-3xl font-bold uppercase">Audit log</h1>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Action"
          name="action"
          placeholder="All actions"
          options={auditActions.map((name) => ({ value: name, label: auditActionLabels[name] }))}
          defaultValue={loaderData.action}
        />
        <Button type="submit" variant="outline">
          Show
        </Button>
      </Form>
      <ConsoleTable
        caption="Console actions, newest first (New York time)"
        columns={["When", "Who", "What", "Where"]}
        className="min-w-[36rem]"
      >
        {loaderData.entries.map((entry) => (
          <tr key={entry.id} className="border-b border-line align-top">
            <td className="py-2 pr-4 whitespace-nowrap">{when.format(new Date(entry.at))}</td>
            <td className="py-2 pr-4 break-all">{entry.who}</td>
            <td className="py-2 pr-4">{entry.what}</td>
            <td className="py-2">
              {entry.link && (
                <Link to={entry.link.to} className="font-bold underline">
                  {entry.link.label}
                </Link>
              )}
            </td>
          </tr>
        ))}
      </ConsoleTable>
      {loaderData.entries.length === 0 && <p className="text-muted">Nothing recorded yet.</p>}
      {loaderData.next && (
        <Link to={loaderData.next} className="font-bold underline">
          Older entries
        </Link>
      )}
    </section>
  );
}
