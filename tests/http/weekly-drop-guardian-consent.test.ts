// A minor's Weekly Drop entry is public only once a parent's or guardian's consent is recorded,
// however it got there (issue 42, row 2): an approved entry edited to a minor's age goes back to
// waiting and the console asks for the guardian; the vote page, the vote and /media check the
// consent, not the status alone.
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { storeImage } from "~/platform/media.server";
import { testDialects } from "../support/databases";
import { type SeededEntry, seedEntries, VOTING_SATURDAY, voteFrom } from "../support/weekly-drop-votes";
import { useServer } from "../support/fixtures";
import { addStaff, signIn } from "../support/staff";

const PAGE = "/art/weekly-prize";
const MODERATOR = { email: "consent-moderator@wyp.test", role: "editor" as const };

describe.each(testDialects())("a guardian's consent before a minor's entry is public, on %s", (dialect) => {
  const site = useServer({ dialect, env: { PAGES_AS_OF: VOTING_SATURDAY, LOG_LEVEL: "warn" } });
  let cookie: string;
  let adult: SeededEntry & { imageUrl: string };
  let skipped: SeededEntry & { imageUrl: string };

  const photo = (background: string) =>
    sharp({ create: { width: 64, height: 64, channels: 3, background } })
      .png()
      .toBuffer()
      .then((image) => storeImage(site.server.dataDir, image));

  beforeAll(async () => {
    const [adultImage, skippedImage] = [await photo("#ff8800"), await photo("#0088ff")];
    const [seededAdult, seededSkipped] = await seedEntries(site.db, [
      { title: "Nineteen Candles", status: "approved", age: 19, imageUrl: adultImage },
      // A row approved without a consent (before the rule, or by plain SQL): still never public.
      { title: "Consent Never Asked", status: "approved", age: 15, imageUrl: skippedImage, guardianConsent: false },
    ]);
    adult = { ...seededAdult!, imageUrl: adultImage };
    skipped = { ...seededSkipped!, imageUrl: skippedImage };
    await addStaff(site.db, MODERATOR);
    cookie = await signIn(site.server, MODERATOR.email);
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${site.server.baseUrl}${path}`, { headers });
  const moderate = (id: string, fields: Record<string, string>) =>
    fetch(`${site.server.baseUrl}/staff/weekly-drop/entries/${id}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      redirect: "manual",
      headers: { Cookie: cookie, Origin: site.server.baseUrl },
    });
  const publicFields = (age: string) => ({
    title: "Nineteen Candles",
    description: "A piece called Nineteen Candles.",
    firstName: "Maya",
    lastInitial: "R",
    age,
    borough: "Bronx",
    place: "",
  });
  /** What anyone sees of the entry: on the vote page, as a vote, and its photo. */
  const publicView = async (entry: SeededEntry & { imageUrl: string }, address: string) => ({
    listed: (await (await get(PAGE)).text()).includes(entry.title),
    vote: (await voteFrom(address, site.server.baseUrl, entry.id)).status,
    photo: (await get(entry.imageUrl)).status,
  });
  const status = async (id: string) =>
    (await site.db.selectFrom("drop_entries").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;

  it("sends an approved entry edited from 19 to 14 back to waiting, off the vote and /media, until a guardian's consent is recorded", async () => {
    expect(await publicView(adult, "127.0.70.1")).toEqual({ listed: true, vote: 200, photo: 200 });

    const edited = await moderate(adult.id, { intent: "edit", ...publicFields("14") });
    expect(edited.status).toBe(303);
    const page = await (await get(edited.headers.get("location")!, { Cookie: cookie })).text();
    expect(page).toContain("The entrant is now under 18, so the entry is back to waiting");
    // The console asks for the guardian in plain words; the entrant gave none at 19.
    expect(page).toContain("Parent&#x27;s or guardian&#x27;s name");
    expect(page).toContain("Their phone or email");
    expect(await status(adult.id)).toBe("pending");
    expect(await publicView(adult, "127.0.70.2")).toEqual({ listed: false, vote: 404, photo: 404 });
    // Approving again is refused until the consent is recorded.
    expect((await moderate(adult.id, { intent: "approve" })).status).toBe(409);

    // Consent without saying who gave it, or how to reach them, is refused: nothing is recorded.
    const nameless = await moderate(adult.id, { intent: "guardian-consent", method: "phone", guardianName: "", guardianContact: "" });
    expect(nameless.status).toBe(400);
    const refusal = await nameless.text();
    expect(refusal).toContain("Write the name of the parent or guardian who said yes.");
    expect(refusal).toContain("Write a phone number or an email address to reach them.");
    const consent = await moderate(adult.id, {
      intent: "guardian-consent",
      method: "phone",
      guardianName: "Rosa Reyes",
      guardianContact: "718-555-0100",
    });
    expect(consent.status).toBe(303);
    expect(
      await site.db
        .selectFrom("drop_entries")
        .select(["guardian_name", "guardian_contact", "guardian_consent_method"])
        .where("id", "=", adult.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ guardian_name: "Rosa Reyes", guardian_contact: "718-555-0100", guardian_consent_method: "phone" });
    expect((await moderate(adult.id, { intent: "approve" })).status).toBe(303);
    expect(await publicView(adult, "127.0.70.3")).toEqual({ listed: true, vote: 200, photo: 200 });
  });

  it("keeps an approved minor's entry without a recorded consent off the vote page, the vote and /media", async () => {
    expect(await status(skipped.id)).toBe("approved");
    expect(await publicView(skipped, "127.0.71.1")).toEqual({ listed: false, vote: 404, photo: 404 });
    // Staff still see it, and the console says what is missing.
    expect((await get(skipped.imageUrl, { Cookie: cookie })).status).toBe(200);
    const console = await (await get(`/staff/weekly-drop/entries/${skipped.id}`, { Cookie: cookie })).text();
    expect(console).toContain("Not recorded yet");
  });
});
