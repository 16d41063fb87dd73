// One webhook POST as the delivery worker sends it, and the words its log and the inbox give a
// failed one.
import http from "node:http";
import https from "node:https";

/** Why an attempt got no answer, in a few words: a timeout, the network error's code, or its name. */
export function failureReason(error: unknown, timeoutMs: number) {
  const named = error as { name?: string; code?: string };
  if (named?.name === "TimeoutError") return `timeout after ${timeoutMs / 1000} s`;
  return named?.code ?? named?.name ?? "network error";
}

/**
 * One webhook POST over a kept-alive connection (node:http: a fraction of fetch's cost per
 * request, measured with bench:leads). Redirects are not followed: a 3xx is a failed attempt.
 * Resolves with the status and Retry-After once the answer's body is read and thrown away.
 */
export function postJson(
  url: URL,
  agent: http.Agent,
  body: string,
  signed: Record<string, string>,
  timeoutMs: number,
  signal: AbortSignal,
) {
  return new Promise<{ status: number; retryAfter: string | null }>((resolve, reject) => {
    const headers = {
      "Content-Type": "application/json",
      "Content-Length": Buffer.byteLength(body),
      "User-Agent": "wyp-site-lead-delivery",
      ...signed,
    };
    const request = (url.protocol === "https:" ? https : http).request(url, { method: "POST", headers, agent, signal }, (response) => {
      const retryAfter = response.headers["retry-after"] ?? null;
      response.on("error", fail);
      response.on("end", () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, retryAfter });
      });
      response.resume();
    });
    const timer = setTimeout(
      () => request.destroy(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { name: "TimeoutError" })),
      timeoutMs,
    );
    function fail(error: Error) {
      clearTimeout(timer);
      reject(error);
    }
    request.on("error", fail);
    request.end(body);
  });
}
