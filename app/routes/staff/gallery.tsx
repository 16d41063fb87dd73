// /staff/gallery: every work (hidden ones too) in the public gallery's order, with hide/show and
// reordering (Move up / Move down forms that work without JavaScript, and drag and drop with it).
import * as React from "react";
import { data, Link, redirect, useFetcher } from "react-router";
import { formDataOf } from "~/platform/posted-fields.server";
import { PageNotice } from "~/ui/page/page-notice";
import { ArtworkThumbnail } from "~/features/gallery/components/artwork-thumbnail";
import { DragHandle, WorkSummary } from "~/features/gallery/components/staff-work-row-parts";
import { Button } from "~/ui/button";
import { type StaffGalleryNotice, staffGalleryNotices, staffGalleryPage as text } from "~/features/gallery/copy/staff-gallery";
import { getDb } from "~/platform/db.server";
import { listStaffGalleryPage, type MoveTarget, type StaffGalleryItem } from "~/features/gallery/admin.server";
import { BadCursorError } from "~/features/gallery/gallery.server";
import { useHydrated } from "~/platform/hydrated";
import { STAFF_GALLERY_NEW_PATH, STAFF_GALLERY_PATH, staffGalleryItemPath } from "~/features/gallery/staff-gallery";
import { hideOrShow, moveArtwork } from "~/features/gallery/staff-gallery.server";
import { listActionSchema, respondSchema } from "~/features/gallery/staff-gallery-forms";
import { staffContext } from "~/features/staff/auth.server";
import { consoleHeaders, consoleMeta } from "~/features/staff/console-pages";
import type { Route } from "./+types/gallery";

/** Works per page of the list: a long scroll on a phone is still short enough to reorder in. */
const PAGE_SIZE = 50;

const isNotice = (value: string | null): value is StaffGalleryNotice => value !== null && Object.hasOwn(staffGalleryNotices, value);

