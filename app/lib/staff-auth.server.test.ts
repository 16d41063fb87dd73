import { describe, expect, it } from "vitest";
import { hashPassword, passwordProblem, verifyPassword } from "./staff-auth.server";

describe("staff passwords", () => {
  it("are stored as salted scrypt hashes that verify only the same password", async () => {
    const stored = await hashPassword("lime canoe orbit fig");
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(stored).not.toContain("lime");
    expect(await hashPassword("lime canoe orbit fig")).not.toBe(stored);
    expect(await verifyPassword("lime canoe orbit fig", stored)).toBe(true);
    expect(await verifyPassword("lime canoe orbit fog", stored)).toBe(false);
    expect(await verifyPassword("anything", "md5$abc")).toBe(false);
  });

  it("refuse short, long, common and email-based choices, and accept a passphrase", async () => {
    const email = "maria.lopez@example.org";
    expect(await passwordProblem("eleven char", email)).toBe("Use at least 12 characters.");
    expect(await passwordProblem("x".repeat(129), email)).toBe("Use at most 128 characters.");
    expect(await passwordProblem("aaaaaaaaaaaaaaaa", email)).toMatch(/one character repeated/);
    expect(await passwordProblem("qwertyuiop123", email)).toMatch(/too common/);
    expect(await passwordProblem("Password12345!", email)).toMatch(/too common/);
    expect(await passwordProblem("maria.lopez2024!", email)).toMatch(/email address/);
    expect(await passwordProblem("lime canoe orbit fig", email)).toBeNull();
  });
});
