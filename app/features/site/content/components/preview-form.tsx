// "Preview": opens any public page, in a new tab, with the draft or any published version (the
// site as built included), and the notices as they will show at a New York date and time, so a
// notice scheduled for tomorrow is seen before it starts.
import { Form } from "react-router";
import { allPagePaths } from "~/pages";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/field";
import { pageName } from "./page-choice";

export const CONTENT_PREVIEW_PATH = "/staff/content/preview";

/** A version staff can preview: its id and how the list names it. */
export type PreviewChoice = { id: string; name: string };

const selectClass = "min-h-11 w-full max-w-full rounded-lg border-2 border-line bg-ink px-3 text-paper";

export function PreviewForm({ versions, hasDraft }: { versions: PreviewChoice[]; hasDraft: boolean }) {
  return (
    <Form method="get" action={CONTENT_PREVIEW_PATH} target="_blank" className="flex flex-wrap items-end gap-3" reloadDocument>
      <label className="grid max-w-full min-w-0 gap-1.5 font-bold">
        Version to preview
        <select name="version" className={selectClass} defaultValue="draft">
          <option value="draft">{hasDraft ? "The draft" : "What is live (there is no draft)"}</option>
          {versions.map((version) => (
            <option key={version.id} value={version.id}>
              {version.name}
            </option>
          ))}
        </select>
      </label>
      {/* A page's name and address run long: on a phone the box keeps to the screen's width. */}
      <label className="grid max-w-full min-w-0 gap-1.5 font-bold">
        Page to preview
        <select name="page" className={selectClass} defaultValue="/">
          {allPagePaths
            .flatMap((path) => [
              [path, pageName(path)],
              [path === "/" ? "/es" : `/es${path}`, `${pageName(path)}, in Spanish`],
            ])
            .map(([path, name]) => (
              <option key={path} value={path}>
                {name} ({path})
              </option>
            ))}
        </select>
      </label>
      <TextField
        name="at"
        type="datetime-local"
        label="As on (New York time, optional)"
        hint="Shows the notices that will be up then. Empty: now."
      />
      <Button type="submit" variant="outline">
        Preview<span className="sr-only"> (opens in a new tab)</span>
      </Button>
    </Form>
  );
}
