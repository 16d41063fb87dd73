// Webhook signatures as the Standard Webhooks spec defines them, so a receiver can check that a
// lead came from this site, unchanged, and recently (the timestamp bounds replays).
import { createHmac } from "node:crypto";

const SECRET_PREFIX = "whsec_";
// The spec's bounds for the key behind the prefix.
const MIN_KEY_BYTES = 24;
const MAX_KEY_BYTES = 64;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The HMAC key inside a `whsec_<base64>` secret, or undefined when the secret is not one. */
export function webhookKey(secret: string): Buffer | undefined {
  if (!secret.startsWith(SECRET_PREFIX)) return undefined;
  const encoded = secret.slice(SECRET_PREFIX.length);
  if (!BASE64.test(encoded)) return undefined;
  const key = Buffer.from(encoded, "base64");
  return key.length >= MIN_KEY_BYTES && key.length <= MAX_KEY_BYTES ? key : undefined;
}

export const webhookSecretRule = `must be ${SECRET_PREFIX} followed by ${MIN_KEY_BYTES} to ${MAX_KEY_BYTES} random bytes in base64`;

/**
 * The three headers of one signed delivery: `webhook-id` (the same on every retry, so it doubles
 * as the idempotency key), `webhook-timestamp` (this attempt, unix seconds) and
 * `webhook-signature` (`v1,` + base64 HMAC-SHA256 of `id.timestamp.body`).
 */
export function signedHeaders(key: Buffer, id: string, body: string, now = Date.now()) {
  const timestamp = String(Math.floor(now / 1000));
  const signature = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
  return { "webhook-id": id, "webhook-timestamp": timestamp, "webhook-signature": `v1,${signature}` };
}
