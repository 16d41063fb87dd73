// A console form that deletes something for good: a heading, what deleting does, a tick to
// confirm (so a slip of the finger deletes nothing; the server refuses the post without it) and the
// button. Posts `intent=delete` and `confirm=yes`.
import { Form } from "react-router";
import { Button } from "~/ui/button";

export type DeleteConfirmTexts = { heading: string; explanation: string; confirm: string; submit: string };

export function DeleteConfirmForm({ id, texts, errors }: { id: string; texts: DeleteConfirmTexts; errors?: readonly string[] }) {
  return (
    <Form method="post" className="grid gap-4 rounded-card border-2 border-danger p-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        {texts.heading}
      </h2>
      <p className="text-muted">{texts.explanation}</p>
      <div className="grid gap-1.5">
        <label className="flex items-center gap-3 font-semibold">
          <input
            type="checkbox"
            name="confirm"
            value="yes"
            required
            className="size-5 accent-danger"
            aria-invalid={errors ? true : undefined}
            aria-describedby={errors ? `${id}-error` : undefined}
          />
          {texts.confirm}
        </label>
        {errors && (
          <p id={`${id}-error`} className="text-sm font-semibold text-danger">
            {errors.join(" ")}
          </p>
        )}
      </div>
      <Button type="submit" name="intent" value="delete" variant="outline" className="justify-self-start border-danger">
        {texts.submit}
      </Button>
    </Form>
  );
}
