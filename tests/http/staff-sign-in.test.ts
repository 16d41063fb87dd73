// The staff console's accounts, sign-in and sessions over HTTP (issue 13's contract).
import { describe, expect, it } from "vitest";
import { testDialects } from "../support/databases";
import { useServer } from "../support/fixtures";
import { operatorCli, requestFrom } from "../support/gallery";
import { addStaff, consoleRoutePaths, signIn, STAFF_PASSWORD } from "../support/staff";

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formHeaders = { "Content-Type": "application/x-www-form-urlencoded" };
/** The words of the page's alert (a form's refusal), without markup. */
const alertText = (html: string) =>
  /role="alert"[^>]*>(.*?)<\/div>/s
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("staff accounts from the command line and the setup link", () => {
  const fixture = useServer(() => ({ env: { LOG_LEVEL: "warn" } }));
  const cli = (args: string[]) => operatorCli("staff", fixture.server, args, { SITE_URL: fixture.server.baseUrl });

  it("prints a one-time link that sets a strong password and signs the owner in", async () => {
    const added = await cli(["add", "Owner@Example.org", "--role", "owner"]);
    expect(added.code, added.stderr).toBe(0);
    const link = new RegExp(`${fixture.server.baseUrl}/staff/setup/[A-Za-z0-9_-]+`).exec(added.stdout)?.[0];
    expect(link, added.stdout).toBeTruthy();

    const page = await fetch(link!);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(">Password</label>");
    expect(html).toContain(">Confirm password</label>");
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");

    const post = (password: string, confirm = password) =>
      fetch(link!, { method: "POST", headers: formHeaders, body: form({ password, confirm }), redirect: "manual" });
    const tooShort = await post("short pass");
    expect(tooShort.status).toBe(400);
    expect(await tooShort.text()).toContain("Use at least 12 characters.");
    const common = await post("password12345");
    expect(common.status).toBe(400);
    expect(await common.text()).toContain("This password is too common");
    const mismatch = await post("lime canoe orbit fig", "lime canoe orbit fog");
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain("The two passwords are not the same.");

    const done = await post("lime canoe orbit fig");
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/staff");
    const cookie = done.headers.getSetCookie().find((value) => value.startsWith("__Host-wyp_staff="));
    expect(cookie).toMatch(/; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure$/);

    const home = await fetch(`${fixture.server.baseUrl}/staff`, { headers: { Cookie: cookie!.split(";")[0]! } });
    expect(home.status).toBe(200);
    expect(home.headers.get("cache-control")).toBe("no-store");
    expect(await home.text()).toContain("owner@example.org");

    // Single use: the link is spent.
    expect((await fetch(link!)).status).toBe(410);
    expect((await post("another good passphrase")).status).toBe(410);
    // Nobody can sign in with the refused ones; the chosen one works.
    expect(
      (
        await fetch(`${fixture.server.baseUrl}/staff/login`, {
          method: "POST",
          headers: formHeaders,
          body: form({ email: "owner@example.org", password: "password12345" }),
          redirect: "manual",
        })
      ).status,
    ).toBe(401);
    await signIn(fixture.server, "owner@example.org", "lime canoe orbit fig");
    // The tests' cheap hashes are said at start, so no one runs them in production unawares.
    expect(fixture.server.output()).toContain("PASSWORD_HASH_LOG_N is below 17");
  }, 60_000);

  it("lists, disables and resets accounts: a disabled or reset account's sessions and password stop working", async () => {
    await addStaff(fixture.db, { email: "editor@example.org", role: "editor" });
    const session = await signIn(fixture.server, "editor@example.org");
    const listed = await cli(["list"]);
    expect(listed.stdout).toMatch(/editor@example\.org\teditor\tactive/);

    expect((await cli(["disable", "editor@example.org"])).code).toBe(0);
    const afterDisable = await fetch(`${fixture.server.baseUrl}/staff`, { headers: { Cookie: session }, redirect: "manual" });
    expect(afterDisable.status).toBe(302);
    const refused = await fetch(`${fixture.server.baseUrl}/staff/login`, {
      method: "POST",
      headers: formHeaders,
      body: form({ email: "editor@example.org", password: STAFF_PASSWORD }),
      redirect: "manual",
    });
    expect(refused.status).toBe(401);

    expect((await cli(["enable", "editor@example.org"])).code).toBe(0);
    const again = await signIn(fixture.server, "editor@example.org");
    const reset = await cli(["reset", "editor@example.org"]);
    expect(reset.stdout).toMatch(/\/staff\/setup\/[A-Za-z0-9_-]+/);
    expect((await fetch(`${fixture.server.baseUrl}/staff`, { headers: { Cookie: again }, redirect: "manual" })).status).toBe(302);
    const oldPassword = await fetch(`${fixture.server.baseUrl}/staff/login`, {
      method: "POST",
      headers: formHeaders,
      body: form({ email: "editor@example.org", password: STAFF_PASSWORD }),
      redirect: "manual",
    });
    expect(oldPassword.status).toBe(401);

    expect((await cli(["add", "x@example.org", "--role", "admin"])).stderr).toContain("--role must be owner or editor");
    expect((await cli(["disable", "nobody@example.org"])).code).toBe(1);
  }, 120_000);
});

