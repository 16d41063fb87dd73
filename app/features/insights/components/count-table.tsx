// A table of counts with a bar beside each number: the bar shows the share at a glance, the
// number beside it says it exactly (so nothing is told by colour or length alone).
import { ConsoleTable } from "~/ui/console-table";

/** `detail` goes under the label in smaller type (a page's address beside its name). */
export type CountRow = { key: string; label: string; detail?: string; cells: (string | number)[]; bar: number };

/** The bar's length is `bar` of the largest in the table; it is hidden from screen readers (the number says it). */
export function CountTable({ caption, columns, rows, empty }: { caption: string; columns: string[]; rows: CountRow[]; empty: string }) {
  const largest = Math.max(1, ...rows.map((row) => row.bar));
  if (!rows.length) return <p className="text-sm">{empty}</p>;
  return (
    <ConsoleTable caption={caption} columns={[...columns, "Share"]} className="min-w-[36rem]">
      {rows.map((row) => (
        <tr key={row.key} className="border-b border-line align-middle">
          <th scope="row" className="py-2 pr-4 font-normal break-all">
            {row.label}
            {row.detail && <span className="block text-xs text-muted">{row.detail}</span>}
          </th>
          {row.cells.map((cell, i) => (
            <td key={i} className="py-2 pr-4 tabular-nums">
              {cell}
            </td>
          ))}
          <td className="w-1/3 py-2" aria-hidden="true">
            <div className="h-3 bg-paper" style={{ width: `${Math.max(1, (row.bar / largest) * 100)}%` }} />
          </td>
        </tr>
      ))}
    </ConsoleTable>
  );
}
