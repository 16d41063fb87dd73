// Receiving a sign-up: rate limit, read, trap, validate, and store the lead together with its
// outbox row, so a stored lead is always delivered later and the reply never waits for the webhook.
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { dialectOf } from "../../../db/dialect";
import type { NewLead } from "../../../db/schema";
import type { Db } from "~/platform/db.server";
import { getDb } from "~/platform/db.server";
import { wakeLeadDelivery } from "./delivery.server";
import {
  type FieldErrors,
  HONEYPOT_FIELD,
  isLeadKind,
  type LeadFormKind,
  type LeadFormResult,
  type LeadSubmission,
  formMessagesIn,
  validateLead,
} from "./forms";
import { errorSummary, logger } from "~/platform/logger.server";
import { isLocale, type Locale, unknownLocaleMessage } from "~/platform/translation";
import type { PostedFields } from "~/platform/posted-fields.server";
import { takeRateLimit } from "~/platform/rate-limit.server";
import { batchedWriters, WritesOverloadedError } from "~/platform/write-batches.server";

export type LeadReply = {
  result: LeadFormResult;
  status: number;
  headers?: Record<string, string>;
  /** The kind of a lead stored by this request (not a newsletter address kept already, not a bot's trap). */
  stored?: LeadFormKind;
  /** The stored lead's form `source` (the page it was sent from), for insights' conversion per page. */
  source?: string;
};

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

  let stored: string | undefined;
  try {
    stored = await storeLead(getDb(), formKind, checked.data, locale);
  } catch (error) {
    logger.error({ err: errorSummary(error), kind: formKind }, "lead could not be stored");
    return { result: { status: "error" }, status: 503 };
  }
  if (stored) wakeLeadDelivery();
  if (!stored) return { result: { status: "success" }, status: 200 };
  return { result: { status: "success" }, status: 200, stored: formKind, source: checked.data.source };
}

/** The leads table's row for a checked submission: the kind's own fields go into `details`. */
function leadRow<K extends LeadFormKind>(kind: K, submission: LeadSubmission<K>, locale: Locale) {
  const { source, firstName, lastName, email, phone, ...details } = submission as Record<string, string | undefined>;
  return {
    id: randomUUID(),
    kind,
    source: source as string,
    first_name: firstName ?? null,
    last_name: lastName ?? null,
    email: email as string,
    phone: phone ?? null,
    details: JSON.stringify(details),
    locale,
    created_at: new Date().toISOString(),
  } satisfies NewLead;
}

type LeadRow = ReturnType<typeof leadRow>;

/**
 * Writes several leads, each with its outbox row, in one transaction; returns the ids stored (a
 * newsletter address already kept, or twice in the batch, is stored once). On PostgreSQL that is
 * one statement: the leads' insert feeds the outbox's in a WITH (the idempotency keys drawn there).
 * SQLite, in process, cannot write inside a WITH and runs the two inserts in a transaction.
 */
async function writeLeads(db: Db, rows: LeadRow[]): Promise<Set<string>> {
  const leadInsert = (into: Db) =>
    into
      .insertInto("leads")
      .values(rows)
      // A newsletter address is kept once. The target must repeat the partial index's predicate
      // literally for PostgreSQL to match it; other kinds never meet that index.
      .onConflict((conflict) => conflict.column("email").where(sql.ref("kind"), "=", sql.lit("newsletter")).doNothing());
  if (dialectOf(db) === "postgres") {
    const result = await db
      .with("lead", (into) => leadInsert(into as Db).returning(["id", "created_at"]))
      .insertInto("webhook_deliveries")
      .columns(["lead_id", "idempotency_key", "next_attempt_at", "created_at", "updated_at"])
      .expression((eb) =>
        eb
          .selectFrom("lead")
          .select([
            "lead.id",
            sql<string>`gen_random_uuid()::text`.as("idempotency_key"),
            "lead.created_at as next_attempt_at",
            "lead.created_at as created_at",
            "lead.created_at as updated_at",
          ]),
      )
      .returning("lead_id")
      .execute();
    return new Set(result.map((row) => row.lead_id));
  }
  return db.transaction().execute(async (trx) => {
    const stored = await leadInsert(trx).returning(["id", "created_at"]).execute();
    if (stored.length) {
      await trx
        .insertInto("webhook_deliveries")
        .values(
          stored.map(({ id, created_at }) => {
            const at = String(created_at);
            return { lead_id: id, idempotency_key: randomUUID(), next_attempt_at: at, created_at: at, updated_at: at };
          }),
        )
        .execute();
    }
    return new Set(stored.map((row) => row.id));
  });
}

/** One batched writer per database (write-batches.server.ts): an outcome per lead, stored or not. */
const leadWriterFor = batchedWriters((db: Db) => ({
  overloaded: () => new WritesOverloadedError("too many sign-ups waiting to be stored"),
  write: async (rows: LeadRow[]) => {
    const stored = await writeLeads(db, rows);
    return rows.map((row) => stored.has(row.id));
  },
}));

/**
 * Stores the lead and its outbox row together: a stored lead always has its delivery queued.
 * Resolves with the lead id, or undefined when a newsletter address was already stored (it is
 * accepted again, kept once). Sign-ups that arrive while the last batch is written are written
 * together, like likes: one transaction, on PostgreSQL one statement, so a burst pays one commit
 * and one round trip instead of one per sign-up (figures in ADR 0028). A batch that fails is
 * written again one lead at a time, so one refused lead never costs the others theirs.
 */
export async function storeLead<K extends LeadFormKind>(
  db: Db,
  kind: K,
  submission: LeadSubmission<K>,
  locale: Locale = "en",
): Promise<string | undefined> {
  const row = leadRow(kind, submission, locale);
  return (await leadWriterFor(db).add(row)) ? row.id : undefined;
}
