import { SelectField, TextAreaField, TextField } from "~/ui/field";
import type { EntryFieldErrors, EntryValues } from "~/features/weekly-drop/entry-form";
import { entryLimits } from "~/features/weekly-drop/entry-rules";
import { teenAges } from "~/platform/ages";
import { PLACE_MAX_LENGTH } from "~/platform/boroughs";

/** The fields' labels, hints and placeholder: the entry form's speak to the entrant, the console's about them. */
export type EntryFieldWords = {
  readonly title: { readonly label: string };
  readonly description: { readonly label: string; readonly hint: string };
  readonly firstName: { readonly label: string };
  readonly lastInitial: { readonly label: string; readonly hint: string };
  readonly age: { readonly label: string };
  readonly borough: { readonly label: string; readonly placeholder: string };
  readonly place: { readonly label: string; readonly hint: string };
};

/**
 * The public fields of a Weekly Drop entry (title, description, first name, last initial, age,
 * borough) and the neighbourhood only staff see: the entrant's form and the moderator's edit form
 * show the same ones, by one schema, in the words they are given (the entry form's in the page's
 * language, or the console's in English), with the boroughs named in the same language.
 * The entrant must choose a borough; a moderator may leave one unset (`boroughRequired`).
 */
export function EntryPublicFields({
  values,
  errors,
  boroughRequired = true,
  words: fields,
  boroughOptions,
}: {
  values: EntryValues;
  errors: EntryFieldErrors;
  boroughRequired?: boolean;
  words: EntryFieldWords;
  boroughOptions: BoroughOptions;
}) {
  const errorOf = (name: keyof EntryFieldErrors) => (errors[name] ? [errors[name]] : undefined);
  return (
    <>
      <TextField
        label={fields.title.label}
        name="title"
        defaultValue={values.title}
        maxLength={entryLimits.title}
        errors={errorOf("title")}
        required
      />
      <TextAreaField
        label={fields.description.label}
        name="description"
        hint={fields.description.hint}
        defaultValue={values.description}
        maxLength={entryLimits.description}
        errors={errorOf("description")}
        required
      />
      <ArtistFields values={values} errorOf={errorOf} fields={fields} boroughOptions={boroughOptions} boroughRequired={boroughRequired} />
      <TextField
        label={fields.place.label}
        name="place"
        hint={fields.place.hint}
        autoComplete="off"
        defaultValue={values.place}
        maxLength={PLACE_MAX_LENGTH}
        errors={errorOf("place")}
      />
    </>
  );
}

/** The five boroughs as the select offers them, named in the form's language. */
type BoroughOptions = readonly { readonly value: string; readonly label: string }[];

type ErrorsOf = (name: keyof EntryFieldErrors) => string[] | undefined;

/** Who made the work, side by side on a wide screen: first name, last initial, age and borough. */
function ArtistFields({
  values,
  errorOf,
  fields,
  boroughOptions,
  boroughRequired,
}: {
  values: EntryValues;
  errorOf: ErrorsOf;
  fields: EntryFieldWords;
  boroughOptions: BoroughOptions;
  boroughRequired: boolean;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={fields.firstName.label}
        name="firstName"
        autoComplete="given-name"
        defaultValue={values.firstName}
        maxLength={entryLimits.firstName}
        errors={errorOf("firstName")}
        required
      />
      <TextField
        label={fields.lastInitial.label}
        name="lastInitial"
        hint={fields.lastInitial.hint}
        defaultValue={values.lastInitial}
        maxLength={2}
        errors={errorOf("lastInitial")}
        required
      />
      <TextField
        label={fields.age.label}
        name="age"
        type="number"
        inputMode="numeric"
        min={teenAges.min}
        max={teenAges.max}
        step={1}
        defaultValue={values.age}
        errors={errorOf("age")}
        required
      />
      <SelectField
        label={fields.borough.label}
        name="borough"
        options={boroughOptions}
        placeholder={fields.borough.placeholder}
        defaultValue={values.borough ?? ""}
        errors={errorOf("borough")}
        required={boroughRequired}
      />
    </div>
  );
}