describe("staff passwords at the production cost (scrypt N = 2^17), end to end", () => {
  // The other tests run with PASSWORD_HASH_LOG_N lowered by the test launcher; this server has the
  // production setting, as `npm start` does.
  const fixture = useServer(() => ({ env: { LOG_LEVEL: "warn", PASSWORD_HASH_LOG_N: "17" } }));

  it("sets a password through the setup link, stores it at N = 2^17, and signs in with it; no warning at start", async () => {
    const added = await operatorCli("staff", fixture.server, ["add", "prod@example.org", "--role", "owner"], {
      SITE_URL: fixture.server.baseUrl,
    });
    const link = /http:\S+\/staff\/setup\/\S+/.exec(added.stdout)?.[0];
    expect(link, added.stdout + added.stderr).toBeTruthy();
    const set = await fetch(link!, {
      method: "POST",
      headers: formHeaders,
      body: form({ password: "granite harbor violet drum", confirm: "granite harbor violet drum" }),
      redirect: "manual",
    });
    expect(set.status).toBe(303);
    const stored = await fixture.db
      .selectFrom("staff_users")
      .select("password_hash")
      .where("email", "=", "prod@example.org")
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    await signIn(fixture.server, "prod@example.org", "granite harbor violet drum");
    expect(fixture.server.output()).not.toContain("PASSWORD_HASH_LOG_N");
  }, 60_000);

  it("answers a burst of sign-ins past the hashing line at once with 503 and Retry-After, and signs in once it has passed", async () => {
    // Sixteen at once from sixteen addresses: two hash, eight wait, the rest are refused at once.
    const burst = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        requestFrom(`127.0.41.${i + 1}`, `${fixture.server.baseUrl}/staff/login`, {
          method: "POST",
          headers: formHeaders,
          body: form({ email: `nobody${i}@example.org`, password: "not a real password" }),
        }),
      ),
    );
    // Each is checked (401) or refused at once (503); how many of each depends on how fast the
    // first hashes end while the last requests arrive, but with 16 at once the line fills.
    const statuses = burst.map((reply) => reply.status);
    expect(statuses.filter((status) => status !== 401 && status !== 503)).toEqual([]);
    const refused = burst.filter((reply) => reply.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const reply of refused) {
      expect(Number(reply.headers["retry-after"])).toBeGreaterThan(0);
      expect(alertText(reply.body)).toBe("Many people are signing in right now. Wait a few seconds, then try again.");
    }
    // A refusal is not a failed guess: the addresses it came from are not held back for it.
    await signIn(fixture.server, "prod@example.org", "granite harbor violet drum");
  }, 120_000);
});

