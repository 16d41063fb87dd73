import pino from "pino";

/**
 * The one logger. Request logs carry method, path, status and time only: no query strings, no
 * IP addresses, no headers, no bodies, because many visitors are minors.
 */
export const logger = pino({
  level: process.env.LOG_LEVEL || (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: undefined,
  redact: { paths: ["email", "phone", "firstName", "lastName", "*.email", "*.phone", "*.firstName", "*.lastName"], censor: "[redacted]" },
});

/** An error's class and code only: database errors can quote the values that failed. */
export function errorSummary(error: unknown) {
  if (!(error instanceof Error)) return { type: typeof error };
  return { type: error.name, code: (error as { code?: unknown }).code };
}
