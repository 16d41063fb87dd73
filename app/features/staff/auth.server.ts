// Staff accounts, passwords and sessions for the console (docs/decisions/0022). Every console
// loader and action runs behind `staffMiddleware` (the /staff layout's middleware): the one place
// where a request is tied to a staff member, or refused.
import { createHash, randomBytes, randomUUID, scrypt, timingSafeEqual } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { createContext, type MiddlewareFunction, redirect } from "react-router";
import { type Db, dialectOf } from "../../../db/connect";
import type { StaffRole } from "../../../db/schema";
import type { StaffUser } from "~/platform/staff-user";
import { recordAudit } from "~/platform/audit-log.server";
import { cookieAttributes, cookieName, readCookie } from "~/platform/cookies.server";
import { getDb } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";
import { type Mail, ONE_TIME_LINK, type OneTimeLinks, queueMail } from "~/platform/mail.server";
import { returnQuota, takeQuota, usesInWindow } from "~/platform/rate-limit.server";
import { PASSWORD_MAX, PASSWORD_MIN } from "./console-pages";
import { WorkSlots } from "~/platform/work-slots.server";

export type { StaffRole };

export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
export const SETUP_LINK_MS = 24 * 60 * 60_000;
/** How long a link asked for with "Forgot password?" works once it is mailed. */
export const RESET_LINK_MS = 30 * 60_000;
const LINK_MS = { setup: SETUP_LINK_MS, reset: RESET_LINK_MS } as const;

const SESSION_COOKIE = "wyp_staff";
// A session's last_seen_at is written at most this often (every console request would otherwise write).
const TOUCH_EVERY_MS = 60_000;

/** The signed-in staff member of this request, set by staffMiddleware for every console route. */
export const staffContext = createContext<StaffUser>();

// --- passwords ------------------------------------------------------------------------------

// scrypt with OWASP's current parameters (N = 2^17, r = 8, p = 1: 128 MiB per hash; N comes from
// PASSWORD_HASH_LOG_N, which only tests lower). At most two hash at once, so a burst of sign-ins
// costs time, not the server's memory; and at most eight wait, so a sign-in is never stuck behind
// a long line: past it, the answer is 503 with Retry-After (PasswordHashBusyError).
const SCRYPT = { r: 8, p: 1, keyLength: 32 };
const SCRYPT_MAXMEM = 256 * 1024 * 1024;
const hashSlots = new WorkSlots({ what: "password checks", concurrency: 2, queueLimit: 8, retryAfterSeconds: 5 });

export { WorkSlotsBusyError as PasswordHashBusyError } from "~/platform/work-slots.server";

function scryptHash(password: string, salt: Buffer, params: { N: number; r: number; p: number; keyLength: number }) {
  return hashSlots.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(
          password.normalize("NFKC"),
          salt,
          params.keyLength,
          { N: params.N, r: params.r, p: params.p, maxmem: SCRYPT_MAXMEM },
          (error, key) => (error ? reject(error) : resolve(key)),
        ),
      ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** getEnv().PASSWORD_HASH_LOG_N;
  const key = await scryptHash(password, salt, { ...SCRYPT, N });
  return ["scrypt", N, SCRYPT.r, SCRYPT.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await scryptHash(password, Buffer.from(salt, "base64url"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    keyLength: expected.length,
  });
  return timingSafeEqual(key, expected);
}

// A hash to check a password against when the email matches no account, so a wrong email takes
// as long as a wrong password.
let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashPassword(randomBytes(18).toString("base64url")));

let commonPasswords: Promise<Set<string>> | undefined;

/** Why a new password is refused, or null when it is acceptable. */
export async function passwordProblem(password: string, email: string): Promise<string | null> {
  if (password.length < PASSWORD_MIN) return `Use at least ${PASSWORD_MIN} characters.`;
  if (password.length > PASSWORD_MAX) return `Use at most ${PASSWORD_MAX} characters.`;
  const lower = password.toLowerCase();
  const localPart = email.toLowerCase().split("@")[0] ?? "";
  if (lower === email.toLowerCase() || (localPart.length >= 4 && lower.includes(localPart))) {
    return "Choose a password that does not contain your email address.";
  }
  if (/^(.)\1*$/.test(password)) return "Choose a password that is not one character repeated.";
  // The 49k most common passwords (zxcvbn's list), loaded the first time a password is set.
  commonPasswords ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set((dictionary["passwords-common"] as string[]).map((word) => word.toLowerCase())),
  );
  const common = await commonPasswords;
  // "password12345" is "password" with digits: as easy to guess.
  if (common.has(lower) || common.has(lower.replace(/[\d\W_]+$/, "")) || common.has(lower.replace(/^[\d\W_]+/, "")))
    return "This password is too common. Choose one that is harder to guess.";
  return null;
}

