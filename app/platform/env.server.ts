import { z } from "./zod";
import { webhookKey, webhookSecretRule } from "./webhook-signature.server";

/** scrypt's cost in production: N = 2^17 (128 MiB per hash, OWASP's current advice). */
export const PRODUCTION_PASSWORD_HASH_LOG_N = 17;

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
  .transform((value) => value === "true" || value === "1" || value === "yes");

const port = z.coerce
  .number({ error: "must be an integer from 1 to 65535" })
  .int("must be an integer from 1 to 65535")
  .min(1, "must be an integer from 1 to 65535")
  .max(65535, "must be an integer from 1 to 65535");

const positiveInt = z.coerce
  .number({ error: "must be a positive integer" })
  .int("must be a positive integer")
  .positive("must be a positive integer");

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"], { error: "must be development, production or test" }).default("production"),
  PORT: port.default(3000),
  HOST: z.string().min(1, "must not be empty").default("0.0.0.0"),
  DATA_DIR: z.string().min(1, "must not be empty").default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, "must be a postgres:// or postgresql:// URL")
    .optional(),
  LEAD_WEBHOOK_URL: httpUrl.optional(),
  /** Signs every delivery (Standard Webhooks); required with LEAD_WEBHOOK_URL. */
  LEAD_WEBHOOK_SECRET: z
    .string()
    .refine((value) => webhookKey(value) !== undefined, webhookSecretRule)
    .optional(),
  /** Lets LEAD_WEBHOOK_URL be plain http:// to another machine (https is required otherwise). */
  LEAD_WEBHOOK_ALLOW_HTTP: booleanFlag.default(false),
  /**
   * Email to staff (new sign-ups and entries, password resets): smtp:// (STARTTLS required unless the
   * server is on this machine) or smtps://, with the account in it. Unset: the console's email is off.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, "must be an smtp:// or smtps:// URL, like smtps://user:password@smtp.example.org:465")
    .optional(),
  /** The sender of staff mail, like `WYP <team@example.org>`; required with SMTP_URL. */
  MAIL_FROM: z
    .string()
    .max(200)
    .regex(/^([^<>\r\n]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/, "must be an email address, optionally with a name: WYP <team@example.org>")
    .optional(),
  SEED_DEMO: booleanFlag.default(true),
  SITE_URL: httpUrl.default("http://localhost:3000").transform((url) => url.replace(/\/+$/, "")),
  /** Signs the visitor cookie and keys the hash of IP addresses. Must be shared by all instances. */
  APP_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Every per-address limit counts an IPv6 client by this many leading bits of its address (a subscriber's /64). */
  IPV6_PREFIX_LENGTH: z.coerce
    .number({ error: "must be a whole number from 32 to 128" })
    .int("must be a whole number from 32 to 128")
    .min(32, "must be a whole number from 32 to 128")
    .max(128, "must be a whole number from 32 to 128")
    .default(64),
  /** Express 'trust proxy': how many proxies sit in front of the app (0 = none). */
  TRUST_PROXY: z.coerce
    .number({ error: "must be a whole number of proxy hops" })
    .int("must be a whole number of proxy hops")
    .min(0, "must be a whole number of proxy hops")
    .default(0),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
  /** Form submissions allowed per visitor IP per minute. */
  RATE_LIMIT_FORMS: positiveInt.default(10),
  /** Likes allowed per visitor IP per minute. */
  RATE_LIMIT_LIKES: positiveInt.default(60),
  /** Page views (insight beacons) counted per visitor IP per minute; a school or library shares one address. */
  RATE_LIMIT_BEACONS: positiveInt.default(300),
  /** New visitor identities (the cookie a like needs) one address may be given per hour. */
  NEW_VISITORS_PER_HOUR: positiveInt.default(60),
  /** Likes counted on one artwork per address per day from visitors first seen less than a day ago. */
  ITEM_LIKES_NEW_VISITORS_PER_DAY: positiveInt.default(3),
  /** Likes counted on one artwork per address per day from all visitors (a school behind one address). */
  ITEM_LIKES_PER_DAY: positiveInt.default(50),
  /** Weekly Drop votes allowed per visitor IP per minute. */
  RATE_LIMIT_VOTES: positiveInt.default(60),
  /** Votes counted on one Weekly Drop entry per address per day from visitors first seen less than a day ago. */
  ENTRY_VOTES_NEW_VISITORS_PER_DAY: positiveInt.default(3),
  /** Votes counted on one Weekly Drop entry per address per day from all visitors (a school behind one address). */
  ENTRY_VOTES_PER_DAY: positiveInt.default(50),
  /** Failed staff sign-ins allowed per 15 minutes from one address, and for one account. */
  STAFF_SIGN_IN_FAILURES_PER_ADDRESS: positiveInt.default(20),
  STAFF_SIGN_IN_FAILURES_PER_ACCOUNT: positiveInt.default(5),
  /**
   * For tests only: scrypt's cost as log2 N for new staff password hashes (17, OWASP's 128 MiB, unless
   * lowered). The test launcher lowers it so a suite of sign-ins takes milliseconds; the server warns
   * at start when it is below 17. A stored hash keeps its own N, so sign-in reads any of them.
   */
  PASSWORD_HASH_LOG_N: z.coerce
    .number({ error: "must be a whole number from 10 to 20" })
    .int("must be a whole number from 10 to 20")
    .min(10, "must be a whole number from 10 to 20")
    .max(20, "must be a whole number from 10 to 20")
    .default(PRODUCTION_PASSWORD_HASH_LOG_N),
  /** Weekly Drop entries one address may send per hour: each may carry a 10 MB photo. */
  DROP_ENTRIES_PER_HOUR: positiveInt.default(10),
  /** Open gallery event streams allowed per client address, and on this instance in all. */
  STREAMS_PER_ADDRESS: positiveInt.default(50),
  STREAMS_TOTAL: positiveInt.default(20_000),
  /** Open connections this instance accepts; 0 for no limit. */
  MAX_CONNECTIONS: z.coerce
    .number({ error: "must be a whole number (0 for no limit)" })
    .int("must be a whole number (0 for no limit)")
    .min(0, "must be a whole number (0 for no limit)")
    .default(0),
  /** Where security researchers report problems (/.well-known/security.txt): a mailto: or https: URL; the site's contact address when unset. */
  SECURITY_CONTACT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, "must be a mailto: address or an https:// URL")
    .optional(),
  /** Seconds between heartbeats on idle gallery event streams (at most 25). */
  GALLERY_HEARTBEAT_SECONDS: positiveInt.max(25, "must be at most 25").default(20),
  /** Kilobytes a gallery event stream may hold for a client that stops reading before it is cut off. */
  GALLERY_STREAM_BUFFER_KB: positiveInt.default(256),
  /** SQLite: milliseconds between reads of the change log for changes made by other processes (the CLI). */
  GALLERY_POLL_MS: positiveInt.default(250),
  /** Staff mail: how often new sign-ups and entries are announced and due mail is sent. */
  MAIL_POLL_MS: positiveInt.default(5_000),
  /** Staff mail: the first retry's delay when the SMTP server refuses or is away; each later one doubles, up to an hour. */
  MAIL_RETRY_BASE_MS: positiveInt.default(60_000),
  /** Lead delivery: how often the worker looks for due deliveries (it is also woken by each new lead). */
  LEAD_DELIVERY_POLL_MS: positiveInt.default(1_000),
  /** Lead delivery: the first retry's delay; each later one doubles, with jitter. */
  LEAD_RETRY_BASE_MS: positiveInt.default(2_000),
  /** Lead delivery: the longest wait between two attempts. */
  LEAD_RETRY_MAX_MS: positiveInt.default(60 * 60 * 1000),
  /** Pages work out dated statuses (open, closed, ...) as of this moment instead of the time of the request: for tests, or to preview a coming date. */
  PAGES_AS_OF: z.iso
    .datetime({ offset: true, error: "must be an ISO 8601 date and time with its offset, like 2026-11-22T12:00:00-05:00" })
    .optional(),
  /** Lead delivery: keep retrying for at least this long before marking a delivery failed. */
  LEAD_GIVE_UP_AFTER_MS: positiveInt.default(24 * 60 * 60 * 1000),
  /** Lead delivery: requests in flight at once, so one slow answer does not hold up the next leads. */
  LEAD_DELIVERY_CONCURRENCY: positiveInt.max(100, "must be at most 100").default(16),
});