// On both databases: with PostgreSQL the failures are counted in the table every instance shares.
describe.each(testDialects())("staff sign-in on %s", (dialect) => {
  const fixture = useServer(() => ({ dialect, env: { LOG_LEVEL: "warn" } }));
  const login = (localAddress: string, email: string, password: string, next = "") =>
    requestFrom(localAddress, `${fixture.server.baseUrl}/staff/login${next}`, {
      method: "POST",
      headers: formHeaders,
      body: form({ email, password }),
    });

  it("keeps the email typed when a form posted without JavaScript is refused", async () => {
    await addStaff(fixture.db, { email: "typed@example.org", role: "editor" });
    const wrong = await login("127.0.43.1", "typed@example.org", "not the right one");
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatch(/<input[^>]*name="email"[^>]*value="typed@example.org"/);
    const empty = await login("127.0.43.1", "typed@example.org", "");
    expect(empty.status).toBe(400);
    expect(empty.body).toMatch(/<input[^>]*name="email"[^>]*value="typed@example.org"/);
    // The password is never sent back.
    expect(wrong.body).not.toContain("not the right one");
  });

  it("answers a wrong email exactly as a wrong password", async () => {
    await addStaff(fixture.db, { email: "same@example.org", role: "editor" });
    const wrongPassword = await login("127.0.40.1", "same@example.org", "not the right one");
    const wrongEmail = await login("127.0.40.2", "nobody@example.org", "not the right one");
    expect(wrongPassword.status).toBe(401);
    expect(wrongEmail.status).toBe(401);
    expect(alertText(wrongPassword.body)).toBeTruthy();
    expect(alertText(wrongEmail.body)).toBe(alertText(wrongPassword.body));
    expect(wrongPassword.headers["set-cookie"]).toBeUndefined();
  });

  it("refuses a sixth failure for one account from one address, but never locks the account's owner out from another (issue 27, row 5)", async () => {
    await addStaff(fixture.db, { email: "target@example.org", role: "editor" });
    await addStaff(fixture.db, { email: "bystander@example.org", role: "editor" });
    const owner = await addStaff(fixture.db, { email: "watching-owner@example.org", role: "owner" });
    // A stranger who knows the address guesses from one address, then from a second.
    for (let i = 0; i < 5; i++) expect((await login("127.0.41.1", "target@example.org", `guess number ${i}`)).status).toBe(401);
    const blocked = await login("127.0.41.1", "target@example.org", STAFF_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(alertText(blocked.body)).toContain("Too many attempts");
    for (let i = 0; i < 2; i++) expect((await login("127.0.41.2", "target@example.org", `other guess ${i}`)).status).toBe(401);

    // The owner of the account, from their own address: slower (seven failures: a second's wait), not refused.
    const began = performance.now();
    const own = await login("127.0.41.9", "target@example.org", STAFF_PASSWORD);
    expect(own.status).toBe(303);
    expect(performance.now() - began).toBeGreaterThanOrEqual(1_000);
    expect((await login("127.0.41.9", "bystander@example.org", STAFF_PASSWORD)).status).toBe(303);

    // Owners see it on the console's home page; editors do not.
    const ownerHome = await (
      await fetch(`${fixture.server.baseUrl}/staff`, { headers: { Cookie: await signIn(fixture.server, owner.email) } })
    ).text();
    expect(ownerHome).toContain("Repeated failed sign-ins");
    expect(ownerHome).toContain("target@example.org: 7 failed sign-ins");
    const editorHome = await (
      await fetch(`${fixture.server.baseUrl}/staff`, { headers: { Cookie: await signIn(fixture.server, "bystander@example.org") } })
    ).text();
    expect(editorHome).not.toContain("Repeated failed sign-ins");
    // Counted where every instance counts (PostgreSQL), not in this one's memory as a fallback.
    expect(fixture.server.output()).not.toContain("shared rate limits unavailable");
  }, 60_000);

  it("throttles failures per address across accounts", async () => {
    for (let i = 0; i < 20; i++) expect((await login("127.0.42.1", `someone${i}@example.org`, "a wrong password")).status).toBe(401);
    const blocked = await login("127.0.42.1", "someone-else@example.org", "a wrong password");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await login("127.0.42.2", "someone-else@example.org", "a wrong password")).status).toBe(401);
  }, 90_000);

  it("gives a new session id at every sign-in, sends back only to console addresses, and ends sessions on the server", async () => {
    await addStaff(fixture.db, { email: "sessions@example.org", role: "owner" });
    const first = await signIn(fixture.server, "sessions@example.org");
    const second = await signIn(fixture.server, "sessions@example.org");
    expect(second).not.toBe(first);

    const toConsole = await login("127.0.43.1", "sessions@example.org", STAFF_PASSWORD, "?next=%2Fstaff%2Faudit");
    expect(toConsole.headers.location).toBe("/staff/audit");
    const offsite = await login("127.0.43.1", "sessions@example.org", STAFF_PASSWORD, "?next=%2F%2Fevil.example%2F");
    expect(offsite.headers.location).toBe("/staff");

    // Sign out ends this session only; the cookie kept by an attacker is worthless.
    const out = await fetch(`${fixture.server.baseUrl}/staff/logout`, { method: "POST", headers: { Cookie: first }, redirect: "manual" });
    expect(out.status).toBe(303);
    expect(out.headers.getSetCookie()[0]).toMatch(/^__Host-wyp_staff=; .*Max-Age=0/);
    expect((await fetch(`${fixture.server.baseUrl}/staff`, { headers: { Cookie: first }, redirect: "manual" })).status).toBe(302);
    expect((await fetch(`${fixture.server.baseUrl}/staff`, { headers: { Cookie: second }, redirect: "manual" })).status).toBe(200);

    // Everywhere: every session of the account.
    await fetch(`${fixture.server.baseUrl}/staff/logout`, {
      method: "POST",
      headers: { Cookie: second, ...formHeaders },
      body: form({ everywhere: "1" }),
      redirect: "manual",
    });
    expect((await fetch(`${fixture.server.baseUrl}/staff`, { headers: { Cookie: second }, redirect: "manual" })).status).toBe(302);

    const entries = await fixture.db.selectFrom("audit_log").select("action").execute();
    const actions = entries.map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["sign-in", "sign-in-failed", "sign-out", "sign-out-everywhere"]));
  }, 60_000);
});

