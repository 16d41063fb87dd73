import { describe, expect, it } from "vitest";
import { csvCell, parseCsv } from "./csv";

describe("parseCsv", () => {
  it("reads an export with quoted commas, doubled quotes, line breaks in quotes and CRLF", () => {
    const csv = '\uFEFFid,title,description,likes\r\n1,"Hello, world","He said ""hi""\nand left",3\r\n2,Plain,,\r\n';
    expect(parseCsv(csv)).toEqual([
      { id: "1", title: "Hello, world", description: 'He said "hi"\nand left', likes: "3" },
      { id: "2", title: "Plain", description: "", likes: "" },
    ]);
  });

  it("rejects a file that ends inside a quoted field", () => {
    expect(() => parseCsv('id,title\n1,"open')).toThrow(/quoted field/);
  });
});

describe("csvCell", () => {
  it("quotes per RFC 4180 and neutralises cells that a spreadsheet would run as a formula", () => {
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(csvCell("two\r\nlines")).toBe('"two\r\nlines"');
    for (const start of ["=", "+", "-", "@", "\t", "\r"])
      expect(csvCell(`${start}HYPERLINK(1)`).startsWith(start === "\r" ? `"'` : "'")).toBe(true);
    expect(csvCell(null)).toBe("");
    expect(csvCell("Maya")).toBe("Maya");
  });
});
