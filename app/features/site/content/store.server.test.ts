import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, testDialects, type TestDatabase } from "../../../../tests/support/databases";
import type { SiteNotice } from "~/platform/content-overrides";
import {
  listVersions,
  onContentChange,
  pageContentFor,
  parseStored,
  publishDraft,
  publishedOverrides,
  readDraft,
  refreshPublished,
  restoreVersion,
  saveDraftSection,
  saveDraftSections,
} from "./store.server";

const at = (iso: string) => new Date(iso);
const notice: SiteNotice = {
  id: "december",
  text: { en: "No meet-up in December.", es: "No hay encuentro en diciembre." },
  link: { href: "/art/community", label: { en: "See January's", es: "Ver el de enero" } },
  pages: ["/art/community"],
  // 9:00 to 10:00 in New York (EST, -05:00).
  starts: "2026-12-01T14:00:00.000Z",
  ends: "2026-12-01T15:00:00.000Z",
};

describe.each(testDialects())("site content store on %s", (dialect) => {
  let database: TestDatabase;
  let changes = 0;
  let stopListening: () => void;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    changes = 0;
    stopListening = onContentChange(() => changes++);
  });
  afterEach(async () => {
    stopListening();
    await database.destroy();
  });

  it("refuses a save on a draft saved since it was read, naming who saved it; of two at once, one passes", async () => {
    const db = database.db;
    expect(await saveDraftSections(db, { contactEmail: "ana@wyp.example" }, "ana@wyp.example", null)).toBeUndefined();
    const opened = (await readDraft(db))!.updatedAt;
    // A save on no draft, when one was started meanwhile, is refused too.
    expect(await saveDraftSections(db, { contactEmail: "late@wyp.example" }, "late@wyp.example", null)).toEqual({
      conflict: { updatedAt: opened, updatedBy: "ana@wyp.example" },
    });
    expect(await saveDraftSections(db, { contactEmail: "ben@wyp.example" }, "ben@wyp.example", opened)).toBeUndefined();
    const refused = await saveDraftSections(db, { contactEmail: "cy@wyp.example" }, "cy@wyp.example", opened);
    expect(refused?.conflict.updatedBy).toBe("ben@wyp.example");
    expect((await readDraft(db))!.overrides.contactEmail).toBe("ben@wyp.example");

    const now = (await readDraft(db))!.updatedAt;
    const both = await Promise.all(["dee", "eve"].map((who) => saveDraftSections(db, { contactEmail: `${who}@wyp.example` }, who, now)));
    expect(both.filter((outcome) => outcome === undefined)).toHaveLength(1);
    // A section saved without a saved-at (Site content's forms) keeps the later save, as before.
    expect(await saveDraftSections(db, { contactEmail: "fay@wyp.example" }, "fay@wyp.example")).toBeUndefined();
    expect((await readDraft(db))!.overrides.contactEmail).toBe("fay@wyp.example");
  });

  it("keeps a draft apart from what is live until it is published, then keeps each version to restore", async () => {
    // What this process showed before (another test's database) is forgotten.
    await refreshPublished(database.db, at("2026-11-30T12:00:00Z"));
    changes = 0;
    await saveDraftSection(database.db, "links", { chatInvite: "https://discord.gg/new" }, "editor@wyp.example");
    await saveDraftSection(database.db, "contactEmail", "team@wyp.example", "editor@wyp.example");
    expect((await readDraft(database.db))?.overrides).toEqual({
      links: { chatInvite: "https://discord.gg/new" },
      contactEmail: "team@wyp.example",
    });
    expect(await refreshPublished(database.db, at("2026-11-30T12:00:01Z"))).toBe(false);

    const first = await publishDraft(database.db, "editor@wyp.example");
    expect(first?.changed).toEqual(["links", "contactEmail"]);
    expect(await readDraft(database.db)).toBeUndefined();
    expect(await refreshPublished(database.db, at("2026-11-30T12:00:02Z"))).toBe(true);
    expect(publishedOverrides().links).toEqual({ chatInvite: "https://discord.gg/new" });

    // Back to the code's contact address, published; then the first version restored.
    await saveDraftSection(database.db, "contactEmail", undefined, "owner@wyp.example");
    expect((await publishDraft(database.db, "owner@wyp.example"))?.changed).toEqual(["contactEmail"]);
    await restoreVersion(database.db, first!.id, "owner@wyp.example");
    await refreshPublished(database.db, at("2026-11-30T12:00:03Z"));
    expect(publishedOverrides().contactEmail).toBe("team@wyp.example");
    const versions = await listVersions(database.db);
    expect(versions.map((version) => [version.publishedBy, version.restoredFrom, version.sections])).toEqual([
      ["owner@wyp.example", first!.id, ["contactEmail"]],
      ["owner@wyp.example", null, ["contactEmail"]],
      ["editor@wyp.example", null, ["links", "contactEmail"]],
    ]);
    expect(await publishDraft(database.db, "editor@wyp.example")).toBeUndefined();
    expect(changes).toBe(2);
  });

  it("puts a scheduled notice on its pages at its start and takes it off at its end, with no one publishing", async () => {
    await saveDraftSection(database.db, "notices", [notice], "editor@wyp.example");
    await publishDraft(database.db, "editor@wyp.example");
    const minuteBefore = at("2026-12-01T13:59:00Z");
    expect(await refreshPublished(database.db, minuteBefore)).toBe(true);
    const shown = (now: Date, path: string) => pageContentFor(path, publishedOverrides(), false, now).notices;
    expect(shown(minuteBefore, "/art/community")).toEqual([]);

    // Nothing changes until the start...
    expect(await refreshPublished(database.db, at("2026-12-01T13:59:59Z"))).toBe(false);
    // ...then the pages are told to render again, and it is there, in each language, on its page only.
    const started = at("2026-12-01T14:00:00Z");
    expect(await refreshPublished(database.db, started)).toBe(true);
    expect(shown(started, "/art/community")).toEqual([
      { id: "december", text: "No meet-up in December.", link: { href: "/art/community", label: "See January's" } },
    ]);
    expect(shown(started, "/es/art/community")[0]?.text).toBe("No hay encuentro en diciembre.");
    expect(shown(started, "/art")).toEqual([]);
    expect(await refreshPublished(database.db, at("2026-12-01T14:30:00Z"))).toBe(false);
    const ended = at("2026-12-01T15:00:00Z");
    expect(await refreshPublished(database.db, ended)).toBe(true);
    expect(shown(ended, "/art/community")).toEqual([]);
  });
});