// --- tokens ---------------------------------------------------------------------------------

const newToken = () => randomBytes(32).toString("base64url");
/** What the database keeps of a session id or setup token: its SHA-256, so a copy of the table opens nothing. */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("base64url");

// --- accounts -------------------------------------------------------------------------------

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export class StaffAccountError extends Error {}

export async function findStaffByEmail(db: Db, email: string) {
  return db.selectFrom("staff_users").selectAll().where("email", "=", normalizeEmail(email)).executeTakeFirst();
}

/** A new account without a password, and its setup link's token. */
export async function createStaffAccount(db: Db, email: string, role: StaffRole) {
  const address = normalizeEmail(email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) throw new StaffAccountError(`not an email address: ${email}`);
  if (await findStaffByEmail(db, address)) throw new StaffAccountError(`an account for ${address} already exists`);
  const id = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto("staff_users")
    // Owners hear of each new sign-up and entry by email (when the site has email); editors choose to.
    .values({
      id,
      email: address,
      role,
      password_hash: null,
      disabled_at: null,
      created_at: now,
      updated_at: now,
      notify: role === "owner" ? "each" : "off",
    })
    .execute();
  return { id, email: address, role, token: await createSetupToken(db, id) };
}

/** A fresh single-use setup link for the account, shown once (never stored); older links stop working. */
export async function createSetupToken(db: Db, userId: string, now = new Date()) {
  const token = newToken();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("staff_setup_tokens").where("user_id", "=", userId).execute();
    await trx
      .insertInto("staff_setup_tokens")
      .values({
        token_hash: tokenHash(token),
        user_id: userId,
        expires_at: new Date(now.getTime() + SETUP_LINK_MS).toISOString(),
        used_at: null,
        created_at: now.toISOString(),
        purpose: "setup",
      })
      .execute();
  });
  return token;
}

export const setupLink = (token: string) => `${getEnv().SITE_URL}/staff/setup/${token}`;

const MAILED_LINK = "staff-setup";

/**
 * Queues a mail with a link to choose the account's password: `setup` from an owner, `reset` asked
 * for with "Forgot password?". The link is made when the mail is sent (`staffMailLinks`), so
 * neither the outbox nor a backup holds one that works. A reset voids the older reset links,
 * whose mails not yet sent are dropped, and never a setup link: whoever asks cannot take a
 * member's invitation away (issue 42, row 8).
 */
export async function queueLinkMail(
  db: Db,
  account: { id: string; email: string },
  purpose: "setup" | "reset",
  write: (link: string) => Omit<Mail, "to">,
  now = new Date(),
) {
  await db.transaction().execute(async (trx) => {
    if (purpose === "reset") {
      await trx.deleteFrom("staff_setup_tokens").where("user_id", "=", account.id).where("purpose", "=", "reset").execute();
    }
    const [mailId] = await queueMail(trx, [{ to: account.email, ...write(ONE_TIME_LINK), link: MAILED_LINK }], now);
    await trx
      .insertInto("staff_setup_tokens")
      .values({
        // Until the mail is sent, the hash of a token nobody holds.
        token_hash: tokenHash(newToken()),
        user_id: account.id,
        expires_at: new Date(now.getTime() + LINK_MS[purpose]).toISOString(),
        used_at: null,
        created_at: now.toISOString(),
        purpose,
        mail_id: mailId,
      })
      .execute();
  });
}

/**
 * The mail worker's maker of the links `queueLinkMail` queued (app/host.server.ts hands it over):
 * a new token as the mail goes out, working for the link's whole time from then, its hash stored in
 * place of the stand-in. Nothing when the link was voided, used or has expired meanwhile.
 */
export const staffMailLinks: OneTimeLinks = {
  [MAILED_LINK]: async (db, mailId, now) => {
    const link = await db
      .selectFrom("staff_setup_tokens as t")
      .innerJoin("staff_users as u", "u.id", "t.user_id")
      .select(["t.token_hash", "t.purpose"])
      .where("t.mail_id", "=", mailId)
      .where("t.used_at", "is", null)
      .where("t.expires_at", ">", now.toISOString())
      .where("u.disabled_at", "is", null)
      .executeTakeFirst();
    if (!link) return undefined;
    const token = newToken();
    const made = await db
      .updateTable("staff_setup_tokens")
      .set({ token_hash: tokenHash(token), expires_at: new Date(now.getTime() + LINK_MS[link.purpose]).toISOString() })
      .where("token_hash", "=", link.token_hash)
      .where("used_at", "is", null)
      .executeTakeFirst();
    return Number(made.numUpdatedRows) === 1 ? setupLink(token) : undefined;
  },
};

