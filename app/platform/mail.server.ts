// Mail to staff through an outbox: a feature queues a message (one row), and the mail worker sends
// it through SMTP_URL, retrying with a growing wait while the SMTP server is away, so no request
// ever waits on mail and nothing queued is lost to a restart. Without SMTP_URL nothing is queued
// and the console says email is off. Sent with nodemailer; the bodies are plain text. A sent mail
// keeps no body, and a one-time link is made only as its mail goes out (`OneTimeLinks`): neither
// the outbox nor a backup of it holds a link that opens anything.
import { randomUUID } from "node:crypto";
import nodemailer, { type Transporter } from "nodemailer";
import { sql } from "kysely";
import { dialectOf } from "../../db/dialect";
import type { Db } from "./db.server";
import { type Env, getEnv } from "./env.server";
import { errorSummary, logger as defaultLogger } from "./logger.server";
import { runPeriodically } from "./periodic.server";

/**
 * A mail; one with `link` (the kind of one-time link it carries) says `ONE_TIME_LINK` where the
 * link goes, and the link is made when the mail is sent.
 */
export type Mail = { to: string; subject: string; body: string; link?: string };

/** Where a queued mail's one-time link goes in its body. */
export const ONE_TIME_LINK = "[one-time link]";

/**
 * Makes the one-time link of mail `mailId` as it is sent (storing only its hash), or says there is
 * none to send (the link was voided or has expired meanwhile): the mail is then dropped.
 */
export type OneTimeLinks = Record<string, (db: Db, mailId: string, now: Date) => Promise<string | undefined>>;

/** The most an address, a subject or a body may be: mail is written by the site, so this only guards a bug. */
const LIMITS = { to: 254, subject: 200, body: 20_000 } as const;
/** Attempts before a message is given up (about two days at the longest wait). */
const MAX_ATTEMPTS = 40;
/** How long a worker holds the messages it took; another may send them after (a worker that died). */
const LEASE_MS = 2 * 60_000;
const BATCH = 20;

/** Whether staff mail is configured: SMTP_URL and MAIL_FROM (the environment check asks for both). */
export function mailEnabled(env: Pick<Env, "SMTP_URL" | "MAIL_FROM"> = getEnv()) {
  return Boolean(env.SMTP_URL && env.MAIL_FROM);
}

/** Queues messages in the caller's transaction (or alone); they go out when the worker next runs. Returns their ids. */
export async function queueMail(db: Db, mails: readonly Mail[], now = new Date()): Promise<string[]> {
  if (mails.length === 0) return [];
  const at = now.toISOString();
  const ids = mails.map(() => randomUUID());
  await db
    .insertInto("mail_outbox")
    .values(
      mails.map((mail, i) => {
        if (
          mail.to.length > LIMITS.to ||
          mail.subject.length > LIMITS.subject ||
          mail.body.length > LIMITS.body ||
          /[\r\n]/.test(mail.subject)
        ) {
          throw new Error("a queued mail is malformed (address, subject or body too long, or a line break in the subject)");
        }
        return {
          id: ids[i]!,
          to_email: mail.to,
          subject: mail.subject,
          body: mail.body,
          link: mail.link ?? null,
          next_attempt_at: at,
          created_at: at,
        };
      }),
    )
    .execute();
  return ids;
}

/** Deletes mail sent or given up before `before`. Returns how many. */
export async function deleteOldMail(db: Db, before: Date) {
  const cutoff = before.toISOString();
  const sent = await db.deleteFrom("mail_outbox").where("sent_at", "<", cutoff).executeTakeFirst();
  const failed = await db.deleteFrom("mail_outbox").where("failed_at", "<", cutoff).executeTakeFirst();
  return Number(sent.numDeletedRows) + Number(failed.numDeletedRows);
}

/** The wait before attempt `attempts + 1`: a minute, doubling, at most an hour. */
export const retryDelayMs = (attempts: number, baseMs: number) => Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 60 * 60_000);

type Claimed = { id: string; to_email: string; subject: string; body: string; link: string | null; attempts: number };

/** Takes up to `limit` due messages for this worker. */
async function claimDue(db: Db, now: Date, limit: number): Promise<Claimed[]> {
  const nowIso = now.toISOString();
  const lease = new Date(now.getTime() + LEASE_MS).toISOString();
  // SQLite runs one writer at a time, so its plain UPDATE is already an exclusive claim.
  const skipLocked = dialectOf(db) === "postgres" ? sql`for update skip locked` : sql``;
  const result = await sql<Claimed>`
    update mail_outbox set claimed_until = ${lease}
    where id in (
      select id from mail_outbox
      where sent_at is null and failed_at is null and next_attempt_at <= ${nowIso}
        and (claimed_until is null or claimed_until < ${nowIso})
      order by next_attempt_at
      limit ${limit}
      ${skipLocked}
    )
    returning id, to_email, subject, body, link, attempts`.execute(db);
  return result.rows;
}

