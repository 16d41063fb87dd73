// One page's words (Page texts): each text in reading order, English and Spanish side by side,
// the code's original under each box. After a refused save the boxes show what was typed, and,
// when a colleague saved the draft meanwhile, what the draft has now under each text that differs.
import type * as React from "react";
import { TextAreaField } from "~/ui/field";
import { pageTextLimit } from "../texts/text-rules";
import { textFieldName } from "../texts/text-fields";
import type { RowValue } from "./edit-fields";

export type PageTextRow = { path: string; original: { en: string; es: string }; value: { en: string; es: string } };
export type PageTextUnit = { key: string; name: string; fields: PageTextRow[] };

/** A text's name for a screen reader and the eye: its original English, shortened. */
const shortName = (text: string) => (text.length > 70 ? `${text.slice(0, 69)}…` : text);

type RowProps = { unit: string; row: PageTextRow; value: RowValue; errors: Record<string, string[]>; theirs: Record<string, string> };

function TextRow({ unit, row, value, errors, theirs }: RowProps) {
  return (
    <fieldset className="grid gap-3 border-t border-line pt-3 md:grid-cols-2">
      <legend className="sr-only">{shortName(row.original.en)}</legend>
      {(["en", "es"] as const).map((locale) => {
        const name = textFieldName(unit, row.path, locale);
        return (
          <TextAreaField
            key={locale}
            label={locale === "en" ? "English" : "Spanish"}
            name={name}
            hint={`Original: ${row.original[locale]}${name in theirs ? ` · Now in the draft: ${theirs[name]}` : ""}`}
            defaultValue={value(name, row.value[locale])}
            maxLength={pageTextLimit(row.original[locale])}
            rows={row.original[locale].length > 90 ? 4 : 2}
            className="min-h-0"
            errors={errors[name]}
          />
        );
      })}
    </fieldset>
  );
}

export function PageTextsFields({
  units,
  value,
  errors,
  theirs,
  actions,
}: {
  units: PageTextUnit[];
  value: RowValue;
  errors: Record<string, string[]>;
  theirs: Record<string, string>;
  actions: React.ReactNode;
}) {
  return (
    <>
      {units.map((unit) => (
        <section key={unit.key} aria-label={`${unit.name}: its texts`} className="grid gap-3">
          {unit.fields.map((row) => (
            <TextRow key={row.path} unit={unit.key} row={row} value={value} errors={errors} theirs={theirs} />
          ))}
        </section>
      ))}
      {actions}
    </>
  );
}
