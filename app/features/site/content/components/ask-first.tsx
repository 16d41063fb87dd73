// A button that asks before doing what cannot be undone: pressed, it shows the question (naming
// what will change) and the button that does it, or "Cancel"; focus moves to the question.
import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { Button } from "~/ui/button";

export function AskFirst({
  label,
  question,
  confirm,
  fields,
  disabled,
}: {
  label: React.ReactNode;
  question: string;
  confirm: string;
  fields: Record<string, string>;
  disabled?: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const questionRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (asking) questionRef.current?.focus();
  }, [asking]);
  if (!asking)
    return (
      <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  return (
    <Form method="post" className="grid max-w-prose gap-2 rounded-card border-2 border-danger p-3" onSubmit={() => setAsking(false)}>
      <p ref={questionRef} tabIndex={-1} className="font-semibold">
        {question}
      </p>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm" disabled={disabled}>
          {confirm}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => setAsking(false)}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
