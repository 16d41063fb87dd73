import { describe, expect, it } from "vitest";
import { parseArtworkFields } from "./artwork-form";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries({ title: "Bronx Bloom", artist: "Nia W.", ageGroup: "13-15", description: "", ...fields }))
    data.set(name, value);
  return data;
};

describe("the artwork form's fields", () => {
  it("takes a first name with a last initial, and leaves an empty description out", () => {
    for (const artist of ["Maya R.", "Ana-Sofía M.", "Mary Ann K.", "D'Andre J."]) {
      expect(parseArtworkFields(form({ artist }))).toMatchObject({ ok: true, fields: { artist, description: null } });
    }
  });

  it("takes the initial without its full stop, and shows it with one", () => {
    for (const [typed, shown] of [
      ["Maya R", "Maya R."],
      ["Mary Ann K", "Mary Ann K."],
      ["  Nia W  ", "Nia W."],
    ] as const) {
      expect(parseArtworkFields(form({ artist: typed }))).toMatchObject({ ok: true, fields: { artist: shown } });
    }
  });

  it("refuses a full name or a bare first name, so no child's full name is published", () => {
    for (const artist of ["Maya Reyes", "Maya", "maya r.", "maya r", "Maya Reyes Gomez R.", "M. R.", "Maya R..", ""]) {
      const result = parseArtworkFields(form({ artist }));
      expect(result.ok, artist).toBe(false);
      expect(!result.ok && result.fieldErrors.artist?.[0]).toMatch(/first name and the initial/);
    }
  });

  it("asks for a title and an age group the public filters use, and keeps what was typed", () => {
    const result = parseArtworkFields(form({ title: "  ", ageGroup: "20-25" }));
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.fieldErrors).sort()).toEqual(["ageGroup", "title"]);
    expect(result.values).toMatchObject({ title: "  ", ageGroup: "20-25", artist: "Nia W." });
  });
});
