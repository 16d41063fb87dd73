// The Site content form's building blocks: a field of a list row, a text in both languages, a
// section with its heading, a tick box. Each field shows what was typed after a refused save,
// else what is in the draft, with its error beside it.
import type * as React from "react";
import { TextAreaField, TextField } from "~/ui/field";

export type RowValue = (name: string, fallback: string) => string;
export type FieldState = { value: RowValue; errors: Record<string, string[]> };

/** One field of a list row ("t.0.name"): what was typed after a refusal, else `fallback`, and its error. */
export function RowField({
  name,
  label,
  fallback,
  max,
  area,
  type,
  value,
  errors,
}: FieldState & { name: string; label: string; fallback: string; max?: number; area?: boolean; type?: string }) {
  const props = { label, name, defaultValue: value(name, fallback), maxLength: max, errors: errors[name] };
  return area ? <TextAreaField {...props} /> : <TextField {...props} type={type} />;
}

/** A text in both languages: "t.0.quote.en" and "t.0.quote.es". */
export function BilingualRowFields({
  name,
  labels,
  fallback,
  ...field
}: FieldState & { name: string; labels: readonly [string, string]; fallback: { en: string; es: string }; max?: number; area?: boolean }) {
  return (
    <>
      <RowField name={`${name}.en`} label={labels[0]} fallback={fallback.en} {...field} />
      <RowField name={`${name}.es`} label={labels[1]} fallback={fallback.es} {...field} />
    </>
  );
}

/** A section of the page, named by its heading; `hidden` while another section's tab is open. */
export function EditSection({ id, title, hidden, children }: { id: string; title: string; hidden?: boolean; children: React.ReactNode }) {
  return (
    <section id={`section-${id}`} aria-labelledby={`${id}-title`} className="grid gap-4" hidden={hidden}>
      <h2 id={`${id}-title`} className="text-xl font-bold uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A tick box with its label beside it. */
export function Tick({
  name,
  label,
  value = "yes",
  defaultChecked,
}: {
  name: string;
  label: string;
  value?: string;
  defaultChecked?: boolean;
}) {
  return (
    <label className="flex min-h-11 items-center gap-3 font-semibold">
      <input type="checkbox" name={name} value={value} defaultChecked={defaultChecked} className="size-5 shrink-0 accent-core" />
      {label}
    </label>
  );
}
