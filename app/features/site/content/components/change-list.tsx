// What a draft or a request for approval changes from what is live, field by field ("Active
// Athletes, English: 500+ -> 650+"), folded away until asked for.

export function ChangeList({ changes }: { changes: string[] }) {
  if (changes.length === 0) return null;
  return (
    <details>
      <summary className="cursor-pointer font-semibold">What it changes ({changes.length})</summary>
      <ul className="grid list-disc gap-1 pt-2 pl-5" data-changes-listed>
        {changes.map((line, index) => (
          <li key={index} className="break-words">
            {line}
          </li>
        ))}
      </ul>
    </details>
  );
}
