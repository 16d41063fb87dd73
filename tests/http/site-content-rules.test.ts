// Site content's rules against the built server (issue 42): a section the console does not have is
// refused, whatever its name.
import { beforeAll, describe, expect, it } from "vitest";
import { useServer } from "../support/fixtures";
import { addStaff, signIn } from "../support/staff";

/** The words of a page without markup. */
const words = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");

describe("site content's rules", () => {
  const site = useServer({ env: { LOG_LEVEL: "warn" } });
  let cookie = "";
  beforeAll(async () => {
    await addStaff(site.db, { email: "editor@wyp.example", role: "editor" });
    cookie = await signIn(site.server, "editor@wyp.example");
  });

  const post = (fields: Record<string, string>) =>
    fetch(`${site.server.baseUrl}/staff/content`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Cookie: cookie },
      redirect: "manual",
    });
  const draft = async () => (await site.db.selectFrom("site_content_draft").select("body").executeTakeFirst())?.body;

  it.each(["save:__proto__", "save:constructor", "reset:constructor", "save:toString", "reset:hasOwnProperty", "save:"])(
    "refuses %s with 400 and stores nothing: it is not a section of the page",
    async (intent) => {
      // "ok" and "value" would be read as a parse result if a built-in's call came back with the fields.
      const response = await post({ intent, ok: "1", value: "x" });
      expect(response.status).toBe(400);
      expect(words(await response.text())).toContain("Unknown action.");
      expect(await draft()).toBeUndefined();
    },
  );
});
