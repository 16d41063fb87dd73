import { describe, expect, it } from "vitest";
import { parseArtworkFields, parsePhotoFit } from "./artwork-form";

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

describe("how an upload's photo fills the square", () => {
  const fitForm = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };

  it("crops around the sliders' point, fits the whole photo, and crops around the centre when the form does not say", () => {
    expect(parsePhotoFit(fitForm({ fit: "crop", focusX: "0", focusY: "100" }))).toMatchObject({
      ok: true,
      fields: { fit: "crop", focusX: 0, focusY: 100 },
    });
    expect(parsePhotoFit(fitForm({ fit: "contain", focusX: "20", focusY: "30" }))).toMatchObject({ ok: true, fields: { fit: "contain" } });
    expect(parsePhotoFit(fitForm({}))).toMatchObject({ ok: true, fields: { fit: "crop", focusX: 50, focusY: 50 } });
  });

  it("refuses a point off the photo or not a number, and a fit it does not know, each on its own field", () => {
    for (const focusX of ["abc", "150", "-1", "", "50.5", "1e2", " 5"]) {
      const result = parsePhotoFit(fitForm({ fit: "crop", focusX, focusY: "50" }));
      expect(!result.ok && Object.keys(result.fieldErrors), focusX).toEqual(["focusX"]);
      expect(!result.ok && result.fieldErrors.focusX?.[0]).toMatch(/from 0 to 100/);
    }
    const stretched = parsePhotoFit(fitForm({ fit: "stretch" }));
    expect(!stretched.ok && stretched.fieldErrors.fit?.[0]).toBe("Choose how the photo fills the square.");
    expect(stretched.values).toEqual({ fit: "stretch", focusX: "50", focusY: "50" });
  });
});
