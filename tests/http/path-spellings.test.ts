// The host's guards hold whatever the spelling of the path React Router matches (issue 27, row 1):
// past the hourly entry quota, every spelling of the entry form's address is refused before its
// body is read, as the canonical one is. A spelling React Router would resolve (dot segments,
// empty segments, backslashes) is sent to the plain address first (issue 42, row 1).
import { describe, expect, it } from "vitest";
import { useServer } from "../support/fixtures";
import { requestFrom } from "../support/gallery";

describe("the entry quota under other spellings of the form's address", () => {
  const fixture = useServer(() => ({ env: { LOG_LEVEL: "warn", DROP_ENTRIES_PER_HOUR: "2" } }));
  const post = (path: string, from = "127.0.72.1") =>
    requestFrom(from, fixture.server.baseUrl, {
      path,
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: "--x--\r\n",
    });

  it("refuses every spelling with 429 once the address has used its entries", async () => {
    // The two entries of the hour (refused as empty forms, but counted: the quota is taken first).
    for (let i = 0; i < 2; i++) expect((await post("/art/weekly-prize/submit")).status).not.toBe(429);
    const spellings = [
      "/art/weekly-prize/submit",
      "/ART/weekly-prize/submit",
      "/art/Weekly-Prize/submit",
      "/art/weekly-prize/submit/",
      "/art/weekly-prize/%73ubmit",
      "/art/weekly-prize/submit.data",
      "/es/art/weekly-prize/submit",
      "/ES/art/weekly-prize/submit/",
    ];
    const answers = [];
    for (const spelling of spellings) answers.push(`${(await post(spelling)).status} ${spelling}`);
    expect(answers).toEqual(spellings.map((spelling) => `429 ${spelling}`));
  });

  it("sends a spelling with dot or empty segments to the plain address before any work, where the quota holds (issue 42, row 1)", async () => {
    const from = "127.0.72.2";
    for (let i = 0; i < 2; i++) expect((await post("/art/weekly-prize/submit", from)).status).not.toBe(429);
    const plainOf = {
      "/art/weekly-prize/./submit": "/art/weekly-prize/submit",
      "/art/x/../weekly-prize/submit": "/art/weekly-prize/submit",
      "/art/weekly-prize/submit/.": "/art/weekly-prize/submit/",
      "/art/weekly-prize/submit/%2e": "/art/weekly-prize/submit/",
      "/art/weekly-prize/submit/%2E%2e/submit": "/art/weekly-prize/submit",
      "/art/weekly-prize//submit": "/art/weekly-prize/submit",
      "//art/weekly-prize/submit": "/art/weekly-prize/submit",
      "/art\\weekly-prize\\submit": "/art/weekly-prize/submit",
      "/es/art/weekly-prize/./submit?from=x": "/es/art/weekly-prize/submit?from=x",
    };
    const answers = [];
    for (const spelling of Object.keys(plainOf)) {
      const reply = await post(spelling, from);
      answers.push(`${reply.status} ${reply.headers.location}`);
      // Where the redirect leads, the address has no entry left.
      if (reply.headers.location) expect((await post(reply.headers.location, from)).status).toBe(429);
    }
    expect(answers).toEqual(Object.values(plainOf).map((plain) => `308 ${plain}`));
  });
});
