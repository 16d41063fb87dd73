import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";

type EmailSignupProps = {
  /** Where the box is: stored with the address so staff know which box it came from. */
  source: "footer" | "art";
  heading: string;
  buttonLabel: string;
};

/** An email box (footer "Stay Connected" / Join, art "Stay Updated" / Subscribe). */
export function EmailSignup({ source, heading, buttonLabel }: EmailSignupProps) {
  const inputId = `email-signup-${source}`;
  return (
    <Form method="post" action="/resources/newsletter" className="grid gap-3">
      <h2 className="text-xl uppercase">
        <label htmlFor={inputId}>{heading}</label>
      </h2>
      <input type="hidden" name="source" value={source} />
      <div className="flex gap-2">
        <Input id={inputId} type="email" name="email" required autoComplete="email" placeholder="you@example.com" />
        <Button type="submit" variant="paper">
          {buttonLabel}
        </Button>
      </div>
    </Form>
  );
}
