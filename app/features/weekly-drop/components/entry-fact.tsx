// One line of an entry's facts on its console page (status, week, when, where, ...).
export function EntryFact({ term, value }: { term: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}
