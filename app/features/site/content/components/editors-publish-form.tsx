// Owners' choice (on Staff accounts): an editor's publish or restore of the site content goes live
// at once, or waits for an owner's approval on the console's home.
import { Form } from "react-router";
import { Button } from "~/ui/button";
import type { EditorsPublish } from "../approval.server";

const choices: { value: EditorsPublish; label: string }[] = [
  { value: "live", label: "It goes on the site at once" },
  { value: "approval", label: "It waits for an owner's approval (shown on the console's home)" },
];

export function EditorsPublishForm({ current, busy }: { current: EditorsPublish; busy: boolean }) {
  return (
    <Form method="post" className="grid max-w-prose gap-3">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-xl font-bold uppercase">When an editor publishes the site content</legend>
        <p className="text-sm text-muted">
          Publishing and restoring change every public page. Owners&apos; own publishes always go on the site at once.
        </p>
        {choices.map((choice) => (
          <label key={choice.value} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name="editorsPublish"
              value={choice.value}
              defaultChecked={current === choice.value}
              className="size-5 shrink-0 accent-core"
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
      <Button type="submit" name="intent" value="editors-publish" variant="outline" disabled={busy} className="justify-self-start">
        Save this choice
      </Button>
    </Form>
  );
}