/** Ends every session of the account (sign-out everywhere, disabling, a reset). */
export async function endSessions(db: Db, userId: string) {
  await db.deleteFrom("staff_sessions").where("user_id", "=", userId).execute();
}

/**
 * A new password, or none (an owner's reset), ends what the old one opened: every open setup or
 * reset link of the account and every session (issue 42, row 9). Run in the caller's transaction.
 */
async function replacePassword(trx: Db, userId: string, hash: string | null, now: Date) {
  await trx.updateTable("staff_users").set({ password_hash: hash, updated_at: now.toISOString() }).where("id", "=", userId).execute();
  await trx.deleteFrom("staff_setup_tokens").where("user_id", "=", userId).execute();
  await endSessions(trx, userId);
}

/** A new setup link for the account; its password and sessions stop working at once. */
export async function resetStaffAccount(db: Db, userId: string) {
  await db.transaction().execute((trx) => replacePassword(trx, userId, null, new Date()));
  return createSetupToken(db, userId);
}

export async function setStaffDisabled(db: Db, userId: string, disabled: boolean) {
  const now = new Date().toISOString();
  await db
    .updateTable("staff_users")
    .set({ disabled_at: disabled ? now : null, updated_at: now })
    .where("id", "=", userId)
    .execute();
  if (disabled) {
    await endSessions(db, userId);
    await db.deleteFrom("staff_setup_tokens").where("user_id", "=", userId).execute();
  }
}

/** What became of a role change: made, already so, no such account, or refused as it would leave no owner. */
export type RoleChange = { result: "changed" | "unchanged"; from: StaffRole } | { result: "not-found" } | { result: "last-owner" };

/**
 * Makes the account an owner or an editor. An owner becomes an editor only while another owner
 * can still run the console (active: set up and not disabled), so the console is never left
 * without one. The owners are locked first (PostgreSQL), so two owners demoting each other at
 * once cannot both succeed; SQLite runs one write transaction at a time.
 */
export async function changeStaffRole(db: Db, userId: string, role: StaffRole): Promise<RoleChange> {
  return db.transaction().execute(async (trx) => {
    let ownersQuery = trx.selectFrom("staff_users").select(["id", "disabled_at", "password_hash"]).where("role", "=", "owner");
    if (dialectOf(trx) === "postgres") ownersQuery = ownersQuery.forUpdate();
    const owners = await ownersQuery.execute();
    const account = await trx.selectFrom("staff_users").select(["id", "role"]).where("id", "=", userId).executeTakeFirst();
    if (!account) return { result: "not-found" };
    if (account.role === role) return { result: "unchanged", from: account.role };
    const othersActive = owners.filter((owner) => owner.id !== userId && owner.disabled_at === null && owner.password_hash !== null);
    if (role === "editor" && othersActive.length === 0) return { result: "last-owner" };
    await trx.updateTable("staff_users").set({ role, updated_at: new Date().toISOString() }).where("id", "=", userId).execute();
    return { result: "changed", from: account.role };
  });
}

/** The account a setup link opens, if the link is unused, unexpired and the account active. */
export async function accountForSetupToken(db: Db, token: string, now = new Date()) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  return db
    .selectFrom("staff_setup_tokens as t")
    .innerJoin("staff_users as u", "u.id", "t.user_id")
    .select(["u.id", "u.email", "u.role", "t.purpose"])
    .where("t.token_hash", "=", tokenHash(token))
    .where("t.used_at", "is", null)
    .where("t.expires_at", ">", now.toISOString())
    .where("u.disabled_at", "is", null)
    .executeTakeFirst();
}

/**
 * The active account an expired link was made for (its row stays until the retention pass; a link
 * that was used or replaced is gone), so whoever holds it can ask for a new one to the same address.
 */
export async function accountForExpiredLink(db: Db, token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  return db
    .selectFrom("staff_setup_tokens as t")
    .innerJoin("staff_users as u", "u.id", "t.user_id")
    .select(["u.email"])
    .where("t.token_hash", "=", tokenHash(token))
    .where("t.used_at", "is", null)
    .where("u.disabled_at", "is", null)
    .executeTakeFirst();
}

