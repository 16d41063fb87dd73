// Every action of the route table, public and console, given a body type it does not take (JSON
// where a form is expected, or text) answers 4xx, never 5xx (issue 27, row 10).
import { describe, expect, it } from "vitest";
import { everyPagePath } from "~/pages";
import { useServer } from "../support/fixtures";
import { addStaff, consoleRoutePaths, signIn } from "../support/staff";

/** A path of the route table with its parameters filled in. */
const concrete = (path: string) => path.replace(/:[A-Za-z]+\??/g, "x0000000000000000000000").replace(/\*/g, "x");

describe("actions given a body type they do not take", () => {
  const fixture = useServer(() => ({ env: { LOG_LEVEL: "warn", RATE_LIMIT_FORMS: "10000" } }));

  it("answer 4xx on every public page and every console route, signed in as an owner", async () => {
    await addStaff(fixture.db, { email: "sweep@example.org", role: "owner" });
    const cookie = await signIn(fixture.server, "sweep@example.org");
    const paths = [
      ...everyPagePath,
      "/join/mentor?from=home",
      "/es/join/mentor?from=home",
      "/join/partner?from=licensing",
      ...consoleRoutePaths()
        .filter((path) => !/\/(logout)$/.test(path))
        .map(concrete),
    ];
    const bodies = [
      { type: "application/json", body: JSON.stringify({ intent: "approve", email: "a@example.org", title: "x" }) },
      { type: "text/plain", body: "intent=approve" },
    ];
    const answers: string[] = [];
    for (const path of paths) {
      for (const { type, body } of bodies) {
        const response = await fetch(`${fixture.server.baseUrl}${path}`, {
          method: "POST",
          headers: { "Content-Type": type, Cookie: cookie },
          body,
          redirect: "manual",
        });
        await response.arrayBuffer();
        answers.push(`${response.status} ${type} ${path}`);
      }
    }
    expect(answers.filter((answer) => answer.startsWith("5"))).toEqual([]);
    expect(answers).toContain(`415 application/json ${concrete("/staff/leads/:id")}`);
    // Still signed in: none of it ended the session.
    const home = await fetch(`${fixture.server.baseUrl}/staff`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(home.status).toBe(200);
  }, 120_000);
});
