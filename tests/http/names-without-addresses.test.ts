// A name is a name (issue 42, row 12): every name field of the public forms (sign-ups, Weekly Drop
// entries) refuses a web or email address with a clear message in the page's language, and staff
// mail never carries a visitor's text that a mail program could turn into a link, even from a row
// stored before the rule.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeLead } from "~/features/leads/store.server";
import { useServer } from "../support/fixtures";
import { mentorApplication } from "../support/leads";
import { photoWithGps } from "../support/photos";
import { freePort, startSmtp, type TestSmtp } from "../support/smtp";
import { addStaff } from "../support/staff";

const LINK_NAME = "Visit https://evil.example/staff/login now";
// A Wednesday: the Weekly Drop takes entries.
const NOW = "2026-11-25T15:00:00Z";

describe("names that carry a web or email address", () => {
  let smtpPort = 0;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtpPort = await freePort();
    smtp = await startSmtp(smtpPort);
  });
  afterAll(() => smtp?.stop());
  const site = useServer(() => ({
    env: {
      PAGES_AS_OF: NOW,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: "WYP <team@wyp.example.org>",
      MAIL_POLL_MS: "100",
      RATE_LIMIT_FORMS: "1000",
      LOG_LEVEL: "error",
    },
  }));
  const signUp = (fields: Record<string, string>) =>
    fetch(`${site.server.baseUrl}/resources/leads`, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: new URLSearchParams(fields),
    });
  const leads = () => site.db.selectFrom("leads").select(["first_name", "last_name"]).execute();

  it("refuses a sign-up whose name or company is a link or an address, in English and in Spanish, and stores nothing", async () => {
    await addStaff(site.db, { email: "owner@example.org", role: "owner" });
    const cases: [Record<string, string>, string, string][] = [
      [{ ...mentorApplication, firstName: LINK_NAME }, "firstName", "First name must not contain a web address or an email address."],
      [{ ...mentorApplication, lastName: "www.evil.example" }, "lastName", "Last name must not contain a web address or an email address."],
      [
        { ...mentorApplication, firstName: "maya@evil.example" },
        "firstName",
        "First name must not contain a web address or an email address.",
      ],
      // Full-width look-alikes read as what they look like.
      [
        { ...mentorApplication, firstName: "ＷＷＷ．evil．example" },
        "firstName",
        "First name must not contain a web address or an email address.",
      ],
      [
        { kind: "partnership", source: "licensing", website: "", ...person, company: "HTTPS://evil.example", interest: "apparel" },
        "company",
        "Company must not contain a web address or an email address.",
      ],
      [
        { ...mentorApplication, locale: "es", firstName: LINK_NAME },
        "firstName",
        "El nombre no puede contener una dirección web ni un correo electrónico.",
      ],
    ];
    for (const [fields, field, message] of cases) {
      const response = await signUp(fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect((await response.json()).fieldErrors[field]).toEqual([message]);
    }
    // A name with a hyphen and an apostrophe still passes.
    expect((await signUp({ ...mentorApplication, firstName: "Mary-Jo", lastName: "O'Neil" })).status).toBe(200);
    expect(await leads()).toEqual([{ first_name: "Mary-Jo", last_name: "O'Neil" }]);
  });

  it("refuses a Weekly Drop entry whose first name or guardian's name is a link, in the page's language", async () => {
    const entry = (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ ...entryFields, ...fields })) form.set(name, value);
      return form;
    };
    const submit = async (path: string, fields: Record<string, string>) => {
      const form = entry(fields);
      form.set("image", new Blob([new Uint8Array(await photoWithGps())], { type: "image/jpeg" }), "art.jpg");
      return fetch(`${site.server.baseUrl}${path}`, {
        method: "POST",
        body: form,
        redirect: "manual",
        headers: { Origin: site.server.baseUrl },
      });
    };
    const english = await submit("/art/weekly-prize/submit", { firstName: "www.maya", guardianName: LINK_NAME });
    expect(english.status).toBe(400);
    const page = (await english.text()).replaceAll("&#x27;", "'");
    expect(page).toContain("Write your first name, not a web address or an email address.");
    expect(page).toContain("Write your parent's or guardian's name, not a web address or an email address.");
    const spanish = await submit("/es/art/weekly-prize/submit", { guardianName: "rosa@evil.example" });
    expect(spanish.status).toBe(400);
    expect(await spanish.text()).toContain(
      "Escribe el nombre de tu mamá, tu papá o tu tutor, no una dirección web ni un correo electrónico.",
    );
    expect(await site.db.selectFrom("drop_entries").select("id").execute()).toEqual([]);
  });

  it("mails staff no link made of a visitor's text, even from a sign-up stored before names were checked", async () => {
    // Written as an older version stored it, past today's form.
    await storeLead(site.db, "mentor", { ...person, source: "home", firstName: LINK_NAME, track: "art" });
    await storeLead(site.db, "crown", { source: "sport", firstName: "evil.example", lastName: "Bell", email: "ana@example.org" });
    const subjects = () => smtp.received.map((mail) => mail.subject).sort();
    // The sign-up from the first test is named; the two with a link in the name are named by nobody.
    await expect
      .poll(subjects, { timeout: 15_000 })
      .toEqual(["New Crown access claim", "New mentor application", "New mentor application: Mary-Jo O."]);
    for (const mail of smtp.received) {
      expect(mail.subject + mail.text).not.toContain("evil.example");
      // Plain text only: no HTML part where a name could become a link.
      expect(mail.text).not.toMatch(/<a\s|text\/html/i);
    }
  });
});

const person = { firstName: "Maya", lastName: "Reyes", email: "maya@example.org", phone: "212-555-0100" };

const entryFields = {
  title: "Bronx Sunrise",
  description: "Markers on paper.",
  firstName: "Maya",
  lastInitial: "R",
  age: "15",
  borough: "Bronx",
  place: "",
  email: "maya.entrant@example.org",
  guardianName: "Rosa Reyes",
  guardianContact: "718-555-0100",
  ownWork: "on",
  publicDisplay: "on",
};
