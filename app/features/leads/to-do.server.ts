// What of the sign-ups waits for staff, as items of the console home's to-do list: sign-ups nobody
// has contacted yet, by kind, and deliveries to the webhook that failed.
import type { Db } from "~/platform/db.server";
import type { ToDoItem } from "~/platform/to-do";
import { leadToDos } from "./copy/staff-leads";
import { leadFilterQuery } from "./inbox";
import { failedDeliveryCount, uncontactedByKind } from "./inbox.server";

/** One item per kind with sign-ups not yet contacted, the longest waiting first, linking to the inbox filtered. */
export async function signUpToDos(db: Db, now: Date): Promise<ToDoItem[]> {
  return (await uncontactedByKind(db)).map(({ kind, count, oldestAt }) => ({
    id: `leads-new-${kind}`,
    ...leadToDos.notContacted(kind, count, Math.max(0, now.getTime() - Date.parse(oldestAt))),
    href: `/staff/leads${leadFilterQuery({ kind, followUp: "new" })}`,
  }));
}

/**
 * Failed deliveries, when a webhook is configured. Without one, sign-ups are stored only: their
 * delivery records wait for a webhook that may never come, which is nothing for staff to do.
 */
export async function deliveryToDos(db: Db, webhookUrl: string | undefined): Promise<ToDoItem[]> {
  if (!webhookUrl) return [];
  const failed = await failedDeliveryCount(db);
  return failed === 0
    ? []
    : [
        {
          id: "leads-failed-deliveries",
          ...leadToDos.failedDeliveries(failed),
          href: `/staff/leads${leadFilterQuery({ delivery: "failed" })}`,
        },
      ];
}
