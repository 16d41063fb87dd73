// The Weekly Drop's entry form over HTTP, posted the way a browser without JavaScript posts it
// (multipart): what an entrant is told, what is stored (and what never is: the photo's GPS, a
// 12-year-old's entry, anything for the lead webhook; a second entry a week is kept and marked for
// moderators, never refused), and what the host
// refuses before reading a photo-sized body. Then a moderator approves it in the console.
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entryTooManyMessage as entryTooManyMessageEs } from "~/features/weekly-drop/copy/entry.es";
import { readApprovedEntries } from "~/features/weekly-drop/entries.server";
import { localePath } from "~/platform/locale";
import { mediaDir } from "~/platform/media.server";
import type { WeeklyDropWeek } from "~/features/weekly-drop/cycle";
import { testDialects } from "../support/databases";
import { useServer } from "../support/fixtures";
import { exifHasGps, metadataOf, photoWithGps } from "../support/photos";
import { addStaff, signIn } from "../support/staff";
import { startWebhookReceiver, testWebhookSecret, waitFor } from "../support/webhook-receiver";

const SUBMIT = "/art/weekly-prize/submit";
// A Wednesday: entries enter the week whose winner is announced Monday 2026-11-30.
const NOW = "2026-11-25T15:00:00Z";
const WEEK = "2026-11-30" as WeeklyDropWeek;
const MODERATOR = { email: "weekly-drop-moderator@wyp.test", role: "editor" as const };

const entryFields = {
  title: "Bronx Sunrise",
  description: "Markers on paper: the view from my window at 6 am.",
  firstName: "Maya",
  lastInitial: "R",
  age: "15",
  borough: "Bronx",
  place: "Mott Haven",
  email: "Maya.Entrant@Example.org",
  guardianName: "Rosa Reyes",
  guardianContact: "+1 (718) 555-0100",
  ownWork: "on",
  publicDisplay: "on",
};

function entryForm(photo: Buffer | null, fields: Partial<Record<keyof typeof entryFields, string | null>> = {}) {
  const form = new FormData();
  if (photo) form.set("image", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "IMG_0001.jpg");
  for (const [name, value] of Object.entries({ ...entryFields, ...fields })) if (value !== null) form.set(name, value);
  return form;
}

