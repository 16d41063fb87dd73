import { describe, expect, it } from "vitest";
import { validateLead } from "./forms";

const person = { firstName: "Jo", lastName: "Kim", email: "jo@brand.co", phone: "212-555-0100" };

/** The message a form shows for one field when everything else is right. */
function messageFor(kind: "mentor" | "partnership", fields: Record<string, unknown>, field: string) {
  const result = validateLead(kind, fields);
  if (result.ok) throw new Error("expected a rejection");
  return result.fieldErrors[field];
}

describe("sign-up messages read as English", () => {
  it("names each choice with its own article", () => {
    expect(messageFor("partnership", { source: "licensing", ...person, company: "Brand Co" }, "interest")).toEqual([
      "Please choose an interest.",
    ]);
    expect(messageFor("partnership", { source: "sport", ...person, company: "Hoops Co", interest: "golf" }, "interest")).toEqual([
      "Please choose an area of interest.",
    ]);
    expect(messageFor("mentor", { source: "home", ...person, track: "" }, "track")).toEqual(["Please choose a track."]);
    expect(messageFor("mentor", { source: "art", ...person }, "program")).toEqual(["Please choose a program."]);
  });

  it("starts a sentence about a field with its name", () => {
    expect(messageFor("mentor", { source: "home", ...person, lastName: " ", track: "art" }, "lastName")).toEqual([
      "Last name is required.",
    ]);
    expect(messageFor("partnership", { source: "licensing", ...person, company: "", interest: "other" }, "company")).toEqual([
      "Company is required.",
    ]);
  });
});
