// The staff console's artwork forms (upload and edit): one schema for the fields both share,
// checked on the server; the file is checked apart, by its bytes (media.server.ts), and the
// upload's choice of how the photo fills the square by a schema of its own.
import { z } from "~/platform/zod";
import type { ImageCrop } from "~/platform/square-crop";
import { artworkForm, galleryAgeGroups } from "~/features/gallery/copy/staff-gallery";

const { errors } = artworkForm;

/** "Maya R.", "Ana-Sofía M.", "Mary Ann K.", "D'Andre J.": a first name, then one capital, with or without its dot. */
const FIRST_NAME_AND_INITIAL = /^[\p{L}\p{M}][\p{L}\p{M}'’-]*(?: [\p{L}\p{M}][\p{L}\p{M}'’-]*)? \p{Lu}\.?$/u;

export const artworkFieldsSchema = z.object({
  title: z.string().trim().min(1, errors.titleMissing).max(120, errors.titleTooLong),
  // Shown as "Maya R." whether or not the dot was typed.
  artist: z
    .string()
    .trim()
    .max(40, errors.artistShape)
    .regex(FIRST_NAME_AND_INITIAL, errors.artistShape)
    .transform((artist) => (artist.endsWith(".") ? artist : `${artist}.`)),
  ageGroup: z.enum(galleryAgeGroups, { error: errors.ageGroup }),
  description: z
    .string()
    .trim()
    .max(500, errors.descriptionTooLong)
    .transform((text) => text || null),
});

export type ArtworkFields = z.infer<typeof artworkFieldsSchema>;
export type ArtworkFieldErrors = Partial<Record<keyof ArtworkFields | keyof PhotoFitValues | "image" | "confirm", string[]>>;

/** The fields as typed, to put back in the form when it is refused. */
export type ArtworkValues = Record<keyof ArtworkFields, string>;

/** Reads and checks the shared fields of a posted form. */
export function parseArtworkFields(form: FormData) {
  return checked(artworkFieldsSchema, valuesOf(form, { title: "", artist: "", ageGroup: "", description: "" }));
}

/** How an upload's photo fills the site's square: cut around a point, or whole on a background. */
export const photoFits = ["crop", "contain"] as const;

/** A slider's value as the browser sends it: a whole percent from 0 to 100. */
const percent = z
  .string()
  .regex(/^(100|[1-9]?\d)$/, errors.focus)
  .transform(Number);

const photoFitSchema = z
  .object({ fit: z.enum(photoFits, { error: errors.fit }), focusX: percent, focusY: percent })
  .transform(({ fit, focusX, focusY }): ImageCrop => (fit === "contain" ? { fit } : { fit, focusX, focusY }));

/** The upload's square as sent, to put back in the form when it is refused. */
export type PhotoFitValues = { fit: string; focusX: string; focusY: string };

/** Reads and checks how the upload's photo fills the square; a form that does not say is cut around the centre. */
export function parsePhotoFit(form: FormData) {
  return checked(photoFitSchema, valuesOf(form, { fit: "crop", focusX: "50", focusY: "50" }));
}

/** A posted form's text fields by name, each its default when it was not sent. */
function valuesOf<Name extends string>(form: FormData, defaults: Record<Name, string>) {
  const values = Object.entries<string>(defaults).map(([name, fallback]) => [name, String(form.get(name) ?? fallback)]);
  return Object.fromEntries(values) as Record<Name, string>;
}

/** Values as sent, checked by a schema: what it makes of them, or a message per field. */
function checked<Values extends Record<string, string>, Fields>(schema: z.ZodType<Fields, Values>, values: Values) {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true as const, fields: parsed.data, values };
  return { ok: false as const, values, fieldErrors: z.flattenError(parsed.error).fieldErrors as ArtworkFieldErrors };
}