/** Rules across variables: a webhook gets signed deliveries, over https unless it is on this machine. */
const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  if (env.SMTP_URL && !env.MAIL_FROM) {
    ctx.addIssue({ code: "custom", path: ["MAIL_FROM"], message: "must be set when SMTP_URL is: staff mail needs a sender" });
  }
  if (!env.LEAD_WEBHOOK_URL) return;
  if (!env.LEAD_WEBHOOK_SECRET) {
    ctx.addIssue({
      code: "custom",
      path: ["LEAD_WEBHOOK_SECRET"],
      message: `must be set when LEAD_WEBHOOK_URL is: every delivery is signed with it (${webhookSecretRule})`,
    });
  }
  const url = new URL(env.LEAD_WEBHOOK_URL);
  if (url.protocol === "http:" && !isLoopback(url.hostname) && !env.LEAD_WEBHOOK_ALLOW_HTTP) {
    ctx.addIssue({
      code: "custom",
      path: ["LEAD_WEBHOOK_URL"],
      message: "must be https:// (plain http:// only to this machine, or with LEAD_WEBHOOK_ALLOW_HTTP=true)",
    });
  }
});

function isLoopback(hostname: string) {
  return hostname === "localhost" || hostname === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

export type Env = z.infer<typeof envSchema>;

/** Every variable the server reads (docs/operations/configuration.md and .env.example must document each). */
export const envVariableNames = Object.keys(envSchema.shape) as (keyof Env)[];

export class EnvError extends Error {}

/** Validates the environment; the error names the first bad variable in one line. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  // An empty variable means "not set", as in most shells' .env conventions.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const result = checkedEnvSchema.safeParse(present);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = String(issue.path[0] ?? "environment");
  const got = present[name];
  const secret = name === "DATABASE_URL" || name === "APP_SECRET" || name === "LEAD_WEBHOOK_SECRET";
  const shown = secret || got === undefined ? "" : ` (got "${got}")`;
  throw new EnvError(`Invalid environment: ${name} ${issue.message}${shown}`);
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
