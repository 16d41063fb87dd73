// Operator commands for sign-ups until the staff console exists:
//   npm run leads -- export [--kind mentor|partnership|crown|newsletter] > leads.csv
//   npm run leads -- retry-failed
//   npm run leads -- stats
//   npm run leads -- resume
//   npm run leads -- forget EMAIL
// Reads DATABASE_URL / DATA_DIR like the server.
import { sql } from "kysely";
import { closeDb, getDb } from "../app/platform/db.server";
import { EnvError, getEnv } from "../app/platform/env.server";
import { pausedWebhooks, resumeWebhooks, retryFailedDeliveries, webhookLabel } from "../app/features/leads/delivery.server";
import { exportLeadsCsv } from "../app/features/leads/export.server";
import { isLeadKind } from "../app/features/leads/forms";
import { type ErasedLead, forgetEmail } from "../app/features/leads/retention.server";
import { retention } from "../app/platform/retention-periods";
import type { LeadKind } from "../db/schema";

const usage = `Usage:
  npm run leads -- export [--kind mentor|partnership|crown|newsletter]   CSV on stdout
  npm run leads -- retry-failed                                         deliver failed leads again
  npm run leads -- stats                                                counts by kind and delivery status, paused webhook
  npm run leads -- resume                                               send to a webhook paused by a 410 again
  npm run leads -- forget EMAIL                                         erase everything stored for one email address`;

async function main(args: string[]) {
  const [command, ...rest] = args;
  const db = getDb();
  if (command === "export") {
    const kindAt = rest.indexOf("--kind");
    const kind = kindAt >= 0 ? rest[kindAt + 1] : undefined;
    if (kindAt >= 0 && !isLeadKind(kind))
      throw new UsageError(`--kind must be mentor, partnership, crown or newsletter (got "${kind ?? ""}").`);
    const write = (chunk: string) => process.stdout.write(chunk);
    const count = await exportLeadsCsv(db, write, { kind: kind as LeadKind | undefined }, Boolean(getEnv().LEAD_WEBHOOK_URL));
    console.error(`${count} lead(s) exported.`);
    return;
  }
  if (command === "retry-failed") {
    const queued = await retryFailedDeliveries(db);
    console.log(
      `${queued} failed deliver${queued === 1 ? "y" : "ies"} queued again; a running server delivers them within its poll interval.`,
    );
    return;
  }
  if (command === "stats") {
    const byKind = await db
      .selectFrom("leads")
      .select(["kind", sql<number>`count(*)`.as("count")])
      .groupBy("kind")
      .orderBy("kind")
      .execute();
    const byStatus = await db
      .selectFrom("webhook_deliveries")
      .select(["status", sql<number>`count(*)`.as("count")])
      .groupBy("status")
      .orderBy("status")
      .execute();
    const oldest = await db
      .selectFrom("webhook_deliveries")
      .select(sql<string | null>`min(created_at)`.as("at"))
      .where("status", "=", "pending")
      .executeTakeFirst();
    console.log("Leads by kind:");
    for (const row of byKind) console.log(`  ${row.kind.padEnd(12)} ${Number(row.count)}`);
    if (!byKind.length) console.log("  (none)");
    console.log("Webhook deliveries by status:");
    for (const row of byStatus) console.log(`  ${row.status.padEnd(12)} ${Number(row.count)}`);
    if (!byStatus.length) console.log("  (none)");
    if (oldest?.at) console.log(`Oldest pending delivery: ${oldest.at}`);
    for (const pause of await pausedWebhooks(db)) {
      console.log(
        `Webhook PAUSED since ${pause.paused_at}: ${webhookLabel(pause.url)} answered ${pause.status}; leads are kept. Resume with: npm run leads -- resume`,
      );
    }
    return;
  }
  if (command === "resume") {
    const resumed = await resumeWebhooks(db);
    if (!resumed.length) console.log("No webhook is paused.");
    for (const pause of resumed) {
      console.log(`Resumed ${webhookLabel(pause.url)} (paused since ${pause.paused_at}); a running server sends within its poll interval.`);
    }
    return;
  }
  if (command === "forget") {
    const [email] = rest;
    if (!email?.includes("@")) throw new UsageError("forget needs the email address to erase.");
    printErasure(email.trim(), await forgetEmail(db, email));
    return;
  }
  throw new UsageError(command ? `Unknown command "${command}".` : "No command given.");
}

function printErasure(email: string, erased: ErasedLead[]) {
  if (!erased.length) {
    console.log(`Nothing stored for ${email}.`);
    return;
  }
  console.log(`Erased for ${email}: ${erased.length} lead(s) and their webhook delivery records:`);
  for (const lead of erased) {
    const delivery =
      lead.delivery === "delivered" ? "had been delivered to the webhook" : `delivery ${lead.delivery ?? "none"}, now never sent`;
    console.log(`  ${lead.kind} from ${lead.source}, sent ${lead.createdAt} (${delivery})`);
  }
  if (erased.some((lead) => lead.delivery === "delivered")) {
    console.log("The lead-capture service received the delivered ones: delete them there too.");
  }
  console.log(`Backups made before now still hold them until they are deleted (${retention.backupDays} days in DATA_DIR/backups).`);
}

class UsageError extends Error {}

try {
  await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
  else if (error instanceof EnvError) console.error(error.message);
  else console.error(`leads: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await closeDb();
}
