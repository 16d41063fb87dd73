import { migrateToLatest, ping } from "../../db/connect";
import { mediaDir } from "../../db/media";
import { seedDemoGallery } from "../../db/seed";
import { closeDb, getDb } from "./db.server";
import { type Env, getEnv } from "./env.server";
import { getGalleryLive } from "./gallery-live.server";
import { logger } from "./logger.server";
import { startLeadDelivery } from "./lead-delivery.server";
import { getSecret } from "./secret.server";

type Stoppable = { stop(): Promise<void> | void };
const running: Stoppable[] = [];

/**
 * Everything the process needs before it takes traffic: a valid environment, a migrated
 * database, demo content in an empty one, and the background workers.
 * The Express host calls this through the server build's entry module.
 */
export async function boot(): Promise<Env> {
  const env = getEnv();
  const db = getDb();
  const applied = await migrateToLatest(db, {
    async afterwards() {
      if (!env.SEED_DEMO) return;
      const seeded = await seedDemoGallery(db, env.DATA_DIR);
      if (seeded) logger.info({ items: seeded }, "demo gallery seeded");
    },
    onNewerSchema: (names) => logger.warn({ migrations: names }, "database migrated by a newer version; running on it as it is"),
  });
  if (applied.length) logger.info({ migrations: applied }, "database migrated");
  getSecret();
  // The live gallery feed (LISTEN or change-log poller) and its event streams; stopping it ends the streams.
  registerService(await getGalleryLive());
  // Without a webhook, leads are stored only; their outbox rows wait until one is configured.
  if (env.LEAD_WEBHOOK_URL) {
    const settings = {
      url: env.LEAD_WEBHOOK_URL,
      pollMs: env.LEAD_DELIVERY_POLL_MS,
      baseMs: env.LEAD_RETRY_BASE_MS,
      maxMs: env.LEAD_RETRY_MAX_MS,
      giveUpAfterMs: env.LEAD_GIVE_UP_AFTER_MS,
    };
    registerService(startLeadDelivery(db, settings));
  }
  return env;
}

/** Registers a background service so shutdown stops it before the database closes. */
export function registerService(service: Stoppable) {
  running.push(service);
}

/** Stops workers and live streams; the database stays open for requests still in flight. */
export async function stopServices() {
  await Promise.allSettled(running.splice(0).map((service) => service.stop()));
}

export async function shutdown() {
  await stopServices();
  await closeDb();
}

export function checkDatabase() {
  return ping(getDb());
}

export function getMediaDir() {
  return mediaDir(getEnv().DATA_DIR);
}

export { closeDb, getEnv, logger };
