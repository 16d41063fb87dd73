import { describe, expect, it } from "vitest";
import { parseCsv } from "./gallery-admin.server";

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
