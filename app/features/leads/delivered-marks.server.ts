// Marking delivered leads in batches: the delivery worker's slot is free once the webhook answered,
// and the row's mark follows with others.
import type { WebhookAttempt } from "../../../db/schema";
import type { Db } from "~/platform/db.server";

/** How long a delivered row waits for others to be marked with it. */
const MARK_BATCH_MS = 10;

type Waiting = { leadId: string; status: number; attempt: WebhookAttempt; resolve(): void; reject(error: unknown): void };

/**
 * Rows delivered within MARK_BATCH_MS of each other, or while an UPDATE runs, are marked together:
 * one transaction and one statement per answered status, not one per row. Without the short wait
 * every row was a batch of its own (SQLite answers synchronously, so nothing else had arrived yet),
 * and its two extra commits per lead were most of what a sign-up cost the worker.
 */
export class DeliveredMarks {
  private readonly waiting: Waiting[] = [];
  private marking = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Db) {}

  /** Marks a delivered row and records its attempt; resolves once both are written. */
  mark(leadId: string, status: number, attempt: WebhookAttempt) {
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ leadId, status, attempt, resolve, reject });
      if (!this.marking && !this.timer) this.timer = setTimeout(() => void this.markWaiting(), MARK_BATCH_MS);
    });
  }

  private async markWaiting() {
    this.timer = undefined;
    this.marking = true;
    while (this.waiting.length) {
      const batch = this.waiting.splice(0);
      try {
        await this.write(batch);
        for (const row of batch) row.resolve();
      } catch (error) {
        for (const row of batch) row.reject(error);
      }
    }
    // Set in the same step as the last check above, so no row can be left waiting.
    this.marking = false;
  }

  private async write(batch: Waiting[]) {
    const byStatus = new Map<number, string[]>();
    for (const row of batch) byStatus.set(row.status, [...(byStatus.get(row.status) ?? []), row.leadId]);
    const at = new Date().toISOString();
    await this.db.transaction().execute(async (trx) => {
      for (const [answered, ids] of byStatus) {
        await trx
          .updateTable("webhook_deliveries")
          .set((eb) => ({
            status: "delivered",
            attempts: eb("attempts", "+", 1),
            last_status: answered,
            last_error: null,
            delivered_at: at,
            locked_until: null,
            updated_at: at,
          }))
          .where("lead_id", "in", ids)
          .execute();
      }
      await trx
        .insertInto("webhook_attempts")
        .values(batch.map((row) => row.attempt))
        .execute();
    });
  }
}