describe("changing one's own password", () => {
  const fixture = useServer(() => ({ env: { LOG_LEVEL: "warn" } }));

  it("needs the current password, refuses weak ones, and ends the other sessions", async () => {
    await addStaff(fixture.db, { email: "changer@example.org", role: "editor" });
    const phone = await signIn(fixture.server, "changer@example.org");
    const laptop = await signIn(fixture.server, "changer@example.org");
    const change = (fields: Record<string, string>) =>
      fetch(`${fixture.server.baseUrl}/staff/password`, {
        method: "POST",
        headers: { Cookie: laptop, ...formHeaders },
        body: form(fields),
        redirect: "manual",
      });

    const wrongCurrent = await change({ current: "not my password", password: "new river stone path", confirm: "new river stone path" });
    expect(wrongCurrent.status).toBe(400);
    expect(await wrongCurrent.text()).toContain("That is not your current password.");
    expect((await change({ current: STAFF_PASSWORD, password: "iloveyou12345", confirm: "iloveyou12345" })).status).toBe(400);

    const done = await change({ current: STAFF_PASSWORD, password: "new river stone path", confirm: "new river stone path" });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Password changed.");
    const renewed = done.headers
      .getSetCookie()
      .find((value) => value.startsWith("__Host-wyp_staff="))!
      .split(";")[0]!;
    expect((await fetch(`${fixture.server.baseUrl}/staff`, { headers: { Cookie: renewed }, redirect: "manual" })).status).toBe(200);
    for (const old of [phone, laptop])
      expect((await fetch(`${fixture.server.baseUrl}/staff`, { headers: { Cookie: old }, redirect: "manual" })).status).toBe(302);
    await signIn(fixture.server, "changer@example.org", "new river stone path");
  }, 60_000);

  it("limits guesses of the current password like sign-ins: the sixth wrong one gets 429 with Retry-After (issue 27, row 6)", async () => {
    await addStaff(fixture.db, { email: "guessed@example.org", role: "editor" });
    const stolen = await signIn(fixture.server, "guessed@example.org");
    const guess = (current: string) =>
      fetch(`${fixture.server.baseUrl}/staff/password`, {
        method: "POST",
        headers: { Cookie: stolen, ...formHeaders },
        body: form({ current, password: "new river stone path", confirm: "new river stone path" }),
        redirect: "manual",
      });
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await guess(`guess number ${i}`)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
    const refused = await guess(STAFF_PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Too many attempts.");
  }, 60_000);
});

/** Every console path with its parameters filled in (an unknown path for the splat). */
const consolePaths = () =>
  consoleRoutePaths()
    .filter((path) => !path.startsWith("/staff/login") && !path.startsWith("/staff/setup") && !path.startsWith("/staff/forgot"))
    .map((path) => path.replace(/:[A-Za-z]+\??/g, "00000000-0000-4000-8000-000000000000").replace(/\*$/, "no-such-page"));

describe("the console refuses whoever may not use it", () => {
  const fixture = useServer(() => ({ env: { LOG_LEVEL: "warn" } }));
  const paths = consolePaths();

  it("finds the console's routes to sweep", () => {
    expect(paths).toEqual(expect.arrayContaining(["/staff", "/staff/accounts", "/staff/audit", "/staff/logout"]));
  });

  it("answers every console page and endpoint signed out with a redirect to sign-in (pages) or 401 (data), never data", async () => {
    await addStaff(fixture.db, { email: "secret-owner@example.org", role: "owner" });
    for (const path of paths) {
      for (const method of ["GET", "POST"]) {
        const reply = await fetch(`${fixture.server.baseUrl}${path}`, {
          method,
          headers: formHeaders,
          body: method === "POST" ? "intent=add" : undefined,
          redirect: "manual",
        });
        const body = await reply.text();
        expect(body, `${method} ${path}`).not.toContain("secret-owner@example.org");
        if (path.startsWith("/staff/api/")) expect(reply.status, `${method} ${path}`).toBe(401);
        else {
          expect(reply.status, `${method} ${path}`).toBe(302);
          expect(reply.headers.get("location"), `${method} ${path}`).toBe(`/staff/login?next=${encodeURIComponent(path)}`);
        }
      }
    }
    // A forged or expired cookie is the same as none.
    const forged = await fetch(`${fixture.server.baseUrl}/staff`, {
      headers: { Cookie: "__Host-wyp_staff=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
      redirect: "manual",
    });
    expect(forged.status).toBe(302);
  });

  it("refuses an editor what only owners may do: staff accounts and the audit log", async () => {
    await addStaff(fixture.db, { email: "plain-editor@example.org", role: "editor" });
    const cookie = await signIn(fixture.server, "plain-editor@example.org");
    const ownerOnly: [string, string, string?][] = [
      ["GET", "/staff/accounts"],
      ["POST", "/staff/accounts", form({ intent: "add", email: "sneaky@example.org", role: "owner" })],
      ["GET", "/staff/audit"],
    ];
    for (const [method, path, body] of ownerOnly) {
      const reply = await fetch(`${fixture.server.baseUrl}${path}`, {
        method,
        headers: { Cookie: cookie, ...formHeaders },
        body,
        redirect: "manual",
      });
      expect(reply.status, `${method} ${path}`).toBe(403);
      expect(await reply.text()).not.toContain("secret-owner@example.org");
    }
    expect(
      await fixture.db.selectFrom("staff_users").select("email").where("email", "=", "sneaky@example.org").executeTakeFirst(),
    ).toBeUndefined();
    const home = await (await fetch(`${fixture.server.baseUrl}/staff`, { headers: { Cookie: cookie } })).text();
    expect(home).not.toContain('href="/staff/accounts"');
    expect(home).toContain('href="/staff/gallery"');
  });

  it("keeps the console out of search engines", async () => {
    const robots = await (await fetch(`${fixture.server.baseUrl}/robots.txt`)).text();
    expect(robots).toMatch(/^Disallow: \/staff$/m);
    expect(await (await fetch(`${fixture.server.baseUrl}/sitemap.xml`)).text()).not.toContain("/staff");
    const login = await fetch(`${fixture.server.baseUrl}/staff/login`);
    expect(login.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(await login.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });
});
