import { SelectField, TextAreaField, TextField } from "~/ui/field";
import { artworkForm, galleryAgeGroups } from "~/features/gallery/copy/staff-gallery";
import type { ArtworkFieldErrors, ArtworkValues } from "~/features/gallery/artwork-form";

const { fields } = artworkForm;
const ageOptions = galleryAgeGroups.map((group) => ({ value: group, label: group }));

/** The fields the upload and the edit forms share, with what was typed and the server's messages. */
export function ArtworkFields({ values, errors }: { values?: Partial<ArtworkValues>; errors?: ArtworkFieldErrors }) {
  return (
    <>
      <TextField label={fields.title.label} name="title" defaultValue={values?.title} errors={errors?.title} required maxLength={120} />
      <TextField
        label={fields.artist.label}
        name="artist"
        hint={fields.artist.hint}
        defaultValue={values?.artist}
        errors={errors?.artist}
        required
        maxLength={40}
        autoComplete="off"
      />
      <SelectField
        label={fields.ageGroup.label}
        name="ageGroup"
        options={ageOptions}
        placeholder={fields.ageGroup.placeholder}
        defaultValue={values?.ageGroup ?? ""}
        errors={errors?.ageGroup}
        required
      />
      <TextAreaField
        label={fields.description.label}
        name="description"
        defaultValue={values?.description}
        errors={errors?.description}
        maxLength={500}
      />
    </>
  );
}
