import { createHmac, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { DATA_DIR_MODE, DATA_FILE_MODE } from "../../db/data-dir";
import { getEnv } from "./env.server";

let secret: string | undefined;

/**
 * The app secret: APP_SECRET when set (required when several instances share a database),
 * otherwise one generated once and kept in DATA_DIR so cookies survive restarts.
 */
export function getSecret(): string {
  if (secret) return secret;
  const env = getEnv();
  if (env.APP_SECRET) return (secret = env.APP_SECRET);
  const file = path.join(env.DATA_DIR, ".app-secret");
  try {
    secret = fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(env.DATA_DIR, { recursive: true, mode: DATA_DIR_MODE });
    secret = randomBytes(32).toString("hex");
    fs.writeFileSync(file, secret, { mode: DATA_FILE_MODE, flag: "wx" });
  }
  return secret;
}

/** A keyed, one-way hash: used so an IP address is never stored or logged as it is. */
export function keyedHash(value: string, purpose: string): string {
  return createHmac("sha256", getSecret()).update(`${purpose}:${value}`).digest("base64url").slice(0, 22);
}