describe.each(testDialects())("Weekly Drop entries over HTTP on %s", (dialect) => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver?.close());
  const site = useServer(() => ({
    dialect,
    env: {
      PAGES_AS_OF: NOW,
      LEAD_WEBHOOK_URL: receiver.url,
      LEAD_WEBHOOK_SECRET: testWebhookSecret,
      LEAD_DELIVERY_POLL_MS: "200",
      DROP_ENTRIES_PER_HOUR: "50",
      LOG_LEVEL: "info",
    },
  }));

  const submit = (form: FormData) =>
    fetch(`${site.server.baseUrl}${SUBMIT}`, { method: "POST", body: form, redirect: "manual", headers: { Origin: site.server.baseUrl } });
  const entries = () => site.db.selectFrom("drop_entries").selectAll().orderBy("created_at").execute();

  it("stores an entry sent without JavaScript as pending, with its photo re-encoded and no GPS, and says what happens next", async () => {
    const response = await submit(entryForm(await photoWithGps()));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${SUBMIT}?entered=${WEEK}`);

    const [stored] = await entries();
    expect(stored).toMatchObject({
      week: WEEK,
      status: "pending",
      email: "maya.entrant@example.org",
      first_name: "Maya",
      age: 15,
      borough: "Bronx",
      place: "Mott Haven",
    });
    const file = path.join(mediaDir(site.server.dataDir), path.basename(stored!.image_url));
    const image = fs.readFileSync(file);
    expect(image.subarray(8, 12).toString("latin1")).toBe("WEBP");
    const metadata = await metadataOf(image);
    expect(exifHasGps(metadata.exif)).toBe(false);
    expect(metadata).toEqual({ exif: undefined, xmp: undefined, iptc: undefined, icc: undefined, comments: undefined });

    const next = await (await fetch(`${site.server.baseUrl}${response.headers.get("location")}`)).text();
    expect(next).toContain("Your art is in!");
    expect(next).toContain("Friday, November 27 at 5:00 PM EST");
    expect(next).toContain("Monday, November 30 at 12:00 PM EST");
    expect(next).toContain("We email only if you win.");
    expect(next).toContain("hello@whatsyourpassion.org");
  });

  it("keeps a pending entry off the contest page and its data, then shows it approved once a moderator approves it", async () => {
    const [entry] = await entries();
    const page = await (await fetch(`${site.server.baseUrl}/art/weekly-prize`)).text();
    expect(page).not.toContain("Bronx Sunrise");
    const data = await (await fetch(`${site.server.baseUrl}/art/weekly-prize.data`)).text();
    expect(data).not.toContain("Bronx Sunrise");
    expect(await readApprovedEntries(site.db, WEEK)).toEqual([]);

    await addStaff(site.db, MODERATOR);
    const cookie = await signIn(site.server, MODERATOR.email);
    const staffPost = (to: string, body: URLSearchParams) =>
      fetch(`${site.server.baseUrl}${to}`, {
        method: "POST",
        body,
        redirect: "manual",
        headers: { Cookie: cookie, Origin: site.server.baseUrl },
      });
    const queue = await (await fetch(`${site.server.baseUrl}/staff/weekly-drop/entries`, { headers: { Cookie: cookie } })).text();
    expect(queue).toContain("Bronx Sunrise");
    // Staff see the borough and the neighbourhood the entrant gave.
    expect(queue).toContain("Maya R., 15, Bronx (Mott Haven)");
    // The entrant's email is for reaching a winner, in the results area only.
    expect(queue.toLowerCase()).not.toContain("maya.entrant@example.org");

    // Fifteen: not before a guardian's consent is recorded (issue 28).
    const early = await staffPost(`/staff/weekly-drop/entries/${entry!.id}`, new URLSearchParams({ intent: "approve" }));
    expect(early.status).toBe(409);
    expect(await early.text()).toContain("record a parent&#x27;s or guardian&#x27;s consent");
    const consent = await staffPost(
      `/staff/weekly-drop/entries/${entry!.id}`,
      // As the console's form sends it: the guardian the entrant named, filled in.
      new URLSearchParams({
        intent: "guardian-consent",
        method: "phone",
        guardianName: entryFields.guardianName,
        guardianContact: entryFields.guardianContact,
      }),
    );
    expect(consent.status).toBe(303);
    const approved = await staffPost(`/staff/weekly-drop/entries/${entry!.id}`, new URLSearchParams({ intent: "approve" }));
    expect(approved.status).toBe(303);
    const shown = await (await fetch(`${site.server.baseUrl}${approved.headers.get("location")}`, { headers: { Cookie: cookie } })).text();
    expect(shown).toContain("Entry approved");
    expect(shown).toContain('href="/art/weekly-prize#vote"');
    expect(shown.toLowerCase()).not.toContain("maya.entrant@example.org");
    expect((await entries())[0]!.status).toBe("approved");
    // Read from the database as the page and votes read it, uncached here (the public list is another area's page).
    expect((await readApprovedEntries(site.db, WEEK)).map((e) => e.title)).toEqual(["Bronx Sunrise"]);
    expect(JSON.stringify(await readApprovedEntries(site.db, WEEK))).not.toContain("example.org");
    // The neighbourhood is for staff only: never in what the public list carries.
    expect(JSON.stringify(await readApprovedEntries(site.db, WEEK))).not.toContain("Mott Haven");
  });

  it("offers the five boroughs, refuses a neighbourhood as a borough and markup as a neighbourhood, in the page's language", async () => {
    const form = await (await fetch(`${site.server.baseUrl}${SUBMIT}`)).text();
    const options = [...form.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => `${m[1]}=${m[2]}`);
    expect(options).toEqual([
      "=Choose where you live",
      "Manhattan=Manhattan",
      "Bronx=Bronx",
      "Brooklyn=Brooklyn",
      "Queens=Queens",
      "Staten Island=Staten Island",
    ]);
    expect(form).toContain("Neighborhood (optional)");
    const spanishForm = await (await fetch(`${site.server.baseUrl}${localePath("es", SUBMIT)}`)).text();
    expect(spanishForm).toContain("Barrio (opcional)");
    expect(spanishForm).toContain('<option value="Bronx">El Bronx</option>');

    const before = await entries();
    const harlem = await submit(entryForm(await photoWithGps(), { borough: "Harlem", email: "harlem@example.org" }));
    expect(harlem.status).toBe(400);
    expect(await harlem.text()).toContain("Choose the borough where you live.");
    const markup = await submit(
      entryForm(await photoWithGps(), { borough: "Manhattan", place: "<b>Harlem</b>", email: "markup@example.org" }),
    );
    expect(markup.status).toBe(400);
    expect(await markup.text()).toContain("Write just your neighborhood&#x27;s name, like Harlem.");
    const spanish = await fetch(`${site.server.baseUrl}${localePath("es", SUBMIT)}`, {
      method: "POST",
      body: entryForm(await photoWithGps(), { borough: "Other", place: "x".repeat(61), email: "otro@example.org" }),
      redirect: "manual",
      headers: { Origin: site.server.baseUrl },
    });
    expect(spanish.status).toBe(400);
    const spanishPage = await spanish.text();
    expect(spanishPage).toContain("Elige el condado donde vives.");
    expect(spanishPage).toContain("El nombre de tu barrio debe tener menos de 60 caracteres.");
    expect(await entries()).toHaveLength(before.length);
  });

  it("refuses a 12-year-old kindly and stores nothing, keeping what was typed but never the file", async () => {
    const before = await entries();
    const response = await submit(entryForm(await photoWithGps(), { age: "12", email: "young@example.org" }));
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain("The Weekly Drop is for artists aged 13 to 19");
    expect(page).toContain('href="/wyp-gallery"');
    expect(page).toContain("Ask Parents to Join Facebook Page");
    expect(page).toContain('value="young@example.org"');
    expect(await entries()).toHaveLength(before.length);
    expect((await submit(entryForm(await photoWithGps(), { age: "20", email: "older@example.org" }))).status).toBe(400);
    expect(await entries()).toHaveLength(before.length);
  });

  it("answers a second entry from the same email as any entry, keeps both for moderators, and refuses an entry without both confirmations", async () => {
    const before = (await entries()).length;
    // Junk in place of a photo gets the same answer whether or not the email has entered this week:
    // the form tells no one who entered.
    const junkEntered = await submit(entryForm(Buffer.from("not a photo"), { email: "maya.entrant@example.org" }));
    const junkNew = await submit(entryForm(Buffer.from("not a photo"), { email: "someone.new@example.org" }));
    expect([junkEntered.status, junkNew.status]).toEqual([400, 400]);
    // Equal but for the email typed and each response's own script nonce.
    const normalised = (page: string) =>
      page.replaceAll(/maya\.entrant@example\.org|someone\.new@example\.org/g, "EMAIL").replaceAll(/nonce="[^"]+"/g, 'nonce=""');
    expect(normalised(await junkEntered.text())).toBe(normalised(await junkNew.text()));

    // A second entry with an email already entered (typed in another case) is stored like the first:
    // whoever entered first with a teen's address cannot lock the teen out.
    const again = await submit(entryForm(await photoWithGps(), { email: "maya.entrant@EXAMPLE.org", title: "Second Piece" }));
    expect(again.status).toBe(303);
    expect(await entries()).toHaveLength(before + 1);
    const cookie = await signIn(site.server, MODERATOR.email);
    const queue = await (await fetch(`${site.server.baseUrl}/staff/weekly-drop/entries`, { headers: { Cookie: cookie } })).text();
    expect(queue).toContain("Second Piece");
    expect(queue).toContain("Same email as 1 other entry");
    expect(queue.toLowerCase()).not.toContain("maya.entrant@example.org");

    const unconfirmed = await submit(entryForm(await photoWithGps(), { email: "other@example.org", ownWork: null, publicDisplay: null }));
    expect(unconfirmed.status).toBe(400);
    const page = await unconfirmed.text();
    expect(page).toContain("Please confirm this is your own original work.");
    expect(page).toContain("Please agree to your artwork being shown");
    expect(await entries()).toHaveLength(before + 1);
  });

  it("deletes an entry an entrant asked to have deleted, only once the moderator ticks the box", async () => {
    expect((await submit(entryForm(await photoWithGps(), { email: "delete.me@example.org", title: "Gone Tomorrow" }))).status).toBe(303);
    const entry = (await entries()).find((row) => row.email === "delete.me@example.org");
    const cookie = await signIn(site.server, MODERATOR.email);
    const staffPost = (body: URLSearchParams) =>
      fetch(`${site.server.baseUrl}/staff/weekly-drop/entries/${entry!.id}`, {
        method: "POST",
        body,
        redirect: "manual",
        headers: { Cookie: cookie, Origin: site.server.baseUrl },
      });
    const unconfirmed = await staffPost(new URLSearchParams({ intent: "delete" }));
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.text()).toContain("Tick the box to confirm.");
    expect((await entries()).map((row) => row.id)).toContain(entry!.id);

    const deleted = await staffPost(new URLSearchParams({ intent: "delete", confirm: "yes" }));
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("location")).toBe("/staff/weekly-drop/entries?done=deleted");
    const queue = await (
      await fetch(`${site.server.baseUrl}/staff/weekly-drop/entries?done=deleted`, { headers: { Cookie: cookie } })
    ).text();
    expect(queue).toContain("Entry deleted, with its votes, contact details and photo.");
    expect(queue).not.toContain("Gone Tomorrow");
    expect((await entries()).map((row) => row.id)).not.toContain(entry!.id);
  });

  it("serves an entry's photo to staff only until it is approved, and to no one once rejected; names say nothing of the pixels (issue 27, row 8)", async () => {
    const photo = await photoWithGps();
    for (const email of ["photo.one@example.org", "photo.two@example.org"])
      expect((await submit(entryForm(photo, { email }))).status).toBe(303);
    const [one, two] = (await entries()).filter((entry) => entry.email.startsWith("photo."));
    // The same photo sent twice has two addresses: no one can find an entry's photo from a copy of it.
    expect(one!.image_url).not.toBe(two!.image_url);

    const cookie = await signIn(site.server, MODERATOR.email);
    const get = (url: string, signedIn = false) => fetch(`${site.server.baseUrl}${url}`, { headers: signedIn ? { Cookie: cookie } : {} });
    const small = one!.image_url.replace(/-800\.webp$/, "-400.webp");
    for (const url of [one!.image_url, small]) expect((await get(url)).status).toBe(404);
    const forStaff = await get(one!.image_url, true);
    expect(forStaff.status).toBe(200);
    expect(forStaff.headers.get("cache-control")).toBe("private, no-store");

    const moderate = (intent: string, extra: Record<string, string> = {}) =>
      fetch(`${site.server.baseUrl}/staff/weekly-drop/entries/${one!.id}`, {
        method: "POST",
        body: new URLSearchParams({ intent, ...extra }),
        redirect: "manual",
        headers: { Cookie: cookie, Origin: site.server.baseUrl },
      });
    const guardian = { guardianName: entryFields.guardianName, guardianContact: entryFields.guardianContact };
    expect((await moderate("guardian-consent", { method: "email", ...guardian })).status).toBe(303);
    expect((await moderate("approve")).status).toBe(303);
    const shown = await get(one!.image_url);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("cache-control")).toBe("public, max-age=86400");
    expect((await get(small)).status).toBe(200);

    expect((await moderate("reject", { reason: "Not the entrant's own work" })).status).toBe(303);
    for (const url of [one!.image_url, small]) expect((await get(url)).status).toBe(404);
    expect((await get(two!.image_url)).status).toBe(404);
  });

  it("asks an entrant under 18 for a parent or guardian to reach, and keeps none for an 18-year-old (issue 28)", async () => {
    const before = (await entries()).length;
    const missing = await submit(
      entryForm(await photoWithGps(), { email: "no.guardian@example.org", guardianName: null, guardianContact: null }),
    );
    expect(missing.status).toBe(400);
    const page = await missing.text();
    expect(page).toContain("write the name of a parent or guardian we can ask");
    expect(page).toContain("Write a phone number or an email address where we can reach your parent or guardian.");
    const unreachable = await submit(entryForm(await photoWithGps(), { email: "no.guardian@example.org", guardianContact: "call my mom" }));
    expect(unreachable.status).toBe(400);
    expect(await entries()).toHaveLength(before);

    const adult = await submit(entryForm(await photoWithGps(), { email: "eighteen@example.org", age: "18" }));
    expect(adult.status).toBe(303);
    const stored = (await entries()).find((entry) => entry.email === "eighteen@example.org");
    expect(stored).toMatchObject({ age: 18, guardian_name: null, guardian_contact: null });
    const minor = (await entries()).find((entry) => entry.email === "maya.entrant@example.org");
    expect(minor).toMatchObject({ guardian_name: "Rosa Reyes", guardian_contact: "+1 (718) 555-0100" });
  });

  it("answers a photo over 10 MB 413 in words for a teen, from the form and from the host", async () => {
    const before = (await entries()).length;
    // Over the photo's limit but within the body's: the form's own answer, on the photo's field.
    const over = await submit(entryForm(Buffer.alloc(10 * 1024 * 1024 + 1024, 0xff), { email: "big@example.org" }));
    expect(over.status).toBe(413);
    expect(await over.text()).toContain("That photo is bigger than 10 MB");
    // Far over: the host refuses the body before it is parsed.
    const far = await submit(entryForm(Buffer.alloc(12 * 1024 * 1024, 0xff), { email: "bigger@example.org" }));
    expect(far.status).toBe(413);
    expect(await far.text()).toContain("That photo is bigger than 10 MB");
    expect(await entries()).toHaveLength(before);
  });

  it("sends the lead webhook nothing about an entry, while a sign-up still reaches it", async () => {
    const signUp = await fetch(`${site.server.baseUrl}/resources/leads`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", Origin: site.server.baseUrl },
      body: JSON.stringify({ kind: "newsletter", source: "footer", website: "", email: "newsletter@example.org" }),
    });
    expect(signUp.status).toBe(200);
    await waitFor(() => receiver.received.length > 0, 20_000, "the sign-up's delivery");
    expect(receiver.received.map((delivery) => delivery.body.email)).toEqual(["newsletter@example.org"]);
    expect(JSON.stringify(receiver.received)).not.toContain("entrant");
    expect(site.server.output().toLowerCase()).not.toContain("maya.entrant");
  });
});

describe("the Weekly Drop entry quota", () => {
  const site = useServer({ env: { PAGES_AS_OF: NOW, DROP_ENTRIES_PER_HOUR: "2", LOG_LEVEL: "warn" } });

  /** Sends only the headers of a 10 MB post: an answer can come only from a host that did not wait for the body. */
  function headersOnly(path = SUBMIT): Promise<{ status: number; retryAfter: string | undefined; text: string }> {
    return new Promise((resolve, reject) => {
      const request = http.request(`${site.server.baseUrl}${path}`, {
        method: "POST",
        headers: {
          "Content-Type": "multipart/form-data; boundary=x",
          "Content-Length": String(10 * 1024 * 1024),
          Origin: site.server.baseUrl,
        },
      });
      request.on("response", (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => {
          resolve({ status: response.statusCode ?? 0, retryAfter: response.headers["retry-after"], text });
          request.destroy();
        });
      });
      request.on("error", reject);
      request.flushHeaders();
    });
  }

  it("answers 429 with Retry-After past the hourly quota, before the body is read", async () => {
    for (let i = 0; i < 2; i++) {
      const form = entryForm(null, { email: `quota${i}@example.org` });
      const response = await fetch(`${site.server.baseUrl}${SUBMIT}`, {
        method: "POST",
        body: form,
        headers: { Origin: site.server.baseUrl },
      });
      expect(response.status).toBe(400);
    }
    const refused = await headersOnly();
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.text).toContain("a lot of entries from this network");
    // The Spanish form's post is refused in Spanish.
    const spanish = await headersOnly(localePath("es", SUBMIT));
    expect(spanish.status).toBe(429);
    expect(spanish.text).toContain(entryTooManyMessageEs);
  });
});
