import * as React from "react";
import { Input } from "./input";
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

export function SelectField({ label, name, errors, ...selectProps }: FieldChrome & React.ComponentProps<typeof Select>) {
  const { controlId, errorId } = useFieldIds(name);
  const invalid = Boolean(errors?.length);
  return (
    <div className="grid gap-1.5">
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
