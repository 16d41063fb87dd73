// Two staff saving the same page's texts (issue 44, item 4): a save made on a draft saved since the
// form was opened is refused, naming who saved it, keeping what was typed and showing what the
// draft has now; saved again, it goes in. Two saves at the same moment: one passes, the other is
// told. On SQLite and PostgreSQL, since the check is the database's write.
import { beforeAll, describe, expect, it } from "vitest";
import { useServer } from "../support/fixtures";
import { htmlText } from "../support/pages";
import { homeTextsForm, postPageTexts } from "../support/page-texts";
import { addStaff, signIn } from "../support/staff";

const theirs = { en: "Screens lose when neighbours show up.", es: "Las pantallas pierden cuando el barrio aparece." };
const mine = { en: "Screens lose when we show up together.", es: "Las pantallas pierden cuando llegamos juntos." };

describe.each(["sqlite", "postgres"] as const)("page texts saved by two staff at once (%s)", (dialect) => {
  const site = useServer({ dialect, env: { LOG_LEVEL: "warn" } });
  const cookies = { ana: "", ben: "" };
  beforeAll(async () => {
    await addStaff(site.db, { email: "ana@wyp.example", role: "editor" });
    await addStaff(site.db, { email: "ben@wyp.example", role: "editor" });
    cookies.ana = await signIn(site.server, "ana@wyp.example");
    cookies.ben = await signIn(site.server, "ben@wyp.example");
  });

  /** The console's form as one of them opens it: the draft's saved-at it carries. */
  const openForm = async (who: keyof typeof cookies) => {
    const html = await (await fetch(`${site.server.baseUrl}/staff/content/pages?page=/`, { headers: { Cookie: cookies[who] } })).text();
    return /name="draftSavedAt" value="([^"]*)"/.exec(html)?.[1];
  };
  const save = (who: keyof typeof cookies, savedAt: string, line: typeof mine) =>
    postPageTexts(site.server, cookies[who], "/", { ...homeTextsForm({ "hero.line": line }), draftSavedAt: savedAt });
  const draftLine = async () => {
    const body = (await site.db.selectFrom("site_content_draft").select("body").executeTakeFirst())?.body ?? "{}";
    return JSON.parse(body).texts?.["site/home"]?.["hero.line"];
  };

  it("refuses the later save, naming who saved, keeping what was typed and showing the draft's text; saved again, it goes in", async () => {
    const [anaOpened, benOpened] = [await openForm("ana"), await openForm("ben")];
    expect(anaOpened).toBe("");
    expect((await save("ana", anaOpened ?? "", theirs)).status).toBe(200);

    const refused = await save("ben", benOpened ?? "", mine);
    expect(refused.status).toBe(409);
    const html = await refused.text();
    expect(htmlText(html)).toMatch(/Not saved: ana@wyp\.example saved the draft .+, after you opened this page\./);
    expect(html).toContain(mine.en);
    expect(html).toContain(mine.es);
    expect(htmlText(html)).toContain(`Now in the draft: ${theirs.en}`);
    expect(await draftLine()).toEqual(theirs);

    // The refused page carries the draft as it is now: saving again puts Ben's words in place.
    const now = /name="draftSavedAt" value="([^"]*)"/.exec(html)?.[1];
    expect(now).toBe(await openForm("ben"));
    expect((await save("ben", now ?? "", mine)).status).toBe(200);
    expect(await draftLine()).toEqual(mine);
  });

  it("lets one of two saves at the same moment through and tells the other", async () => {
    const opened = (await openForm("ana")) ?? "";
    const [a, b] = await Promise.all([save("ana", opened, theirs), save("ben", opened, mine)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await draftLine()).toEqual(a.status === 200 ? theirs : mine);
  });

  it("refuses a save on a draft that was published since", async () => {
    const opened = (await openForm("ana")) ?? "";
    await site.db.deleteFrom("site_content_draft").execute();
    const refused = await save("ana", opened, theirs);
    expect(refused.status).toBe(409);
    expect(htmlText(await refused.text())).toContain("Not saved: the draft was published or discarded after you opened this page.");
  });
});
