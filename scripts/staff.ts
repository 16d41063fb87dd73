// Staff accounts for the console, from a shell on the server:
//   npm run staff -- add EMAIL --role owner|editor   prints a one-time setup link (24 h)
//   npm run staff -- list
//   npm run staff -- disable EMAIL                    ends their sessions; they can no longer sign in
//   npm run staff -- enable EMAIL
//   npm run staff -- reset EMAIL                      prints a new setup link; their password and sessions stop working
// No password is ever typed on a command line: the person sets their own through the link.
// Reads DATABASE_URL / DATA_DIR / SITE_URL like the server.
import { migrateToLatest } from "../db/connect";
import { recordAudit } from "../app/platform/audit-log.server";
import { closeDb, getDb } from "../app/platform/db.server";
import { EnvError } from "../app/platform/env.server";
import {
  createStaffAccount,
  findStaffByEmail,
  resetStaffAccount,
  setStaffDisabled,
  setupLink,
  StaffAccountError,
  SETUP_LINK_MS,
} from "../app/features/staff/auth.server";

const usage = `Usage:
  npm run staff -- add EMAIL --role owner|editor   create an account; prints its one-time setup link
  npm run staff -- list                            every account, its role and status
  npm run staff -- disable EMAIL                   sign them out everywhere and refuse their sign-in
  npm run staff -- enable EMAIL                    allow a disabled account again
  npm run staff -- reset EMAIL                     a new setup link; the old password and sessions stop working`;

class UsageError extends Error {}

const hours = SETUP_LINK_MS / 3_600_000;

async function main(args: string[]) {
  const [command, email, ...rest] = args;
  const db = getDb();
  // The console's tables may not exist yet when the server has never started.
  await migrateToLatest(db);
  if (command === "list") {
    const accounts = await db
      .selectFrom("staff_users")
      .select(["email", "role", "password_hash", "disabled_at"])
      .orderBy("email")
      .execute();
    if (!accounts.length) console.log("No staff accounts yet. Add one: npm run staff -- add EMAIL --role owner");
    for (const account of accounts) {
      const status = account.disabled_at ? "disabled" : account.password_hash ? "active" : "waiting for setup";
      console.log(`${account.email}\t${account.role}\t${status}`);
    }
    return;
  }
  if (!command) throw new UsageError("No command given.");
  if (!["add", "disable", "enable", "reset"].includes(command)) throw new UsageError(`Unknown command "${command}".`);
  if (!email?.includes("@")) throw new UsageError(`${command} needs the staff member's email address.`);
  if (command === "add") {
    const roleAt = rest.indexOf("--role");
    const role = roleAt >= 0 ? rest[roleAt + 1] : undefined;
    if (role !== "owner" && role !== "editor") throw new UsageError(`--role must be owner or editor (got "${role ?? ""}").`);
    const account = await createStaffAccount(db, email, role);
    await recordAudit(db, { actor: null, via: "cli", action: "account-created", target: account.id, detail: { role } });
    console.log(`Added ${account.email} (${role}). Their setup link, valid ${hours} hours and for one use:\n${setupLink(account.token)}`);
    return;
  }
  const account = await findStaffByEmail(db, email);
  if (!account) throw new StaffAccountError(`no staff account for ${email.trim().toLowerCase()}`);
  if (command === "reset") {
    const token = await resetStaffAccount(db, account.id);
    await recordAudit(db, { actor: null, via: "cli", action: "account-reset", target: account.id });
    console.log(
      `${account.email} is signed out everywhere and their password no longer works. New setup link, valid ${hours} hours:\n${setupLink(token)}`,
    );
    return;
  }
  await setStaffDisabled(db, account.id, command === "disable");
  await recordAudit(db, {
    actor: null,
    via: "cli",
    action: command === "disable" ? "account-disabled" : "account-enabled",
    target: account.id,
  });
  console.log(command === "disable" ? `${account.email} is signed out and can no longer sign in.` : `${account.email} can sign in again.`);
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
  else if (error instanceof EnvError || error instanceof StaffAccountError) console.error(`staff: ${error.message}`);
  else console.error(`staff: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await closeDb();
}
