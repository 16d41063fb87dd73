// One sign-up's console page ends with erasing everything sent with its email: a tick confirms it,
// since it cannot be undone.
import { Form } from "react-router";
import { Button } from "~/ui/button";
import { leadPage } from "~/features/leads/copy/staff-leads";

export function LeadErase({ email, errors, busy }: { email: string; errors?: string[]; busy: boolean }) {
  return (
    <section aria-labelledby="lead-erase" className="grid gap-3 rounded-card border-2 border-danger p-4">
      <h2 id="lead-erase" className="text-xl font-bold uppercase">
        {leadPage.erase.heading}
      </h2>
      <p>{leadPage.erase.text(email)}</p>
      <p className="text-sm text-muted">{leadPage.erase.delivered}</p>
      <Form method="post" className="grid gap-3" noValidate>
        <div className="flex items-start gap-3">
          <input
            id="erase-confirm"
            type="checkbox"
            name="confirm"
            value="yes"
            required
            className="mt-1 size-5 accent-core"
            aria-invalid={errors ? true : undefined}
            aria-describedby={errors ? "erase-confirm-error" : undefined}
          />
          <label htmlFor="erase-confirm" className="font-bold">
            {leadPage.erase.confirm}
          </label>
        </div>
        {errors && (
          <p id="erase-confirm-error" className="text-sm font-semibold text-danger">
            {errors.join(" ")}
          </p>
        )}
        <Button type="submit" name="intent" value="erase" variant="outline" size="sm" className="justify-self-start" disabled={busy}>
          {leadPage.erase.submit}
        </Button>
      </Form>
    </section>
  );
}
