// The Weekly Drop's entry form as a young artist fills it in: the photo, the entry's public fields,
// an email, a parent or guardian, and the two confirmations. It posts multipart and works without
// JavaScript; after a refusal it shows the server's message per field and what was typed.
import * as React from "react";
import { Form, Link, useNavigation } from "react-router";
import { ExternalAnchor } from "~/ui/page/action-button";
import { PageNotice } from "~/ui/page/page-notice";
import { useLocalePath } from "~/platform/use-locale";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/field";
import { WEEKLY_DROP_IMAGE_MAX_BYTES } from "../entries";
import type { EntryFieldErrors, EntryValues } from "../entry-form";
import { entryLimits } from "../entry-rules";
import { EntryPublicFields } from "./entry-fields";
import { useEntryCopy } from "./entry-copy";

/** What the server answered a refused entry: a message per field, what was typed, and perhaps one for the whole form. */
export type EntryRefusal = { fieldErrors: EntryFieldErrors; values: EntryValues; message?: string };

export function EntryForm({ refusal }: { refusal: EntryRefusal | undefined }) {
  const sending = useNavigation().state === "submitting";
  const copy = useEntryCopy();
  const { form } = copy;
  const { fields } = form;
  const { tooLarge, checkSize } = usePhotoSizeCheck();
  const errors: EntryFieldErrors = tooLarge ? { image: copy.uploadProblems["too-large"] } : (refusal?.fieldErrors ?? {});
  const values = refusal?.values ?? {};
  const errorOf = (name: keyof EntryFieldErrors) => (errors[name] ? [errors[name]] : undefined);
  return (
    <>
      <RefusalNotice errors={errors} message={refusal?.message} />
      <PrivacyNote />
      {/* The key resets the fields to what the server kept after each refusal. */}
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        className="grid gap-5"
        aria-busy={sending}
        key={JSON.stringify(values)}
        onSubmit={checkSize}
      >
        <TextField
          label={fields.image.label}
          name="image"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hint={fields.image.hint}
          errors={errorOf("image")}
          required
          className="py-2"
        />
        <EntryPublicFields values={values} errors={errors} words={fields} boroughOptions={copy.boroughOptions} />
        <TextField
          label={fields.email.label}
          name="email"
          type="email"
          autoComplete="email"
          hint={fields.email.hint}
          defaultValue={values.email}
          maxLength={entryLimits.email}
          errors={errorOf("email")}
          required
        />
        <GuardianFields values={values} errorOf={errorOf} />
        <Confirmations values={values} errors={errors} />
        <Button type="submit" variant="art" size="lg" className="justify-self-start max-sm:w-full" disabled={sending}>
          {sending ? form.sending : form.submit}
        </Button>
      </Form>
    </>
  );
}

/** Set in the browser when the photo is over the limit, so it is said before a 10 MB upload. */
function usePhotoSizeCheck() {
  const [tooLarge, setTooLarge] = React.useState(false);
  const checkSize = (event: React.FormEvent<HTMLFormElement>) => {
    const photo = event.currentTarget.elements.namedItem("image");
    const over = photo instanceof HTMLInputElement && (photo.files?.[0]?.size ?? 0) > WEEKLY_DROP_IMAGE_MAX_BYTES;
    setTooLarge(over);
    if (over) event.preventDefault();
  };
  return { tooLarge, checkSize };
}

/** What is wrong with a refused entry; too young, the kind message leads, with what a younger artist can do instead. */
function RefusalNotice({ errors, message }: { errors: EntryFieldErrors; message: string | undefined }) {
  const copy = useEntryCopy();
  const pathIn = useLocalePath();
  // Below the contest's ages, the server's message for the age is this one: the notice then leads with it.
  const tooYoungMessage = copy.errors.tooYoung;
  const { fixFields } = copy.form;
  const tooYoung = errors.age === tooYoungMessage;
  if (Object.keys(errors).length === 0 && !message) return null;
  return (
    <PageNotice tone="error" notice={{ title: message ?? (tooYoung ? tooYoungMessage : fixFields) }}>
      {tooYoung && (
        <ul className="grid gap-2 pt-2">
          {copy.tooYoungLinks.map((link) => (
            <li key={link.href}>
              {link.external ? (
                <ExternalAnchor href={link.href} className="font-bold text-art underline underline-offset-4">
                  {link.label}
                </ExternalAnchor>
              ) : (
                <Link to={pathIn(link.href)} className="font-bold text-art underline underline-offset-4">
                  {link.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </PageNotice>
  );
}

function PrivacyNote() {
  const pathIn = useLocalePath();
  const { form } = useEntryCopy();
  return (
    <p className="text-paper/90">
      {form.privacyNote}{" "}
      <Link to={pathIn(form.privacyLink.href)} className="font-bold text-art underline underline-offset-4">
        {form.privacyLink.label}
      </Link>
    </p>
  );
}

/** A parent or guardian's name and how to reach them, with why the contest asks. */
function GuardianFields({ values, errorOf }: { values: EntryValues; errorOf: (name: keyof EntryFieldErrors) => string[] | undefined }) {
  const { guardian } = useEntryCopy().form;
  return (
    <fieldset className="grid gap-4 rounded-card border-2 border-line p-4" aria-describedby="guardian-why">
      <legend className="px-2 font-bold uppercase">{guardian.legend}</legend>
      <p id="guardian-why" className="text-paper/90">
        {guardian.why}
      </p>
      <TextField
        label={guardian.name.label}
        name="guardianName"
        autoComplete="off"
        defaultValue={values.guardianName}
        maxLength={entryLimits.guardianName}
        errors={errorOf("guardianName")}
      />
      <TextField
        label={guardian.contact.label}
        name="guardianContact"
        autoComplete="off"
        hint={guardian.contact.hint}
        defaultValue={values.guardianContact}
        maxLength={entryLimits.guardianContact}
        errors={errorOf("guardianContact")}
      />
    </fieldset>
  );
}

/** The two confirmations an entry needs: the work is the artist's own, and it may be shown in public. */
function Confirmations({ values, errors }: { values: EntryValues; errors: EntryFieldErrors }) {
  const { confirmations } = useEntryCopy().form;
  return (
    <fieldset className="grid gap-3 rounded-card border-2 border-line p-4">
      <legend className="px-2 font-bold uppercase">{confirmations.legend}</legend>
      <Confirmation name="ownWork" label={confirmations.ownWork} checked={values.ownWork === "on"} error={errors.ownWork} />
      <Confirmation
        name="publicDisplay"
        label={confirmations.publicDisplay}
        checked={values.publicDisplay === "on"}
        error={errors.publicDisplay}
      />
    </fieldset>
  );
}

/** A required checkbox with its own error under it (44 px tall with its label). */
function Confirmation({ name, label, checked, error }: { name: string; label: string; checked: boolean; error?: string }) {
  const errorId = `${name}-error`;
  return (
    <div className="grid gap-1">
      <label className="flex min-h-11 items-center gap-3 font-semibold">
        <input
          type="checkbox"
          name={name}
          defaultChecked={checked}
          required
          className="size-5 shrink-0 accent-art"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {label}
      </label>
      {error && (
        <p id={errorId} className="text-sm font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
