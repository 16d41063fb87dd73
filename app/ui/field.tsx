import * as React from "react";
import { cn } from "~/platform/class-names";
import { Input, inputClassName } from "./input";
import { Label } from "./label";
import { Select } from "./select";

type FieldChrome = {
  label: string;
  name: string;
  errors?: readonly string[];
  /** A line under the label saying what to enter. */
  hint?: string;
};

/** What the control of a field gets: its id, name and the ARIA that ties it to its hint and error. */
type ControlProps = { id: string; name: string; "aria-invalid"?: true; "aria-describedby"?: string };

/** Label, hint, control and error text wired together once: ids, aria-invalid and aria-describedby. */
function Field({
  label,
  name,
  errors,
  hint,
  className = "grid gap-1.5",
  children,
}: FieldChrome & { className?: string; children(control: ControlProps): React.ReactNode }) {
  const id = React.useId();
  const controlId = `${id}-${name}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const invalid = Boolean(errors?.length);
  const describedBy = [hint && hintId, invalid && errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <Label htmlFor={controlId}>{label}</Label>
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {children({ id: controlId, name, "aria-invalid": invalid || undefined, "aria-describedby": describedBy })}
      {invalid && (
        <p id={errorId} className="text-sm font-semibold text-danger">
          {errors?.join(" ")}
        </p>
      )}
    </div>
  );
}

export function TextField({ label, name, errors, hint, ...inputProps }: FieldChrome & React.ComponentProps<"input">) {
  return <Field {...{ label, name, errors, hint }}>{(control) => <Input {...control} {...inputProps} />}</Field>;
}

/**
 * A multi-line text field; `hint` says what belongs in it, read out with the field. Also for short
 * text that must wrap to be read whole on a phone, where one line would cut it.
 */
export function TextAreaField({ label, name, errors, hint, className, ...textareaProps }: FieldChrome & React.ComponentProps<"textarea">) {
  return (
    <Field {...{ label, name, errors, hint }}>
      {(control) => <textarea {...control} className={cn(inputClassName, "min-h-28 py-3", className)} {...textareaProps} />}
    </Field>
  );
}

/** `wide`: the field takes the whole row of a two-column form, so a long placeholder is never cut. */
export function SelectField({
  label,
  name,
  errors,
  hint,
  wide = false,
  ...selectProps
}: FieldChrome & { wide?: boolean } & React.ComponentProps<typeof Select>) {
  return (
    <Field {...{ label, name, errors, hint }} className={wide ? "grid gap-1.5 sm:col-span-2" : "grid gap-1.5"}>
      {(control) => <Select {...control} {...selectProps} />}
    </Field>
  );
}

/** A slider, keyboard operable as the browser makes it; give it `aria-valuetext` when a bare number says too little. */
export function RangeField({
  label,
  name,
  errors,
  hint,
  className,
  ...inputProps
}: FieldChrome & Omit<React.ComponentProps<"input">, "type">) {
  return (
    <Field {...{ label, name, errors, hint }}>
      {(control) => <input type="range" {...control} className={cn("h-11 w-full cursor-pointer accent-art", className)} {...inputProps} />}
    </Field>
  );
}