/** Uses the link: sets the password, ends every session and voids every other link. Fails if the link was used meanwhile. */
export async function completeSetup(db: Db, token: string, password: string, now = new Date()): Promise<StaffUser | undefined> {
  const account = await accountForSetupToken(db, token, now);
  if (!account) return undefined;
  const hash = await hashPassword(password);
  const done = await db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable("staff_setup_tokens")
      .set({ used_at: now.toISOString() })
      .where("token_hash", "=", tokenHash(token))
      .where("used_at", "is", null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return false;
    await replacePassword(trx, account.id, hash, now);
    return true;
  });
  return done ? { id: account.id, email: account.email, role: account.role as StaffRole } : undefined;
}

export type PasswordCheck = { ok: true } | { ok: false; reason: "wrong" } | { ok: false; reason: "throttled"; retryAfter: number };

/**
 * How long a sign-in to an account waits after `failures` failed ones in the window from any
 * address: nothing up to the account's allowance, then a quarter second doubling with each
 * failure, at most ten seconds. Someone who knows a staff email can slow that person's sign-in
 * down, never lock them out (issue 27, row 5).
 */
export function accountSlowdownMs(failures: number, allowance: number): number {
  if (failures < allowance) return 0;
  return Math.min(10_000, 250 * 2 ** Math.min(failures - allowance, 10));
}

/**
 * A password check under the sign-in limits. Failures count per address, per account from that
 * address, and per account from everywhere. Past either of the first two the answer is "throttled"
 * without checking anything; the third only slows the check down, so a stranger guessing from
 * other addresses cannot lock the account's owner out. A success gives its uses back. Whoever
 * guesses (signing in, or at /staff/password with a session) gets the same allowance.
 */
async function checkWithinLimits(email: string, clientIp: string, check: () => Promise<boolean>): Promise<PasswordCheck> {
  const byAddress = await takeQuota(clientIp, "staff-sign-in-address");
  const byPair = await takeQuota(clientIp, "staff-sign-in-pair", email);
  const byAccount = await takeQuota(email, "staff-sign-in-account");
  const giveBack = () => [byAddress, byPair, byAccount].forEach(returnQuota);
  if (!byAddress.ok || !byPair.ok) {
    giveBack();
    const retryAfter = Math.max(byAddress.ok ? 0 : byAddress.retryAfter, byPair.ok ? 0 : byPair.retryAfter);
    return { ok: false, reason: "throttled", retryAfter };
  }
  // This attempt is counted in the window already: the failures before it are one fewer.
  const failures = Math.max(0, (await usesInWindow(byAccount)) - 1);
  const wait = accountSlowdownMs(failures, getEnv().STAFF_SIGN_IN_FAILURES_PER_ACCOUNT);
  if (wait > 0) await sleep(wait);
  let matches: boolean;
  try {
    matches = await check();
  } catch (error) {
    // Nothing was checked (the hash line was full): the attempt does not count.
    giveBack();
    throw error;
  }
  if (!matches) return { ok: false, reason: "wrong" };
  // Only failures count.
  giveBack();
  return { ok: true };
}

/**
 * Changes a signed-in member's password when the current one is right (guesses of it count as
 * failed sign-ins); every session ends and every open setup or reset link stops working.
 */
export async function changePassword(db: Db, user: StaffUser, current: string, next: string, clientIp: string): Promise<PasswordCheck> {
  const account = await db.selectFrom("staff_users").select("password_hash").where("id", "=", user.id).executeTakeFirst();
  const checked = await checkWithinLimits(normalizeEmail(user.email), clientIp, async () =>
    Boolean(account?.password_hash && (await verifyPassword(current.slice(0, PASSWORD_MAX), account.password_hash))),
  );
  if (!checked.ok) return checked;
  const hash = await hashPassword(next);
  await db.transaction().execute((trx) => replacePassword(trx, user.id, hash, new Date()));
  return checked;
}

// --- sign-in --------------------------------------------------------------------------------

export type SignInResult =
  { ok: true; user: StaffUser } | { ok: false; reason: "wrong" } | { ok: false; reason: "throttled"; retryAfter: number };

/**
 * Checks an email and password. A wrong email, a wrong password, a disabled account and one not
 * set up yet are the same answer, after the same work. Failures count per address and per
 * account; past either limit the answer is "throttled" without checking anything.
 */
export async function signIn(db: Db, email: string, password: string, clientIp: string): Promise<SignInResult> {
  const address = normalizeEmail(email);
  const found: { account?: Awaited<ReturnType<typeof findStaffByEmail>> } = {};
  const checked = await checkWithinLimits(address, clientIp, async () => {
    const account = password.length <= PASSWORD_MAX ? await findStaffByEmail(db, address) : undefined;
    found.account = account;
    const usable = account && account.password_hash && !account.disabled_at;
    const matches = await verifyPassword(password.slice(0, PASSWORD_MAX), usable ? account.password_hash! : await decoyHash());
    return Boolean(usable && matches);
  });
  const { account } = found;
  if (checked.ok && account) return { ok: true, user: { id: account.id, email: account.email, role: account.role } };
  if (!checked.ok && checked.reason === "throttled") return checked;
  await recordAudit(db, { actor: null, action: "sign-in-failed", target: account ? account.id : null });
  return { ok: false, reason: "wrong" };
}