describe("a stored version read back", () => {
  const stale = {
    ...notice,
    id: "old-page",
    text: { en: "Sign up on the old page.", es: "Inscríbete en la página vieja." },
    pages: ["/removed"],
  };
  const quote = {
    name: "Maya R.",
    role: { en: "15, Harlem", es: "15, Harlem" },
    quote: { en: "I found my crew.", es: "Encontré a mi gente." },
    shown: true,
  };

  it("leaves out a notice or testimonial the site no longer has a place for, alone, and names it", () => {
    const { overrides, unused } = parseStored(
      JSON.stringify({
        notices: [
          notice,
          stale,
          { ...notice, id: "off-site", text: { en: "Off \u202esite", es: "x" }, link: { href: "//evil/x", label: notice.link!.label } },
        ],
        testimonials: [{ ...quote, name: "Nia Kamara Jones" }, quote],
      }),
    );
    expect(overrides).toEqual({ notices: [notice], testimonials: [quote] });
    expect(unused).toEqual(['notice "Sign up on the old page."', 'notice "Off site"', 'testimonial "Nia Kamara Jones"']);
  });

  it("keeps an emptied list empty, and names what is not a list or not a section at all", () => {
    expect(parseStored(JSON.stringify({ notices: [stale], testimonials: "all of them" }))).toEqual({
      overrides: { notices: [] },
      unused: ['notice "Sign up on the old page."', "testimonials"],
    });
  });

  it("reads built-in object names as unknown keys and sections, not as the object's own", () => {
    const body =
      '{"__proto__":{"links":{}},"constructor":1,"links":{"constructor":"https://a.example","__proto__":"https://b.example","instagram":"https://www.instagram.com/wyp"},"figures":{"toString":{}}}';
    expect(parseStored(body)).toEqual({
      overrides: { links: { instagram: "https://www.instagram.com/wyp" } },
      unused: ["__proto__", "constructor", "links.constructor", "links.__proto__", "figures.toString"],
    });
  });
});
