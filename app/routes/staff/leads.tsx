// /staff/leads: every sign-up, newest first, filtered by a GET form whose query the CSV link and
// the pages carry too. With a marketing service set up, each sign-up's delivery is a column and a
// filter, and "Retry all failed" queues every failed delivery again; without one, none of them.
import { data, Form, Link, useNavigation } from "react-router";
import { PageNotice } from "~/ui/page/page-notice";
import { ConsoleTable } from "~/ui/console-table";
import { Button, buttonVariants } from "~/ui/button";
import { SelectField, TextField } from "~/ui/field";
import { deliveryStatusLabels, followUpLabels, leadKindLabels, leadSourceLabels, leadsInbox } from "~/features/leads/copy/staff-leads";
import { formDataOf } from "~/platform/posted-fields.server";
import { recordAudit } from "~/platform/audit-log.server";
import { getDb } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";
import { retryFailedDeliveries, wakeLeadDelivery } from "~/features/leads/delivery.server";
import { LEADS_CSV_PATH, type LeadFilter, leadFilterQuery, parseLeadFilter } from "~/features/leads/inbox";
import { InboxCursorError, listLeads } from "~/features/leads/inbox.server";
import { staffContext } from "~/features/staff/auth.server";
import { consoleHeaders, consoleMeta } from "~/features/staff/console-pages";
import { formatStaffTime } from "~/platform/console-time";
import type { Route } from "./+types/leads";

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const withDelivery = Boolean(getEnv().LEAD_WEBHOOK_URL);
  const erased = Number(params.get("erased"));
  const parsed = parseLeadFilter(params);
  if (!parsed.ok) {
    return data(
      { filter: parsed.values, fieldErrors: parsed.fieldErrors, leads: [], nextCursor: null, paged: false, notice: null, withDelivery },
      { status: 400 },
    );
  }
  const after = params.get("after") ?? undefined;
  let page;
  let notice: string | null = Number.isInteger(erased) && erased > 0 ? leadsInbox.erased(erased) : null;
  try {
    page = await listLeads(getDb(), parsed.filter, after);
  } catch (error) {
    if (!(error instanceof InboxCursorError)) throw error;
    page = await listLeads(getDb(), parsed.filter);
    notice = leadsInbox.badCursor;
  }
  const leads = page.leads.map((lead) => ({
    id: lead.id,
    when: formatStaffTime(lead.created_at),
    kind: leadKindLabels[lead.kind],
    name: [lead.first_name, lead.last_name].filter(Boolean).join(" "),
    email: lead.email,
    phone: lead.phone ?? "",
    source: leadSourceLabels[lead.source as keyof typeof leadSourceLabels] ?? lead.source,
    delivery: lead.delivery ? deliveryStatusLabels[lead.delivery] : leadsInbox.noDelivery,
    followUp: followUpLabels[lead.follow_up],
  }));
  return {
    filter: parsed.filter as Record<string, string>,
    fieldErrors: {},
    leads,
    nextCursor: page.nextCursor,
    paged: Boolean(after),
    notice,
    withDelivery,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = context.get(staffContext);
  const form = await formDataOf(request);
  if (form.get("intent") !== "retry-failed") return data({ notice: null }, { status: 400 });
  const db = getDb();
  const queued = await retryFailedDeliveries(db);
  if (queued) wakeLeadDelivery();
  await recordAudit(db, { actor: staff, action: "lead-retry", detail: { scope: "all-failed", count: queued } });
  return { notice: leadsInbox.retried(queued) };
}

export const headers = consoleHeaders;
export const meta = consoleMeta(leadsInbox.title);

const texts = leadsInbox;
const selectLabels = {
  kind: leadKindLabels,
  source: leadSourceLabels,
  delivery: deliveryStatusLabels,
  followUp: followUpLabels,
} as const satisfies Partial<Record<keyof LeadFilter, Record<string, string>>>;
const dailyFilters = ["kind", "followUp"] as const;
const moreFilters = ["source", "delivery", "from", "to"] as const;
type FilterName = (typeof dailyFilters)[number] | (typeof moreFilters)[number];

