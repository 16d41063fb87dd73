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

  it("gives votes the likes' defences by default and refuses a vote limit that is not a positive integer", () => {
    expect(parseEnv({})).toMatchObject({ RATE_LIMIT_VOTES: 60, ENTRY_VOTES_NEW_VISITORS_PER_DAY: 3, ENTRY_VOTES_PER_DAY: 50 });
    expect(parseEnv({ ENTRY_VOTES_PER_DAY: "200" }).ENTRY_VOTES_PER_DAY).toBe(200);
    expect(() => parseEnv({ RATE_LIMIT_VOTES: "0" })).toThrow(/RATE_LIMIT_VOTES must be a positive integer/);
    expect(() => parseEnv({ ENTRY_VOTES_NEW_VISITORS_PER_DAY: "lots" })).toThrow(
      /ENTRY_VOTES_NEW_VISITORS_PER_DAY must be a positive integer/,
    );
  });

  it("treats an empty variable as unset", () => {
    expect(parseEnv({ LEAD_WEBHOOK_URL: "" }).LEAD_WEBHOOK_URL).toBeUndefined();
  });

  describe("the lead webhook", () => {
    const secret = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;

    it("needs a whsec_ secret with a URL, and never echoes the secret", () => {
      expect(() => parseEnv({ LEAD_WEBHOOK_URL: "https://hooks.example.org/x" })).toThrow(
        /^Invalid environment: LEAD_WEBHOOK_SECRET must be set when LEAD_WEBHOOK_URL is/,
      );
      for (const bad of ["hunter2-hunter2-hunter2-hunter2", `whsec_${Buffer.alloc(8).toString("base64")}`, "whsec_not base64!"]) {
        const run = () => parseEnv({ LEAD_WEBHOOK_URL: "https://hooks.example.org/x", LEAD_WEBHOOK_SECRET: bad });
        expect(run).toThrow(/^Invalid environment: LEAD_WEBHOOK_SECRET must be whsec_ followed by 24 to 64 random bytes in base64$/);
      }
      expect(parseEnv({ LEAD_WEBHOOK_URL: "https://hooks.example.org/x", LEAD_WEBHOOK_SECRET: secret }).LEAD_WEBHOOK_SECRET).toBe(secret);
    });

    it("takes https, plain http only to this machine or when allowed outright", () => {
      const withUrl = (url: string, extra: Record<string, string> = {}) =>
        parseEnv({ LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: secret, ...extra });
      expect(() => withUrl("http://hooks.example.org/x")).toThrow(
        /^Invalid environment: LEAD_WEBHOOK_URL must be https:\/\/ \(plain http:\/\/ only to this machine, or with LEAD_WEBHOOK_ALLOW_HTTP=true\)/,
      );
      for (const local of ["http://127.0.0.1:9000/hook", "http://localhost/hook", "http://[::1]:8080/hook"]) {
        expect(withUrl(local).LEAD_WEBHOOK_URL).toBe(local);
      }
      expect(withUrl("http://10.0.0.5/hook", { LEAD_WEBHOOK_ALLOW_HTTP: "true" }).LEAD_WEBHOOK_URL).toBe("http://10.0.0.5/hook");
      expect(withUrl("https://hooks.example.org/x").LEAD_DELIVERY_CONCURRENCY).toBe(16);
    });
  });
});
