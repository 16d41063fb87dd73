import { migrateToLatest, ping } from "../db/connect";
import { runningServerPid, secureDataDir, writeServerPid } from "../db/data-dir";
import { mediaDir } from "./platform/media.server";
import { seedDemoGallery } from "./features/gallery/demo-gallery.server";
import { closeDb, getDb } from "./platform/db.server";
import { type Env, getEnv } from "./platform/env.server";
import { getGalleryLive } from "./features/gallery/live.server";
import { logger } from "./platform/logger.server";
import { releaseClaims, startLeadDelivery } from "./features/leads/delivery.server";
import { startRetention } from "./retention.server";
import { startWeeklyInsights } from "~/features/insights/weekly-mail.server";
import { startStaffNotifications } from "./features/staff/notifications.server";
import { staffMailLinks } from "./features/staff/auth.server";
import { startMailWorker } from "./platform/mail.server";
import { startResultsAnnouncer } from "./features/weekly-drop/results.server";
import { refreshPublished, startContentSync } from "./features/site/content/store.server";
import { pageNow } from "./platform/page-clock.server";
import { getSecret } from "./platform/secret.server";

type Stoppable = { stop(): Promise<void> | void };
const running: Stoppable[] = [];

/**
 * Everything the process needs before it takes traffic: a valid environment, a migrated
 * database, demo content in an empty one, and the background workers. `builtDir` is the server
 * build's folder, which holds the demo gallery's images already encoded (none in development).
 * The Express host calls this through the server build's entry module.
 */
export async function boot({ builtDir }: { builtDir?: string } = {}): Promise<Env> {
  const env = getEnv();
  // Whatever the process writes from here on (database, images, backups) is private to its
  // account, and what an older version left readable by others is tightened.
  process.umask(0o077);
  const loose = secureDataDir(env.DATA_DIR);
  if (loose.length) {
    logger.warn({ paths: loose }, "DATA_DIR holds files of another account that could not be made private (chown them to this one)");
  }
  const db = getDb();
  const applied = await migrateToLatest(db, {
    async afterwards() {
      if (!env.SEED_DEMO) return;
      const seeded = await seedDemoGallery(db, env.DATA_DIR, builtDir);
      if (seeded) logger.info({ items: seeded }, "demo gallery seeded");
    },
    onNewerSchema: (names) => logger.warn({ migrations: names }, "database migrated by a newer version; running on it as it is"),
  });
  if (applied.length) logger.info({ migrations: applied }, "database migrated");
  if (!env.DATABASE_URL) await claimSqliteFile(env.DATA_DIR);
  getSecret();
  // The site's content as staff published it, before the first page is served; then kept current.
  await refreshPublished(db).catch((error: unknown) =>
    logger.warn({ err: error }, "site content could not be read; the pages start with the code's"),
  );
  registerService(startContentSync(db));
  // The live gallery feed (LISTEN or change-log poller) and its event streams; stopping it ends the streams.
  registerService(await getGalleryLive());
  // Deletes what the privacy notice says is deleted, now and then every hour.
  registerService(startRetention(db, env.DATA_DIR));
  // Announces the Weekly Drop's winner once Monday noon has passed (now, then every minute).
  registerService(startResultsAnnouncer(db, pageNow));
  // Staff mail (SMTP_URL and MAIL_FROM): new sign-ups and entries announced, digests, resets sent.
  if (env.SMTP_URL && env.MAIL_FROM) {
    const mail = startMailWorker(db, {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      pollMs: env.MAIL_POLL_MS,
      retryBaseMs: env.MAIL_RETRY_BASE_MS,
      links: staffMailLinks,
    });
    registerService(mail);
    registerService(startStaffNotifications(db, env.MAIL_POLL_MS, mail.wake));
    registerService(startWeeklyInsights(db, env.MAIL_POLL_MS, mail.wake));
  }
  // Without a webhook, leads are stored only; their outbox rows wait until one is configured.
  // (The environment check refuses a URL without a secret.)
  if (env.LEAD_WEBHOOK_URL && env.LEAD_WEBHOOK_SECRET) {
    const settings = {
      url: env.LEAD_WEBHOOK_URL,
      secret: env.LEAD_WEBHOOK_SECRET,
      concurrency: env.LEAD_DELIVERY_CONCURRENCY,
      pollMs: env.LEAD_DELIVERY_POLL_MS,
      baseMs: env.LEAD_RETRY_BASE_MS,
      maxMs: env.LEAD_RETRY_MAX_MS,
      giveUpAfterMs: env.LEAD_GIVE_UP_AFTER_MS,
    };
    registerService(startLeadDelivery(db, settings));
  }
  return env;
}

/**
 * Marks this process as the server of the SQLite file (db:restore refuses to replace it while the
 * server runs) and, unless another live server uses it too, takes over the claims on lead
 * deliveries that a killed process left.
 */
async function claimSqliteFile(dataDir: string) {
  const other = runningServerPid(dataDir);
  writeServerPid(dataDir);
  if (other) {
    logger.warn({ pid: other }, "another server uses this DATA_DIR; with several instances, use PostgreSQL (DATABASE_URL)");
    return;
  }
  const released = await releaseClaims(getDb());
  if (released) logger.info({ deliveries: released }, "lead deliveries claimed by a stopped process are due again");
}

/** Registers a background service so shutdown stops it before the database closes. */
export function registerService(service: Stoppable) {
  running.push(service);
}

/** Stops workers and live streams; the database stays open for requests still in flight. */
export async function stopServices() {
  await Promise.allSettled(running.splice(0).map((service) => service.stop()));
}

export function checkDatabase() {
  return ping(getDb());
}

export function getMediaDir() {
  return mediaDir(getEnv().DATA_DIR);
}

export { closeDb, getEnv, logger };
