// A notice's pages as tick boxes, by name and grouped by part of the site (a phone can tick them;
// a multiple select cannot be used there). None ticked: every page.
import { allPagePaths } from "~/pages";

const special: Record<string, string> = { wyp: "WYP", wypit: "WYPitUP" };
const words = (slug: string) =>
  slug
    .split("-")
    .map((word) => special[word] ?? (word === "the" ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(" ")
    .replace(/^the/, "The");

/** "/art/community" reads "Community", in the group "Art"; "/" is the home page. */
export const pageName = (path: string) => (path === "/" ? "Home page" : words(path.split("/").pop() ?? ""));
const groupOf = (path: string) => (path === "/" || path.split("/").length === 2 ? "Main pages" : words(path.split("/")[1]));

const groups = [...new Set(allPagePaths.map(groupOf))].map((group) => ({
  group,
  paths: allPagePaths.filter((path) => groupOf(path) === group),
}));

export function PageChoice({ name, chosen, errors }: { name: string; chosen: readonly string[]; errors?: string[] }) {
  return (
    <fieldset className="grid gap-3 sm:col-span-2">
      <legend className="font-bold">Pages it shows on (none ticked: every page, in English and Spanish)</legend>
      {groups.map(({ group, paths }) => (
        <fieldset key={group} className="grid gap-1">
          <legend className="text-sm font-bold text-muted">{group}</legend>
          <div className="grid gap-x-4 sm:grid-cols-3">
            {paths.map((path) => (
              <label key={path} className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  name={name}
                  value={path}
                  defaultChecked={chosen.includes(path)}
                  className="size-5 shrink-0 accent-core"
                />
                {group === "Main pages" ? pageName(path) : `${group}: ${pageName(path)}`}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {errors && <span className="text-sm font-semibold text-danger">{errors.join(" ")}</span>}
    </fieldset>
  );
}
