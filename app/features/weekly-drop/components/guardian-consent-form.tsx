// The console's form recording a guardian's consent to a minor's entry: who said yes and how to
// reach them (filled in with what the entrant gave, if anything), and how they said it.
import { Form } from "react-router";
import { Button } from "~/ui/button";
import { SelectField, TextField } from "~/ui/field";
import { entryReviewText } from "../copy/staff-entries";
import type { GuardianConsentValues } from "../console-forms";
import { guardianConsentMethods } from "../entries";
import { entryLimits } from "../entry-rules";

const text = entryReviewText.guardian;
const methodOptions = guardianConsentMethods.map((value) => ({ value, label: text.methods[value] }));

type Props = {
  /** What the entrant gave: the fields start with it. */
  given: { name: string | null; contact: string | null };
  /** What was typed and why it was refused, after a refused post. */
  values?: GuardianConsentValues;
  errors?: GuardianConsentValues;
  busy: boolean;
};

export function GuardianConsentForm({ given, values, errors = {}, busy }: Props) {
  const problem = (message: string | undefined) => (message ? [message] : undefined);
  return (
    <Form method="post" noValidate className="grid gap-3 sm:grid-cols-2">
      <TextField
        label={text.nameLabel}
        hint={text.nameHint}
        name="guardianName"
        required
        maxLength={entryLimits.guardianName}
        defaultValue={values?.guardianName ?? given.name ?? ""}
        errors={problem(errors.guardianName)}
      />
      <TextField
        label={text.contactLabel}
        name="guardianContact"
        required
        maxLength={entryLimits.guardianContact}
        defaultValue={values?.guardianContact ?? given.contact ?? ""}
        errors={problem(errors.guardianContact)}
      />
      <SelectField
        label={text.methodLabel}
        name="method"
        options={methodOptions}
        defaultValue={values?.method || "phone"}
        errors={problem(errors.method)}
      />
      <Button type="submit" name="intent" value="guardian-consent" disabled={busy} className="self-end justify-self-start">
        {text.submit}
      </Button>
    </Form>
  );
}
