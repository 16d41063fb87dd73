// The staff console's artwork forms (upload and edit): one schema for the fields both share,
// checked on the server; the file is checked apart, by its bytes (media.server.ts).
import { z } from "~/platform/zod";
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
export type ArtworkFieldErrors = Partial<Record<keyof ArtworkFields | "image" | "confirm", string[]>>;

/** The fields as typed, to put back in the form when it is refused. */
export type ArtworkValues = Record<keyof ArtworkFields, string>;

/** Reads and checks the shared fields of a posted form. */
export function parseArtworkFields(form: FormData) {
  const values: ArtworkValues = {
    title: String(form.get("title") ?? ""),
    artist: String(form.get("artist") ?? ""),
    ageGroup: String(form.get("ageGroup") ?? ""),
    description: String(form.get("description") ?? ""),
  };
  const parsed = artworkFieldsSchema.safeParse(values);
  if (parsed.success) return { ok: true as const, fields: parsed.data, values };
  return { ok: false as const, values, fieldErrors: z.flattenError(parsed.error).fieldErrors as ArtworkFieldErrors };
}