// --- sessions -------------------------------------------------------------------------------

const sessionCookie = () => cookieName(SESSION_COOKIE);

/** A new session for the user (a fresh random id at every sign-in), and the cookie that carries it. */
export async function startSession(db: Db, user: StaffUser, now = new Date()) {
  const id = newToken();
  await db
    .insertInto("staff_sessions")
    .values({
      id_hash: tokenHash(id),
      user_id: user.id,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
    })
    .execute();
  return `${sessionCookie()}=${id}; ${cookieAttributes(SESSION_ABSOLUTE_MS / 1000)}`;
}

export const clearSessionCookie = () => `${sessionCookie()}=; ${cookieAttributes(0)}`;

const sessionIdIn = (cookieHeader: string | null | undefined) => {
  const id = readCookie(cookieHeader, sessionCookie());
  return id && /^[A-Za-z0-9_-]{20,100}$/.test(id) ? id : undefined;
};
const sessionIdOf = (request: Request) => sessionIdIn(request.headers.get("Cookie"));

/** The staff member a request's session cookie belongs to, if the session is still valid. */
export function staffOfRequest(db: Db, request: Request, now = new Date()): Promise<StaffUser | undefined> {
  return staffOfCookies(db, request.headers.get("Cookie"), now);
}

/** The same from a Cookie header (the host checks a session before it accepts a large upload body). */
export async function staffOfCookies(db: Db, cookieHeader: string | null | undefined, now = new Date()): Promise<StaffUser | undefined> {
  const id = sessionIdIn(cookieHeader);
  if (!id) return undefined;
  const row = await db
    .selectFrom("staff_sessions as s")
    .innerJoin("staff_users as u", "u.id", "s.user_id")
    .select(["s.id_hash", "s.last_seen_at", "s.expires_at", "u.id", "u.email", "u.role", "u.disabled_at"])
    .where("s.id_hash", "=", tokenHash(id))
    .executeTakeFirst();
  if (!row) return undefined;
  const lastSeen = new Date(row.last_seen_at).getTime();
  if (row.disabled_at || new Date(row.expires_at).getTime() <= now.getTime() || now.getTime() - lastSeen > SESSION_IDLE_MS) {
    await db.deleteFrom("staff_sessions").where("id_hash", "=", row.id_hash).execute();
    return undefined;
  }
  if (now.getTime() - lastSeen > TOUCH_EVERY_MS) {
    await db.updateTable("staff_sessions").set({ last_seen_at: now.toISOString() }).where("id_hash", "=", row.id_hash).execute();
  }
  return { id: row.id, email: row.email, role: row.role };
}

/** Ends the request's session on the server (sign-out). */
export async function endSessionOf(db: Db, request: Request) {
  const id = sessionIdOf(request);
  if (id) await db.deleteFrom("staff_sessions").where("id_hash", "=", tokenHash(id)).execute();
}

/** Where a console data endpoint lives: signed-out requests there get 401, not a redirect. */
export const STAFF_API_PREFIX = "/staff/api/";

/**
 * The console's gate, run before every loader and action under the /staff layout (pages and
 * resource routes): signed out, a page is redirected to sign-in and a data endpoint gets 401;
 * signed in, the staff member is in `staffContext`. Console answers are never cached or indexed.
 */
export const staffMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const user = await staffOfRequest(getDb(), request);
  if (!user) {
    const url = new URL(request.url);
    if (url.pathname.startsWith(STAFF_API_PREFIX)) {
      throw Response.json({ error: "Sign in to the staff console." }, { status: 401, headers: { "Cache-Control": "no-store" } });
    }
    const back = url.pathname.replace(/\.data$/, "") + url.search;
    throw redirect(`/staff/login?next=${encodeURIComponent(back)}`, { headers: { "Cache-Control": "no-store" } });
  }
  context.set(staffContext, user);
  const response = await next();
  response.headers.set("Cache-Control", "no-store");
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
};

/** Refuses an editor what only an owner may do (staff accounts, the audit log), saying why in `reason`. */
export function requireRole(user: StaffUser, role: StaffRole, reason = "Only owners can do this.") {
  if (role === "owner" && user.role !== "owner") {
    throw Response.json({ error: reason }, { status: 403, headers: { "Cache-Control": "no-store" } });
  }
}
