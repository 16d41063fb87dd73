// Parts of a work's row in the console's gallery list (/staff/gallery): the handle it is dragged by
// and what visitors see of it; the row's buttons stay with the route's forms.
import { staffGalleryPage as text } from "../copy/staff-gallery";
import type { StaffGalleryItem } from "../admin.server";

/** The handle a pointer drags a work by (keyboard users have Move up and Move down). */
export function DragHandle({
  itemId,
  title,
  draggable,
  onDragStart,
  onDragEnd,
}: {
  itemId: string;
  title: string;
  draggable: boolean;
  onDragStart(): void;
  onDragEnd(): void;
}) {
  return (
    <span
      draggable={draggable}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("text/plain", itemId);
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      title={text.dragHandle(title)}
      aria-hidden="true"
      className="hidden cursor-grab select-none px-1 text-2xl text-muted sm:block"
    >
      ⠿
    </span>
  );
}

/** What visitors see of a work: its title, artist, age group and likes, and whether it is shown. */
export function WorkSummary({ item, title }: { item: StaffGalleryItem; title: string }) {
  return (
    <div className="grid min-w-0 gap-1">
      <p className="truncate text-lg font-bold" data-work-title>
        {title}
      </p>
      <p className="text-sm text-muted">
        {item.artist_name ?? text.noArtist} · {item.age_group ?? text.noAgeGroup} · {text.likes(item.likes)}
      </p>
      <p className={`text-sm font-bold ${item.hidden ? "text-danger" : "text-success"}`}>{item.hidden ? text.hidden : text.shown}</p>
    </div>
  );
}
