// CSV as RFC 4180 has it, both ways: operators import the original site's gallery export and
// export leads. Written cells are safe to open in a spreadsheet: a cell that starts like a formula
// (= + - @ tab CR) gets a leading apostrophe, so a visitor's input never runs as one.

export class CsvError extends Error {}

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: quoted when it must be, with a formula start neutralised. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, ending in CRLF. */
export function csvRow(values: readonly unknown[]) {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** Reads CSV (RFC 4180: quoted fields, doubled quotes, newlines inside quotes, a BOM) into objects by header. */
export function parseCsv(source: string): Array<Record<string, string>> {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const input = source.replace(/^\uFEFF/, "");
  for (let i = 0; i < input.length; i++) {
    const char = input[i];
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && input[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else {
      field += char;
    }
  }
  if (quoted) throw new CsvError("CSV ends inside a quoted field");
  if (field !== "" || row.length) {
    row.push(field);
    rows.push(row);
  }
  const [header, ...body] = rows.filter((cells) => cells.some((cell) => cell.trim() !== ""));
  if (!header) return [];
  const names = header.map((name) => name.trim());
  return body.map((cells) => Object.fromEntries(names.map((name, index) => [name, cells[index] ?? ""])));
}
