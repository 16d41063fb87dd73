// Receiving a sign-up: rate limit, read, trap, validate, and store the lead together with its
// outbox row, so a stored lead is always delivered later and the reply never waits for the webhook.
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { dialectOf } from "../../db/dialect";
import type { Db } from "./db.server";
import { getDb } from "./db.server";
import { wakeLeadDelivery } from "./lead-delivery.server";
import {
  type FieldErrors,
  HONEYPOT_FIELD,
  isLeadKind,
  type LeadFormKind,
  type LeadFormResult,
  type LeadSubmission,
  formMessagesIn,
  validateLead,
} from "./lead-forms";
import { errorSummary, logger } from "./logger.server";
import { isLocale, type Locale, unknownLocaleMessage } from "~/content/translation";
import type { PostedFields } from "./posted-fields.server";
import { takeRateLimit } from "./rate-limit.server";

export type LeadReply = { result: LeadFormResult; status: number; headers?: Record<string, string> };

const invalid = (formErrors: string[], fieldErrors: FieldErrors = {}): LeadReply => ({
  result: { status: "invalid", fieldErrors, formErrors },
  status: 400,
});

/**
 * Handles one POSTed form: `readFields` reads the body, after the rate limit (a refused client's
 * body is never parsed; `clientIp` keys the limit, hashed). `kind` is fixed by a form page; the
 * endpoint (POST /resources/leads) reads it from the body's `kind` field. The body's `locale` ("en",
 * the default, or "es") is the form page's language: messages come in it, and the lead keeps it.
 */
export async function receiveLead(readFields: () => Promise<PostedFields>, clientIp: string, kind?: LeadFormKind): Promise<LeadReply> {
  const limit = await takeRateLimit(clientIp, "forms");
  if (!limit.ok) {
    return {
      result: { status: "rate-limited", retryAfter: limit.retryAfter },
      status: 429,
      headers: { "Retry-After": String(limit.retryAfter) },
    };
  }

  const body = await readFields();
  if ("error" in body) return invalid([body.error]);
  const fields = body.fields;

  // The language comes first: every message after it is in that language.
  const locale = fields.locale ?? "en";
  delete fields.locale;
  if (!isLocale(locale)) return invalid([unknownLocaleMessage]);
  const messages = formMessagesIn(locale);

  const trap = fields[HONEYPOT_FIELD];
  if (trap === undefined) return invalid([messages.notFromOurForm]);
  delete fields[HONEYPOT_FIELD];

  const postedKind = fields.kind;
  delete fields.kind;
  const formKind = kind ?? postedKind;
  if (!isLeadKind(formKind) || (kind && postedKind !== undefined && postedKind !== kind)) {
    return invalid([messages.unknownForm]);
  }

  // A filled trap looks like success to the bot, and nothing is kept.
  if (trap !== "") return { result: { status: "success" }, status: 200 };
  const checked = validateLead(formKind, fields, locale);
  if (!checked.ok) return invalid(checked.formErrors, checked.fieldErrors);

  try {
    const leadId = await storeLead(getDb(), formKind, checked.data, locale);
    if (leadId) wakeLeadDelivery();
  } catch (error) {
    logger.error({ err: errorSummary(error), kind: formKind }, "lead could not be stored");
    return { result: { status: "error" }, status: 503 };
  }
  return { result: { status: "success" }, status: 200 };
}

/**
 * Stores the lead and its outbox row together: a stored lead always has its delivery queued.
 * Returns the lead id, or undefined when a newsletter address was already stored (it is accepted
 * again, kept once). On PostgreSQL that is one statement (the lead's insert feeds the outbox's in a
 * WITH), one round trip where BEGIN, two INSERTs and COMMIT took four; SQLite, in process, cannot
 * write inside a WITH and runs the two inserts in a transaction.
 */
export async function storeLead<K extends LeadFormKind>(
  db: Db,
  kind: K,
  submission: LeadSubmission<K>,
  locale: Locale = "en",
): Promise<string | undefined> {
  const { source, firstName, lastName, email, phone, ...details } = submission as Record<string, string | undefined>;
  const id = randomUUID();
  const now = new Date().toISOString();
  const leadInsert = (into: Db) => {
    const insert = into.insertInto("leads").values({
      id,
      kind,
      source: source as string,
      first_name: firstName ?? null,
      last_name: lastName ?? null,
      email: email as string,
      phone: phone ?? null,
      details: JSON.stringify(details),
      locale,
      created_at: now,
    });
    // A newsletter address is kept once. The target must repeat the partial index's predicate
    // literally for PostgreSQL to match it.
    return kind === "newsletter"
      ? insert.onConflict((conflict) => conflict.column("email").where(sql.ref("kind"), "=", sql.lit("newsletter")).doNothing())
      : insert;
  };
  const delivery = { idempotency_key: randomUUID(), next_attempt_at: now, created_at: now, updated_at: now };

  if (dialectOf(db) === "postgres") {
    const queued = await db
      .with("lead", (into) => leadInsert(into as Db).returning("id"))
      .insertInto("webhook_deliveries")
      .columns(["lead_id", "idempotency_key", "next_attempt_at", "created_at", "updated_at"])
      .expression((eb) =>
        eb
          .selectFrom("lead")
          .select([
            "lead.id",
            eb.val(delivery.idempotency_key).as("idempotency_key"),
            eb.val(now).as("next_attempt_at"),
            eb.val(now).as("created_at"),
            eb.val(now).as("updated_at"),
          ]),
      )
      .returning("lead_id")
      .executeTakeFirst();
    return queued?.lead_id;
  }
  return db.transaction().execute(async (trx) => {
    const stored = await leadInsert(trx).returning("id").executeTakeFirst();
    if (!stored) return undefined;
    await trx
      .insertInto("webhook_deliveries")
      .values({ lead_id: id, ...delivery })
      .execute();
    return id;
  });
}