export type MailSettings = { smtpUrl: string; from: string; pollMs: number; retryBaseMs: number; links?: OneTimeLinks };

/** The body as it goes out: its one-time link made now, or undefined when it has none to send any more. */
async function bodyToSend(db: Db, mail: Claimed, links: OneTimeLinks, now: Date) {
  if (!mail.link) return mail.body;
  const link = await links[mail.link]?.(db, mail.id, now);
  return link === undefined ? undefined : mail.body.replaceAll(ONE_TIME_LINK, link);
}

/** Sends what is due once: each message sent is marked, each refused is tried again later. Returns how many were sent. */
export async function sendDueMail(
  db: Db,
  transport: Transporter,
  settings: Pick<MailSettings, "from" | "retryBaseMs" | "links">,
  now = new Date(),
  log = defaultLogger,
) {
  let sent = 0;
  for (;;) {
    const batch = await claimDue(db, now, BATCH);
    for (const mail of batch) {
      try {
        const body = await bodyToSend(db, mail, settings.links ?? {}, now);
        if (body === undefined) {
          await db.deleteFrom("mail_outbox").where("id", "=", mail.id).execute();
          log.info({ mail: mail.id }, "staff mail dropped: its link was voided or has expired");
          continue;
        }
        await transport.sendMail({ from: settings.from, to: mail.to_email, subject: mail.subject, text: body });
        // What was sent lives in the mailbox now; the outbox keeps that it was sent, not what it said.
        await db
          .updateTable("mail_outbox")
          .set({ sent_at: new Date().toISOString(), claimed_until: null, attempts: mail.attempts + 1, body: "" })
          .where("id", "=", mail.id)
          .execute();
        sent++;
      } catch (error) {
        const attempts = mail.attempts + 1;
        const giveUp = attempts >= MAX_ATTEMPTS;
        const problem = errorSummary(error);
        // What went wrong, without the server's words (they can quote the address).
        const responseCode = (error as { responseCode?: unknown }).responseCode;
        await db
          .updateTable("mail_outbox")
          .set({
            attempts,
            claimed_until: null,
            last_error: [problem.type, problem.code, responseCode].filter(Boolean).join(" ").slice(0, 100),
            next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts, settings.retryBaseMs)).toISOString(),
            failed_at: giveUp ? new Date().toISOString() : null,
            ...(giveUp ? { body: "" } : {}),
          })
          .where("id", "=", mail.id)
          .execute();
        // The address is a staff member's; the log says which message, never to whom.
        log.warn({ mail: mail.id, attempts, err: problem }, giveUp ? "staff mail given up" : "staff mail not sent; will retry");
        // The server is likely away: the rest of the batch waits for the next round.
        await db
          .updateTable("mail_outbox")
          .set({ claimed_until: null })
          .where(
            "id",
            "in",
            batch.map((m) => m.id),
          )
          .where("sent_at", "is", null)
          .execute();
        return sent;
      }
    }
    if (batch.length < BATCH) return sent;
  }
}

/** A nodemailer transport for SMTP_URL; smtp:// must upgrade with STARTTLS unless the server is on this machine. */
export function smtpTransport(smtpUrl: string): Transporter {
  const url = new URL(smtpUrl);
  const loopback = ["localhost", "127.0.0.1", "[::1]", "::1"].includes(url.hostname);
  return nodemailer.createTransport({
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: Number(url.port) || (url.protocol === "smtps:" ? 465 : 587),
    secure: url.protocol === "smtps:",
    requireTLS: url.protocol === "smtp:" && !loopback,
    ignoreTLS: url.protocol === "smtp:" && loopback,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

/** The worker: sends due mail now and every `pollMs`, and when woken (a message was just queued). */
export function startMailWorker(db: Db, settings: MailSettings, log = defaultLogger) {
  const transport = smtpTransport(settings.smtpUrl);
  const worker = runPeriodically(
    settings.pollMs,
    async () => {
      const sent = await sendDueMail(db, transport, settings, new Date(), log);
      if (sent) log.info({ sent }, "staff mail sent");
    },
    (error) => log.error({ err: errorSummary(error) }, "staff mail worker failed; trying again"),
  );
  return {
    wake: worker.wake,
    async stop() {
      await worker.stop();
      transport.close();
    },
  };
}
