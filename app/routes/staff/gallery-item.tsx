// /staff/gallery/:id: edit a work's title, artist, age group and description, or delete it
// (confirmed with a tick, so a slip of the finger deletes nothing).
import { data, Form, Link, redirect } from "react-router";
import { formDataOf } from "~/platform/posted-fields.server";
import { ArtworkFields } from "~/features/gallery/components/artwork-fields";
import { ArtworkThumbnail } from "~/features/gallery/components/artwork-thumbnail";
import { Button } from "~/ui/button";
import { artworkForm, staffGalleryPage } from "~/features/gallery/copy/staff-gallery";
import type { ArtworkFieldErrors, ArtworkValues } from "~/features/gallery/artwork-form";
import { getDb } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";
import { getStaffGalleryItem } from "~/features/gallery/admin.server";
import { STAFF_GALLERY_PATH } from "~/features/gallery/staff-gallery";
import { deleteArtwork, saveArtwork } from "~/features/gallery/staff-gallery.server";
import { itemDeleteSchema, itemIntentSchema } from "~/features/gallery/staff-gallery-forms";
import { staffContext } from "~/features/staff/auth.server";
import { consoleHeaders, consoleMeta } from "~/features/staff/console-pages";
import type { Route } from "./+types/gallery-item";
import { DeleteConfirmForm } from "~/features/staff/components/delete-confirm-form";

const { edit, remove } = artworkForm;

type Refusal = { intent: "save" | "delete"; fieldErrors: ArtworkFieldErrors; values?: ArtworkValues };

export async function loader({ params, context }: Route.LoaderArgs) {
  context.get(staffContext);
  const item = await getStaffGalleryItem(getDb(), params.id);
  if (!item) throw data("No such work.", { status: 404 });
  return { item };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = context.get(staffContext);
  const form = await formDataOf(request);
  const intent = itemIntentSchema.safeParse({ intent: form.get("intent") });
  if (!intent.success) throw data("Not a change this page makes.", { status: 400 });
  const db = getDb();
  if (intent.data.intent === "delete") {
    const confirmed = itemDeleteSchema.safeParse({ confirm: form.get("confirm") });
    if (!confirmed.success)
      return data({ intent: "delete", fieldErrors: { confirm: [remove.confirmMissing] } } satisfies Refusal, { status: 400 });
    if (!(await deleteArtwork(db, getEnv().DATA_DIR, staff, params.id))) throw data("No such work.", { status: 404 });
    throw redirect(`${STAFF_GALLERY_PATH}?done=deleted`, 303);
  }
  const reply = await saveArtwork(db, staff, params.id, form);
  if (reply.ok) throw redirect(`${STAFF_GALLERY_PATH}?done=saved#work-${encodeURIComponent(params.id)}`, 303);
  if (reply.status === 404) throw data("No such work.", { status: 404 });
  return data({ intent: "save", fieldErrors: reply.fieldErrors, values: reply.values } satisfies Refusal, { status: reply.status });
}

export const headers = consoleHeaders;
export const meta = consoleMeta(edit.pageTitle);

export default function EditArtworkPage({ loaderData, actionData }: Route.ComponentProps) {
  const { item } = loaderData;
  const title = item.title ?? staffGalleryPage.untitled;
  const saveRefusal = actionData?.intent === "save" ? actionData : undefined;
  const confirmErrors = actionData?.intent === "delete" ? actionData.fieldErrors.confirm : undefined;
  const values = saveRefusal?.values ?? {
    title: item.title ?? "",
    artist: item.artist_name ?? "",
    ageGroup: item.age_group ?? "",
    description: item.description ?? "",
  };
  return (
    <section className="grid max-w-2xl gap-8" aria-labelledby="edit-artwork-title">
      <div className="grid gap-4">
        <h1 id="edit-artwork-title" className="text-4xl font-black uppercase">
          {edit.title(title)}
        </h1>
        <ArtworkThumbnail item={item} size={320} className="w-full max-w-80" />
        <p className={`font-bold ${item.hidden ? "text-danger" : "text-success"}`}>
          {item.hidden ? staffGalleryPage.hidden : staffGalleryPage.shown} · {staffGalleryPage.likes(item.likes)}
        </p>
        {!item.hidden && (
          <a href="/wyp-gallery" target="_blank" rel="noopener" className="font-bold underline">
            {staffGalleryPage.viewOnSite}
          </a>
        )}
      </div>
      <Form method="post" className="grid gap-5">
        {/* Keyed by what was typed: a refused form shows it again, a fresh load the stored values. */}
        <ArtworkFields key={JSON.stringify(values)} values={values} errors={saveRefusal?.fieldErrors} />
        <Button type="submit" name="intent" value="save" variant="art" className="justify-self-start">
          {edit.submit}
        </Button>
      </Form>
      <DeleteConfirmForm id="delete-artwork" texts={remove} errors={confirmErrors} />
      <Button asChild variant="outline" className="justify-self-start">
        <Link to={STAFF_GALLERY_PATH}>{edit.back}</Link>
      </Button>
    </section>
  );
}