export default function StaffLeads({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, fieldErrors, leads, nextCursor, paged, withDelivery } = loaderData;
  const errors: Partial<Record<keyof LeadFilter, string[]>> = fieldErrors;
  const busy = useNavigation().state === "submitting";
  const query = leadFilterQuery(filter as LeadFilter);
  const notice = actionData?.notice ?? loaderData.notice;
  // Without a marketing service nothing is delivered: no delivery filter, column or retry.
  const folded = moreFilters.filter((name) => withDelivery || name !== "delivery");
  const columns = Object.entries(texts.columns).filter(([name]) => withDelivery || name !== "delivery");
  const moreActive = folded.filter((name) => filter[name]).length;
  const filterField = (name: FilterName) =>
    name === "from" || name === "to" ? (
      <TextField key={name} label={texts.filters[name]} name={name} type="date" defaultValue={filter[name] ?? ""} errors={errors[name]} />
    ) : (
      <SelectField
        key={name}
        label={texts.filters[name]}
        name={name}
        placeholder={texts.filters.any}
        options={Object.entries(selectLabels[name]).map(([value, label]) => ({ value, label }))}
        defaultValue={filter[name] ?? ""}
        errors={errors[name]}
      />
    );
  return (
    <section className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold uppercase">{texts.title}</h1>
        <p className="text-muted">{texts.description}</p>
      </div>
      {notice && <PageNotice tone="success" notice={{ title: notice }} />}
      {Object.keys(errors).length > 0 && <PageNotice tone="error" notice={{ title: texts.invalidFilter }} />}

      {/* Keyed by the filters: after "Clear filters" or the Sign-ups link, the boxes show the address's filters. */}
      <Form
        key={query}
        method="get"
        className="grid gap-3 rounded-card border-2 border-line p-3 sm:gap-4 sm:p-4"
        aria-label={texts.filters.legend}
      >
        {/* The two filters used every day side by side, even on a phone; the rest folded away until needed. */}
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">{dailyFilters.map((name) => filterField(name))}</div>
        <details className="group" open={folded.some((name) => filter[name] || errors[name]) || undefined}>
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-bold underline">
            {texts.filters.more(withDelivery)}
            {moreActive > 0 && ` (${texts.filters.active(moreActive)})`}
          </summary>
          <div className="grid grid-cols-2 gap-3 pt-2 sm:gap-4 lg:grid-cols-3">{folded.map((name) => filterField(name))}</div>
        </details>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" size="sm">
            {texts.filters.apply}
          </Button>
          <Link to="/staff/leads" className="inline-flex min-h-11 items-center text-sm font-bold underline">
            {texts.filters.clear}
          </Link>
        </div>
      </Form>

      <ListActions query={query} withDelivery={withDelivery} busy={busy} />

      {leads.length === 0 ? (
        <p className="text-muted">{texts.empty}</p>
      ) : (
        <ConsoleTable caption={texts.tableCaption} columns={columns.map(([, label]) => label)} className="min-w-[56rem]">
          {leads.map((lead) => (
            <LeadRow key={lead.id} lead={lead} withDelivery={withDelivery} />
          ))}
        </ConsoleTable>
      )}

      <PageLinks filter={filter as LeadFilter} paged={paged} nextCursor={nextCursor} />
    </section>
  );
}

type Loaded = Route.ComponentProps["loaderData"];

/** One sign-up in the list: the name (a link to it), kind, when, how to reach them, page, delivery and follow-up. */
function LeadRow({ lead, withDelivery }: { lead: Loaded["leads"][number]; withDelivery: boolean }) {
  return (
    <tr className="border-b border-line align-top">
      <td className="py-3 pr-4">
        <Link to={`/staff/leads/${lead.id}`} className="font-bold underline">
          {lead.name || lead.email}
        </Link>
      </td>
      <td className="py-3 pr-4">{lead.kind}</td>
      <td className="py-3 pr-4 whitespace-nowrap">{lead.when}</td>
      <td className="py-3 pr-4 break-all">{lead.email}</td>
      <td className="py-3 pr-4 whitespace-nowrap">{lead.phone}</td>
      <td className="py-3 pr-4">{lead.source}</td>
      {withDelivery && <td className="py-3 pr-4">{lead.delivery}</td>}
      <td className="py-3 pr-4">{lead.followUp}</td>
    </tr>
  );
}

/** Back to the newest sign-ups, and on to older ones, with the same filters. */
function PageLinks({ filter, paged, nextCursor }: { filter: LeadFilter } & Pick<Loaded, "paged" | "nextCursor">) {
  return (
    <nav aria-label={texts.pagesLabel} className="flex flex-wrap gap-4">
      {paged && (
        <Link to={`/staff/leads${leadFilterQuery(filter)}`} className="font-bold underline">
          {texts.firstPage}
        </Link>
      )}
      {nextCursor && (
        <Link to={`/staff/leads${leadFilterQuery(filter, { after: nextCursor })}`} className="font-bold underline">
          {texts.nextPage}
        </Link>
      )}
    </nav>
  );
}

/** The CSV of the sign-ups the filters keep, and with a marketing service, retrying every failed delivery. */
function ListActions({ query, withDelivery, busy }: { query: string; withDelivery: boolean; busy: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <a href={`${LEADS_CSV_PATH}${query}`} download className={buttonVariants({ variant: "paper", size: "sm" })}>
        {texts.exportCsv}
      </a>
      {withDelivery && (
        <Form method="post">
          <Button type="submit" name="intent" value="retry-failed" variant="outline" size="sm" disabled={busy}>
            {texts.retryAll}
          </Button>
        </Form>
      )}
    </div>
  );
}
