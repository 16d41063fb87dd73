import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { useServer } from "../support/fixtures";
import { mentorApplication, mentorPost } from "../support/leads";
import { fieldMessages, fieldNames } from "~/features/leads/copy/form-messages.en";
import { unknownLocaleMessage } from "~/platform/translation";
import { fieldMessages as fieldMessagesEs, fieldNames as fieldNamesEs } from "~/features/leads/copy/form-messages.es";

const mentor = mentorApplication;

describe("sign-up endpoints over HTTP", () => {
  const site = useServer({ env: { RATE_LIMIT_FORMS: "100000" } });

  const post = (body: string | Record<string, string>, headers: Record<string, string> = {}, path = "/resources/leads") =>
    fetch(`${site.server.baseUrl}${path}`, {
      method: "POST",
      body: typeof body === "string" ? body : new URLSearchParams(body),
      headers: { Accept: "application/json", ...(typeof body === "string" && { "Content-Type": "application/json" }), ...headers },
    });
  const leadCount = async () =>
    Number(
      (
        await site.db
          .selectFrom("leads")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("stores a valid application with its outbox row and answers 200", async () => {
    const before = await leadCount();
    const response = await post(mentor);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "success" });
    expect(await leadCount()).toBe(before + 1);
    const deliveries = await site.db.selectFrom("webhook_deliveries").select("status").execute();
    expect(deliveries.length).toBe(await leadCount());
  });

  it("gives a multipart post (taken by React Router, not the host's direct route) the same answers", async () => {
    const multipart = (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return fetch(`${site.server.baseUrl}/resources/leads`, { method: "POST", body: form, headers: { Accept: "application/json" } });
    };
    const before = await leadCount();
    const stored = await multipart({ ...mentor, email: "multipart@example.org" });
    expect(stored.status).toBe(200);
    expect(await stored.json()).toEqual({ status: "success" });
    const refused = await multipart({ ...mentor, firstName: "" });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toMatch(/First name is required/);
    expect(await leadCount()).toBe(before + 1);
  });

  it("answers bad input with 400 and a message that names the problem", async () => {
    const cases: [string, string | Record<string, string>, RegExp][] = [
      ["missing field", { ...mentor, firstName: "" }, /First name is required/],
      ["wrong type", JSON.stringify({ ...mentor, firstName: 42, phone: ["1"] }), /First name must be text/],
      [
        "__proto__ key",
        `{"kind":"newsletter","source":"footer","website":"","email":"a@b.co","__proto__":{"isAdmin":true}}`,
        /Unexpected field: __proto__/,
      ],
      ["control character", { ...mentor, lastName: "Re\u0000yes" }, /must not contain control characters/],
      [
        "no trap field (direct POST)",
        { kind: "crown", source: "sport", firstName: "A", lastName: "B", email: "a@b.co" },
        /sent from the form on our site/,
      ],
      ["malformed JSON", "{not json", /could not be read/],
      ["unknown kind", JSON.stringify({ ...mentor, kind: "admin" }), /Unknown form/],
      ["repeated field", "kind=crown&source=sport&website=&firstName=A&firstName=B&lastName=C&email=a%40b.co", /sent more than once/],
    ];
    const before = await leadCount();
    for (const [name, body, message] of cases) {
      const headers: Record<string, string> =
        typeof body === "string" && body.startsWith("kind=") ? { "Content-Type": "application/x-www-form-urlencoded" } : {};
      const response = await post(body, headers);
      expect(response.status, name).toBe(400);
      const result = await response.json();
      expect(JSON.stringify(result), name).toMatch(message);
    }
    expect(await leadCount()).toBe(before);
  });

  it("answers a 1 MB field and a 10 MB body with 413", async () => {
    const field = await post({ ...mentor, firstName: "x".repeat(1024 * 1024) });
    expect(field.status).toBe(413);
    expect(await field.text()).toMatch(/too large/);
    const body = await post(JSON.stringify({ ...mentor, lastName: "y".repeat(10 * 1024 * 1024) }));
    expect(body.status).toBe(413);
  });

  it("refuses cross-site POSTs with 403 and stores nothing", async () => {
    const before = await leadCount();
    const byOrigin = await post(mentor, { Origin: "https://evil.example" });
    const byFetchMetadata = await post(mentor, { "Sec-Fetch-Site": "cross-site" });
    const noJsPage = await post(mentor, { Origin: "https://evil.example" }, "/join/mentor?from=home");
    expect([byOrigin.status, byFetchMetadata.status, noJsPage.status]).toEqual([403, 403, 403]);
    expect(await leadCount()).toBe(before);
  });

  it("accepts a filled trap as if it worked, and keeps nothing", async () => {
    const before = await leadCount();
    const response = await post({ ...mentor, website: "http://spam.example" });
    expect(response.status).toBe(200);
    expect(await leadCount()).toBe(before);
  });

  it("accepts a repeated newsletter address and stores it once, lower-cased", async () => {
    for (const email of ["Fan@Example.org", "fan@example.org", "FAN@EXAMPLE.ORG"]) {
      const response = await post({ kind: "newsletter", source: "art", website: "", email });
      expect(response.status).toBe(200);
    }
    const rows = await site.db
      .selectFrom("leads")
      .select("email")
      .where("kind", "=", "newsletter")
      .where("email", "=", "fan@example.org")
      .execute();
    expect(rows).toEqual([{ email: "fan@example.org" }]);
  });

  it("works without JavaScript: the /join page shows field errors with 400 and keeps what was typed, then the success view", async () => {
    const page = await fetch(`${site.server.baseUrl}/join/mentor?from=art`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('name="robots" content="noindex"');
    expect(html).toMatch(/<form[^>]*action="\/join\/mentor\?from=art"[^>]*method="post"/);

    const invalid = await fetch(`${site.server.baseUrl}/join/mentor?from=art`, {
      method: "POST",
      body: new URLSearchParams({ ...mentorPost("art", { program: "gallery" }), email: "maya@" }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    const invalidHtml = await invalid.text();
    expect(invalid.status).toBe(400);
    expect(invalidHtml).toContain("Please enter a valid email address");
    expect(invalidHtml).toMatch(/value="Reyes"/);

    const ok = await fetch(`${site.server.baseUrl}/join/mentor?from=art`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams(mentorPost("art", { program: "gallery" })),
    });
    // Received: a redirect back to the page (a reload posts nothing again), which shows the success view once.
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/join/mentor?from=art");
    const notice = ok.headers.get("set-cookie")?.split(";")[0] ?? "";
    const okHtml = await (await fetch(`${site.server.baseUrl}/join/mentor?from=art`, { headers: { cookie: notice } })).text();
    expect(okHtml).toContain("Welcome to the Movement");
    expect(okHtml).toContain("Your application has been received. Welcome to the movement.");
  });

  it("answers a Spanish form in Spanish and keeps its language with the lead", async () => {
    const required = fieldMessagesEs.required(fieldNamesEs.firstName);
    expect(required).not.toBe(fieldMessages.required(fieldNames.firstName));
    const refused = await post({ ...mentor, locale: "es", firstName: "" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ status: "invalid", fieldErrors: { firstName: [required] } });
    const badEmail = await post({ ...mentor, locale: "es", email: "maya@" });
    expect(await badEmail.json()).toMatchObject({ fieldErrors: { email: [fieldMessagesEs.invalidEmail] } });

    const stored = await post({ ...mentor, locale: "es", email: "espanol@example.org" });
    expect(stored.status).toBe(200);
    const english = await post({ ...mentor, email: "english@example.org" });
    expect(english.status).toBe(200);
    const rows = await site.db
      .selectFrom("leads")
      .select(["email", "locale"])
      .where("email", "in", ["espanol@example.org", "english@example.org"])
      .orderBy("email")
      .execute();
    expect(rows).toEqual([
      { email: "english@example.org", locale: "en" },
      { email: "espanol@example.org", locale: "es" },
    ]);
  });

  it("refuses a language the site does not have, in both languages, and stores nothing", async () => {
    const before = await leadCount();
    for (const locale of ["fr", "ES", ""]) {
      const response = await post({ ...mentor, locale, email: `locale-${locale}@example.org` });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ formErrors: [unknownLocaleMessage] });
    }
    expect(await leadCount()).toBe(before);
  });

  it("keeps the join pages out of the sitemap", async () => {
    const sitemap = await (await fetch(`${site.server.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain("<loc>");
    expect(sitemap).not.toContain("/join/");
  });

  it("never answers 5xx, whatever the body (property)", async () => {
    const field = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.string({ unit: "binary", maxLength: 50 }),
      fc.integer(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 3 }),
    );
    const names = fc.constantFrom(
      "kind",
      "source",
      "website",
      "firstName",
      "lastName",
      "email",
      "phone",
      "track",
      "program",
      "company",
      "interest",
      "__proto__",
      "constructor",
    );
    await fc.assert(
      fc.asyncProperty(fc.dictionary(names, field), fc.boolean(), async (body, asJson) => {
        const response = asJson
          ? await post(JSON.stringify(body))
          : await post(Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])));
        expect([200, 400]).toContain(response.status);
        const result = await response.json();
        if (response.status === 400) expect(result.status).toBe("invalid");
      }),
      { numRuns: 150 },
    );
  });
});

describe("sign-up rate limit", () => {
  const site = useServer({ env: { RATE_LIMIT_FORMS: "3" } });

  it("answers 429 with Retry-After once a visitor has sent too many forms in a minute", async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 4; i++) {
      last = await fetch(`${site.server.baseUrl}/resources/leads`, {
        method: "POST",
        body: new URLSearchParams({ kind: "newsletter", source: "footer", website: "", email: `r${i}@example.org` }),
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await last?.json()).toMatchObject({ status: "rate-limited" });
  });
});
