/**
 * npm run db:migrate: applies pending migrations to the configured database (DATABASE_URL, or the
 * SQLite file in DATA_DIR) and exits. `npm start` does the same before serving.
 */
import { parseEnv } from "../app/lib/env.server";
import { connect, migrateToLatest } from "./connect";

const [command] = process.argv.slice(2);
if (command !== "migrate") {
  console.error("usage: npm run db:migrate");
  process.exit(2);
}

let env;
try {
  env = parseEnv(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const db = connect({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Already up to date.");
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
