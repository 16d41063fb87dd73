// The host's guards hold whatever the spelling of the path React Router matches (issue 27, row 1):
// past the hourly entry quota, every spelling of the entry form's address is refused before its
// body is read, as the canonical one is.
import { describe, expect, it } from "vitest";
import { useServer } from "../support/fixtures";
import { requestFrom } from "../support/gallery";

describe("the entry quota under other spellings of the form's address", () => {
  const fixture = useServer(() => ({ env: { LOG_LEVEL: "warn", DROP_ENTRIES_PER_HOUR: "2" } }));
  const post = (path: string) =>
    requestFrom("127.0.72.1", `${fixture.server.baseUrl}${path}`, {
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
});
