// What an operator and a webhook receiver have: the commands they run (npm run leads / db:*) and
// the signature check docs/operations/leads.md tells receivers to use, taken from that page itself
// so it cannot drift.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { IncomingHttpHeaders } from "node:http";

const root = path.resolve(import.meta.dirname, "../..");

export type CliResult = { code: number | null; stdout: string; stderr: string };

/** Where a command finds the data: the server's DATA_DIR and, for PostgreSQL, its URL. */
export type DataLocation = { dataDir: string; databaseUrl?: string };

/** Runs `npm run leads -- ...` (scripts/leads.ts) or `npm run db:...` (scripts/db.ts) as an operator would. */
export function runOperatorCommand(script: "scripts/leads.ts" | "scripts/db.ts", args: string[], data: DataLocation): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(root, script), ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: data.dataDir, DATABASE_URL: data.databaseUrl ?? "", LOG_LEVEL: "warn" },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

type Verify = (secret: string, headers: IncomingHttpHeaders, body: string, toleranceSeconds?: number) => boolean;

/** The `verifyLeadWebhook` of docs/operations/leads.md, loaded from its code block as a receiver would paste it. */
export async function documentedWebhookVerifier(): Promise<Verify> {
  const page = fs.readFileSync(path.join(root, "docs/operations/leads.md"), "utf8");
  const snippet = [...page.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]).find((code) => code.includes("verifyLeadWebhook"));
  if (!snippet) throw new Error("docs/operations/leads.md has no verifyLeadWebhook snippet");
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "wyp-webhook-doc-")), "verify.mjs");
  fs.writeFileSync(file, snippet);
  return ((await import(pathToFileURL(file).href)) as { verifyLeadWebhook: Verify }).verifyLeadWebhook;
}
