// /staff/gallery/new: add a work from a phone or a computer. The form posts the photo here
// without JavaScript; with it, the page sends the same form to the upload endpoint itself, to
// show the upload's progress.
import * as React from "react";
import { data, Form, Link, redirect, useNavigate, useNavigation } from "react-router";
import { PageNotice } from "~/ui/page/page-notice";
import { ArtworkFields } from "~/features/gallery/components/artwork-fields";
import { PhotoFitFields } from "~/features/gallery/components/photo-fit-fields";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/field";
import { artworkForm } from "~/features/gallery/copy/staff-gallery";
import { IMAGE_BUSY_RETRY_AFTER_SECONDS } from "~/platform/media.server";
import type { ArtworkFieldErrors, ArtworkValues, PhotoFitValues } from "~/features/gallery/artwork-form";
import { getDb } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";
import { STAFF_GALLERY_NEW_PATH, STAFF_GALLERY_PATH, STAFF_GALLERY_UPLOAD_API_PATH } from "~/features/gallery/staff-gallery";
import { receiveUpload } from "~/features/gallery/staff-gallery.server";
import { staffContext } from "~/features/staff/auth.server";
import { consoleHeaders, consoleMeta } from "~/features/staff/console-pages";
import type { Route } from "./+types/gallery-new";

const { fields, upload } = artworkForm;
/** The types the file picker offers; the server decides by the file's bytes whatever is picked. */
const ACCEPT = "image/jpeg,image/png,image/webp,image/heic";
const UPLOADED = `${STAFF_GALLERY_PATH}?done=uploaded`;

/** A refused upload as the page shows it (from this action or the endpoint's JSON). */
type Refusal = { fieldErrors: ArtworkFieldErrors; values?: ArtworkValues & Partial<PhotoFitValues> };

export async function action({ request, context }: Route.ActionArgs) {
  const staff = context.get(staffContext);
  const reply = await receiveUpload(getDb(), getEnv().DATA_DIR, staff, request);
  if (reply.ok) throw redirect(UPLOADED, 303);
  return data({ fieldErrors: reply.fieldErrors, values: reply.values } satisfies Refusal, {
    status: reply.status,
    headers: reply.status === 503 ? { "Retry-After": String(IMAGE_BUSY_RETRY_AFTER_SECONDS) } : undefined,
  });
}

export const headers = consoleHeaders;
export const meta = consoleMeta(upload.title);

export default function NewArtworkPage({ actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [progress, setProgress] = React.useState<number | null>(null);
  const [refusal, setRefusal] = React.useState<Refusal | null>(null);
  const [failed, setFailed] = React.useState(false);
  const [photo, setPhoto] = React.useState<File | null>(null);
  // A photo picked before the page's scripts ran (a slow phone) is in the field already: preview it too.
  const previewPickedPhoto = React.useCallback((input: HTMLInputElement | null) => {
    const picked = input?.files?.[0];
    if (picked) setPhoto(picked);
  }, []);
  const shown = refusal ?? actionData ?? null;
  const sending = progress !== null || navigation.state === "submitting";

  /** The same form, sent by XMLHttpRequest: fetch cannot report an upload's progress. */
  const sendWithProgress = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = new XMLHttpRequest();
    request.open("POST", STAFF_GALLERY_UPLOAD_API_PATH);
    request.setRequestHeader("Accept", "application/json");
    request.responseType = "json";
    request.upload.onprogress = (progressEvent) =>
      progressEvent.lengthComputable && setProgress(progressEvent.loaded / progressEvent.total);
    request.onload = () => {
      setProgress(null);
      const body = request.response as (Partial<Refusal> & { error?: string }) | null;
      if (request.status === 200) return void navigate(UPLOADED);
      if (request.status === 401) return void navigate(`/staff/login?next=${encodeURIComponent(STAFF_GALLERY_NEW_PATH)}`);
      // The host's own refusal (a body over the limit) is {"error": "..."}; the endpoint's is per field.
      setRefusal({ fieldErrors: body?.fieldErrors ?? { image: [body?.error ?? upload.failed] }, values: body?.values });
    };
    request.onerror = () => {
      setProgress(null);
      setFailed(true);
    };
    setFailed(false);
    setRefusal(null);
    setProgress(0);
    request.send(new FormData(event.currentTarget));
  };

  return (
    <section className="grid max-w-2xl gap-6" aria-labelledby="new-artwork-title">
      <h1 id="new-artwork-title" className="text-4xl font-black uppercase">
        {upload.title}
      </h1>
      <p className="text-muted">{upload.lede}</p>
      {failed && <PageNotice notice={{ title: upload.failedTitle, description: upload.failed }} tone="error" />}
      <Form method="post" encType="multipart/form-data" className="grid gap-5" onSubmit={sendWithProgress} aria-busy={sending}>
        <TextField
          label={fields.image.label}
          name="image"
          type="file"
          accept={ACCEPT}
          hint={fields.image.hint}
          errors={shown?.fieldErrors.image}
          required
          className="py-2"
          ref={previewPickedPhoto}
          onChange={(event) => setPhoto(event.currentTarget.files?.[0] ?? null)}
        />
        <PhotoFitFields photo={photo} values={shown?.values} errors={shown?.fieldErrors} />
        <ArtworkFields values={shown?.values} errors={shown?.fieldErrors} />
        <label className="flex items-center gap-3 font-semibold">
          <input type="checkbox" name="hidden" className="size-5 accent-art" />
          {upload.saveHidden}
        </label>
        <div className="grid gap-2">
          <Button type="submit" variant="art" className="justify-self-start" disabled={sending}>
            {sending ? upload.uploading : upload.submit}
          </Button>
          {progress !== null && (
            <progress value={progress} max={1} aria-label={upload.progressLabel} className="h-3 w-full accent-art">
              {Math.round(progress * 100)}%
            </progress>
          )}
        </div>
      </Form>
      <Button asChild variant="outline" className="justify-self-start">
        <Link to={STAFF_GALLERY_PATH}>{artworkForm.edit.back}</Link>
      </Button>
    </section>
  );
}
