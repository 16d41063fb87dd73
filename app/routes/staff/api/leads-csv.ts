// /staff/api/leads.csv?<the inbox's query>: the sign-ups the inbox shows, as a spreadsheet-safe
// CSV download (the same cells as `npm run leads -- export`), streamed, and recorded in the audit log.
import { recordAudit } from "~/platform/audit-log.server";
import { getDb } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";
import { exportLeadsCsv } from "~/features/leads/export.server";
import { parseLeadFilter } from "~/features/leads/inbox";
import { errorSummary, logger } from "~/platform/logger.server";
import { staffContext } from "~/features/staff/auth.server";
import { newYorkDate } from "~/platform/console-time";
import type { Route } from "./+types/leads-csv";

const noStore = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

export function loader({ request, context }: Route.LoaderArgs) {
  const staff = context.get(staffContext);
  const parsed = parseLeadFilter(new URL(request.url).searchParams);
  if (!parsed.ok) return Response.json({ error: "Invalid filter.", fieldErrors: parsed.fieldErrors }, { status: 400, headers: noStore });
  const db = getDb();
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        // A byte order mark, so a spreadsheet opens names with accents as UTF-8.
        controller.enqueue(encoder.encode("\uFEFF"));
        const write = (chunk: string) => controller.enqueue(encoder.encode(chunk));
        const count = await exportLeadsCsv(db, write, parsed.filter, Boolean(getEnv().LEAD_WEBHOOK_URL));
        await recordAudit(db, { actor: staff, action: "lead-export", detail: { filter: parsed.filter, count } });
        controller.close();
      } catch (error) {
        logger.error({ err: errorSummary(error) }, "lead CSV export failed");
        controller.error(error);
      }
    },
  });
  return new Response(body, {
    headers: {
      ...noStore,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="wyp-sign-ups-${newYorkDate(new Date())}.csv"`,
    },
  });
}
