import * as React from "react";
import { cn } from "~/lib/class-names";
import { Input, inputClassName } from "./input";
import { Label } from "./label";
import { Select, type SelectOption } from "./select";

type FieldChrome = { label: string; name: string; errors?: readonly string[] };

/** Label, control and error text wired together once: ids, aria-invalid and aria-describedby. */
function useFieldIds(name: string) {
  const id = React.useId();
  return { controlId: `${id}-${name}`, errorId: `${id}-${name}-error` };
}

function FieldError({ id, errors }: { id: string; errors?: readonly string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="text-sm font-semibold text-danger">
      {errors.join(" ")}
    </p>
  );
}

export function TextField({ label, name, errors, ...inputProps }: FieldChrome & React.ComponentProps<"input">) {
  const { controlId, errorId } = useFieldIds(name);
  const invalid = Boolean(errors?.length);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={controlId}>{label}</Label>
      <Input
        id={controlId}
        name={name}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        {...inputProps}
      />
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}

/** A text area with the same chrome: for text that must wrap to be read whole on a phone, where one line would cut it. */
export function TextAreaField({ label, name, errors, className, ...props }: FieldChrome & React.ComponentProps<"textarea">) {
  const { controlId, errorId } = useFieldIds(name);
  const invalid = Boolean(errors?.length);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={controlId}>{label}</Label>
      <textarea
        id={controlId}
        name={name}
        rows={3}
        className={cn(inputClassName, "py-3", className)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        {...props}
      />
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}

/** `wide`: the field takes the whole row of a two-column form, so a long placeholder is never cut. */
export function SelectField({
  label,
  name,
  errors,
  wide = false,
  ...selectProps
}: FieldChrome & { wide?: boolean } & React.ComponentProps<typeof Select>) {
  const { controlId, errorId } = useFieldIds(name);
  const invalid = Boolean(errors?.length);
  return (
    <div className={wide ? "grid gap-1.5 sm:col-span-2" : "grid gap-1.5"}>
      <Label htmlFor={controlId}>{label}</Label>
      <Select
        id={controlId}
        name={name}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        {...selectProps}
      />
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}

export type { SelectOption };
