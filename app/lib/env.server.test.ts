import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("gives the documented defaults for an empty environment", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", DATA_DIR: "./data", SEED_DEMO: true });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("names the variable and the value in one line for a bad port", () => {
    expect(() => parseEnv({ PORT: "abc" })).toThrow(/^Invalid environment: PORT must be an integer from 1 to 65535 \(got "abc"\)$/);
    expect(() => parseEnv({ PORT: "70000" })).toThrow(/PORT/);
  });

  it("refuses a database URL that is not PostgreSQL without echoing it", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(
      /^Invalid environment: DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL$/,
    );
  });

  it("reads boolean flags and trims the site URL", () => {
    const env = parseEnv({ SEED_DEMO: "false", SITE_URL: "https://wyp.example/" });
    expect(env.SEED_DEMO).toBe(false);
    expect(env.SITE_URL).toBe("https://wyp.example");
    expect(() => parseEnv({ SEED_DEMO: "maybe" })).toThrow(/SEED_DEMO must be true or false/);
  });

  it("treats an empty variable as unset", () => {
    expect(parseEnv({ LEAD_WEBHOOK_URL: "" }).LEAD_WEBHOOK_URL).toBeUndefined();
  });
});