export async function loader({ request, context }: Route.LoaderArgs) {
  context.get(staffContext);
  const search = new URL(request.url).searchParams;
  const after = search.get("after") || null;
  const done = search.get("done");
  try {
    const page = await listStaffGalleryPage(getDb(), { age: null, after, limit: PAGE_SIZE });
    return { ...page, after, notice: isNotice(done) ? done : null };
  } catch (error) {
    if (error instanceof BadCursorError) throw redirect(STAFF_GALLERY_PATH);
    throw error;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = context.get(staffContext);
  const form = Object.fromEntries(await formDataOf(request));
  const parsed = listActionSchema.safeParse(form);
  if (!parsed.success) return data({ notice: null, error: "Not a change this page makes." }, { status: 400 });
  const change = parsed.data;
  const db = getDb();
  let notice: StaffGalleryNotice;
  if (change.intent === "hide" || change.intent === "show") {
    if (!(await hideOrShow(db, staff, change.id, change.intent === "hide"))) throw data("No such work.", { status: 404 });
    notice = change.intent === "hide" ? "hidden" : "shown";
  } else {
    const target: MoveTarget =
      change.intent === "before" ? { before: change.target } : change.intent === "after" ? { after: change.target } : change.intent;
    notice = (await moveArtwork(db, staff, change.id, target)) ? "moved" : "unmoved";
  }
  if (respondSchema.parse(form.respond) === "data") return { notice, error: null };
  const back = new URL(request.url);
  back.searchParams.set("done", notice);
  throw redirect(`${STAFF_GALLERY_PATH}${back.search}#work-${encodeURIComponent(change.id)}`, 303);
}

export const headers = consoleHeaders;
export const meta = consoleMeta(text.title);

export default function StaffGalleryPage({ loaderData }: Route.ComponentProps) {
  const { items, nextCursor, after, notice } = loaderData;
  const [announcement, setAnnouncement] = React.useState<StaffGalleryNotice | null>(null);
  const drop = useFetcher<typeof action>();
  const [dragging, setDragging] = React.useState<string | null>(null);
  const shown = announcement ?? notice;

  const onDrop = (targetId: string) => {
    if (!dragging || dragging === targetId) return;
    const from = items.findIndex((item) => item.id === dragging);
    const to = items.findIndex((item) => item.id === targetId);
    // Dropped on a work further down: it goes below that work; further up: above it.
    void drop.submit({ intent: from < to ? "after" : "before", id: dragging, target: targetId, respond: "data" }, { method: "post" });
    setAnnouncement("moved");
    setDragging(null);
  };

  return (
    <section className="grid gap-6" aria-labelledby="staff-gallery-title">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="staff-gallery-title" className="text-4xl font-black uppercase">
          {text.title}
        </h1>
        <Button asChild variant="art">
          <Link to={STAFF_GALLERY_NEW_PATH}>{text.addLabel}</Link>
        </Button>
      </div>
      <p className="max-w-prose text-muted">{text.lede}</p>
      <div className="min-h-6">
        {shown && <PageNotice notice={staffGalleryNotices[shown]} tone={shown === "unmoved" ? "info" : "success"} />}
      </div>
      {items.length === 0 ? (
        <p className="text-xl">{text.empty}</p>
      ) : (
        <>
          <p id="staff-gallery-drag-hint" className="text-sm text-muted">
            {text.dragHint}
          </p>
          <ol className="grid gap-3" aria-busy={drop.state !== "idle"}>
            {items.map((item, index) => (
              <WorkRow
                key={item.id}
                item={item}
                first={after === null && index === 0}
                last={nextCursor === null && index === items.length - 1}
                dragging={dragging === item.id}
                onDragStart={() => setDragging(item.id)}
                onDragEnd={() => setDragging(null)}
                onDrop={() => onDrop(item.id)}
                onDone={setAnnouncement}
              />
            ))}
          </ol>
        </>
      )}
      <nav aria-label={text.pagesLabel} className="flex flex-wrap gap-3">
        {after !== null && (
          <Button asChild variant="outline">
            <Link to={STAFF_GALLERY_PATH}>{text.firstPage}</Link>
          </Button>
        )}
        {nextCursor !== null && (
          <Button asChild variant="outline">
            <Link to={`${STAFF_GALLERY_PATH}?after=${encodeURIComponent(nextCursor)}`}>{text.nextPage}</Link>
          </Button>
        )}
      </nav>
    </section>
  );
}

type WorkRowProps = {
  item: StaffGalleryItem;
  first: boolean;
  last: boolean;
  dragging: boolean;
  onDragStart(): void;
  onDragEnd(): void;
  onDrop(): void;
  onDone(notice: StaffGalleryNotice): void;
};

/** One work: what visitors see of it, and its buttons, each a form of its own. */
function WorkRow({ item, first, last, dragging, onDragStart, onDragEnd, onDrop, onDone }: WorkRowProps) {
  const fetcher = useFetcher<typeof action>();
  const hydrated = useHydrated();
  const row = React.useRef<HTMLLIElement>(null);
  const lastIntent = React.useRef<string | null>(null);
  const title = item.title ?? text.untitled;
  const busy = fetcher.state !== "idle";

  // A moved row is put back in the list in its new place, which can take the focus off its
  // button: give it back, so a keyboard user can press Move up again. A button disabled while the
  // form was out (or for good: Move up on the top row) still holds the focus until the browser's
  // next rendering update takes it away, which may come after this: that focus is as good as lost.
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  React.useEffect(() => {
    if (!result?.notice) return;
    onDone(result.notice);
    const list = row.current;
    const focused = document.activeElement;
    if (!list || (list.contains(focused) && !(focused instanceof HTMLButtonElement && focused.disabled))) return;
    const again = list.querySelector<HTMLButtonElement>(`button[value="${lastIntent.current}"]:not(:disabled)`);
    (again ?? list.querySelector<HTMLButtonElement>("button:not(:disabled)"))?.focus();
  }, [result, onDone]);

  const rowButton = (intent: string, label: string, disabled = false) => (
    <Button
      type="submit"
      name="intent"
      value={intent}
      variant="outline"
      size="sm"
      disabled={disabled || busy}
      aria-label={text.actionFor(label, title)}
      onClick={() => (lastIntent.current = intent)}
    >
      {label}
    </Button>
  );

  return (
    <li
      ref={row}
      id={`work-${item.id}`}
      data-work-id={item.id}
      className={`grid grid-cols-[auto_1fr] items-center gap-4 rounded-card border-2 bg-ink-2 p-3 sm:grid-cols-[auto_auto_1fr_auto] ${
        dragging ? "border-art opacity-60" : "border-line"
      }`}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        onDrop();
      }}
    >
      <DragHandle itemId={item.id} title={title} draggable={hydrated} onDragStart={onDragStart} onDragEnd={onDragEnd} />
      <ArtworkThumbnail item={item} size={80} className="size-20" />
      <WorkSummary item={item} title={title} />
      <fetcher.Form method="post" className="col-span-2 flex flex-wrap gap-2 sm:col-span-1 sm:justify-end">
        <input type="hidden" name="id" value={item.id} />
        <input type="hidden" name="respond" value={hydrated ? "data" : "redirect"} />
        <Button asChild variant="outline" size="sm">
          <Link to={staffGalleryItemPath(item.id)} aria-label={text.actionFor(text.edit, title)}>
            {text.edit}
          </Link>
        </Button>
        {item.hidden ? rowButton("show", text.show) : rowButton("hide", text.hide)}
        {rowButton("up", text.moveUp, first)}
        {rowButton("down", text.moveDown, last)}
      </fetcher.Form>
    </li>
  );
}
