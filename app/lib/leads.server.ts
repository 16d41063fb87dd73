// Receiving a sign-up: rate limit, read, trap, validate, and store the lead together with its
// outbox row, so a stored lead is always delivered later and the reply never waits for the webhook.
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
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
  validateLead,
} from "./lead-forms";
import { logger } from "./logger.server";
import { takeRateLimit } from "./rate-limit.server";

export type LeadReply = { result: LeadFormResult; status: number; headers?: HeadersInit };

const invalid = (formErrors: string[], fieldErrors: FieldErrors = {}): LeadReply => ({
  result: { status: "invalid", fieldErrors, formErrors },
  status: 400,
});

/**
 * Handles one POSTed form: `readFields` reads the body, after the rate limit (a refused client's
 * body is never parsed). `kind` is fixed by a form page; the JSON endpoint reads it from the
 * body's `kind` field.
 */
export async function receiveLead(readFields: () => Promise<PostedFields>, context: unknown, kind?: LeadFormKind): Promise<LeadReply> {
  const limit = takeRateLimit(context, "forms");
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

  const trap = fields[HONEYPOT_FIELD];
  if (trap === undefined) return invalid(["This form must be sent from the form on our site. Please reload the page and try again."]);
  delete fields[HONEYPOT_FIELD];

  const postedKind = fields.kind;
  delete fields.kind;
  const formKind = kind ?? postedKind;
  if (!isLeadKind(formKind) || (kind && postedKind !== undefined && postedKind !== kind)) {
    return invalid(["Unknown form: kind must be mentor, partnership, crown or newsletter."]);
  }

  // A filled trap looks like success to the bot, and nothing is kept.
  if (trap !== "") return { result: { status: "success" }, status: 200 };
  const checked = validateLead(formKind, fields);
  if (!checked.ok) return invalid(checked.formErrors, checked.fieldErrors);

  try {
    const leadId = await storeLead(getDb(), formKind, checked.data);
    if (leadId) wakeLeadDelivery();
  } catch (error) {
    logger.error({ err: errorSummary(error), kind: formKind }, "lead could not be stored");
    return { result: { status: "error" }, status: 503 };
  }
  return { result: { status: "success" }, status: 200 };
}

/**
 * The sign-up endpoint for a body the host has already read (its direct route for form-encoded
 * and JSON posts, docs/decisions/0009-lead-endpoint-on-the-host.md); the same answers as
 * POST /resources/leads through React Router.
 */
export function receiveLeadBody(input: { contentType: string; body: string; context: unknown }): Promise<LeadReply> {
  return receiveLead(async () => fieldsFromText(input.contentType, input.body), input.context);
}

export type PostedFields = { fields: Record<string, unknown> } | { error: string };

const UNSUPPORTED_BODY = "Send the form as application/x-www-form-urlencoded, multipart/form-data or application/json.";
const UNREADABLE_BODY = "The form data could not be read. Please reload the page and try again.";

/** True for the body types read as text: form-encoded and JSON (multipart needs the full parser). */
export function isTextFormType(contentType: string) {
  return contentType.includes("application/json") || contentType.includes("application/x-www-form-urlencoded");
}

/** The posted fields of a request as a plain record: form-encoded, multipart or a JSON object. */
export async function readPostedFields(request: Request): Promise<PostedFields> {
  const type = request.headers.get("content-type") ?? "";
  try {
    if (isTextFormType(type)) return fieldsFromText(type, await request.text());
    if (type.includes("multipart/form-data")) return collectFields(await request.formData());
  } catch {
    return { error: UNREADABLE_BODY };
  }
  return { error: UNSUPPORTED_BODY };
}

/** The fields of a form-encoded or JSON body. */
export function fieldsFromText(contentType: string, text: string): PostedFields {
  try {
    if (contentType.includes("application/json")) {
      const value: unknown = JSON.parse(text);
      if (!value || typeof value !== "object" || Array.isArray(value)) return { error: "The body must be a JSON object of form fields." };
      return { fields: { ...(value as Record<string, unknown>) } };
    }
    if (contentType.includes("application/x-www-form-urlencoded")) return collectFields(new URLSearchParams(text));
  } catch {
    return { error: UNREADABLE_BODY };
  }
  return { error: UNSUPPORTED_BODY };
}

/** Name/value pairs as a record with no prototype; a field sent twice is refused. */
function collectFields(entries: Iterable<[string, unknown]>): PostedFields {
  const fields: Record<string, unknown> = Object.create(null);
  for (const [name, value] of entries) {
    if (Object.hasOwn(fields, name)) return { error: `The field ${JSON.stringify(name.slice(0, 40))} was sent more than once.` };
    fields[name] = value;
  }
  return { fields };
}

/**
 * Stores the lead and its outbox row in one transaction. Returns the lead id, or undefined when
 * a newsletter address was already stored (it is accepted again, kept once).
 */
export async function storeLead<K extends LeadFormKind>(db: Db, kind: K, submission: LeadSubmission<K>): Promise<string | undefined> {
  const { source, firstName, lastName, email, phone, ...details } = submission as Record<string, string | undefined>;
  const id = randomUUID();
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    let insert = trx.insertInto("leads").values({
      id,
      kind,
      source: source as string,
      first_name: firstName ?? null,
      last_name: lastName ?? null,
      email: email as string,
      phone: phone ?? null,
      details: JSON.stringify(details),
      created_at: now,
    });
    if (kind === "newsletter") {
      // The target must repeat the partial index's predicate literally for PostgreSQL to match it.
      insert = insert.onConflict((conflict) => conflict.column("email").where(sql.ref("kind"), "=", sql.lit("newsletter")).doNothing());
    }
    const stored = await insert.returning("id").executeTakeFirst();
    if (!stored) return undefined;
    await trx
      .insertInto("webhook_deliveries")
      .values({ lead_id: id, idempotency_key: randomUUID(), next_attempt_at: now, created_at: now, updated_at: now })
      .execute();
    return id;
  });
}

/** An error's class and code only: database errors can quote the values that failed. */
export function errorSummary(error: unknown) {
  if (!(error instanceof Error)) return { type: typeof error };
  return { type: error.name, code: (error as { code?: unknown }).code };
}
