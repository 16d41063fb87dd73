import { Form } from "react-router";
import { Button } from "~/ui/button";
import { GALLERY_PATH } from "~/features/gallery/gallery";
import { useLocalePath } from "~/platform/use-locale";

/** `labels`: the page's words, as staff may have changed them (Page texts). */
type GalleryFiltersProps = { ageGroups: string[]; selected: string | null; labels: { filterLabel: string; allAgesLabel: string } };

/**
 * "All Ages" plus one button per age group. A GET form, so a filter is a shareable URL
 * (?age=) and works without JavaScript; with it, React Router navigates without a reload.
 */
export function GalleryFilters({ ageGroups, selected, labels: { filterLabel, allAgesLabel } }: GalleryFiltersProps) {
  const pathIn = useLocalePath();
  return (
    <Form method="get" action={pathIn(GALLERY_PATH)} preventScrollReset aria-label={filterLabel} className="flex flex-wrap gap-3">
      <FilterButton pressed={selected === null}>{allAgesLabel}</FilterButton>
      {ageGroups.map((group) => (
        <FilterButton key={group} name="age" value={group} pressed={selected === group}>
          {group}
        </FilterButton>
      ))}
    </Form>
  );
}

function FilterButton({ pressed, children, ...props }: { pressed: boolean; children: React.ReactNode; name?: string; value?: string }) {
  return (
    <Button type="submit" size="sm" variant={pressed ? "art" : "outline"} aria-pressed={pressed} {...props}>
      {children}
    </Button>
  );
}
