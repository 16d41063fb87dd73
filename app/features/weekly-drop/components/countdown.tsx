// A live countdown to the next Weekly Drop deadline. The page's loader gives the deadline (its
// instant and its words in New York time); visitors' clocks differ from the server's, so the
// server and the first client render show the same placeholder and the rule ("every Friday at
// 5:00 pm ET"), and the clock starts only after mount.
import { useEffect, useState } from "react";
import type { ColourToken } from "~/platform/copy-types";
import type { CountdownCopy } from "~/features/weekly-drop/copy/weekly-drop.en";
import { accentOf } from "~/ui/page/accent";
import { cn } from "~/platform/class-names";
import { type CountdownDeadline, countdownUnits, isZero, padUnit, timeLeft } from "~/features/weekly-drop/countdown";

/** Now, from mount on: ticks once a second, on the second, until the deadline; then stops. */
function useClockUntil(deadline: number): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    // The deadline is fixed, so the countdown stops at zero rather than jumping to next week's
    // deadline while someone is watching.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      // Aligned just past the next whole second, so no second is skipped or shown twice.
      if (current < deadline) timer = setTimeout(tick, 1000 - (current % 1000) + 5);
    };
    tick();
    return () => clearTimeout(timer);
  }, [deadline]);
  return now;
}

export function Countdown({
  deadline,
  copy,
  colour = "art",
  className,
}: {
  deadline: CountdownDeadline;
  copy: CountdownCopy;
  colour?: ColourToken;
  className?: string;
}) {
  const now = useClockUntil(deadline.at);
  const accent = accentOf(colour);
  const parts = now === null ? null : timeLeft(deadline.at, now);
  const done = parts !== null && isZero(parts);

  return (
    <div className={cn("grid gap-4", className)} data-countdown={now === null ? "pending" : "running"}>
      <p className="flex items-center gap-2 text-sm font-bold uppercase tracking-widest text-paper">
        <span aria-hidden="true" className={cn("size-2.5 rounded-pill", accent.bg)} />
        {copy.label}
      </p>
      {/* The digits change every second; screen readers get the deadline below instead. */}
      <ol aria-hidden="true" className="grid grid-cols-4 gap-2 sm:gap-3">
        {countdownUnits.map((unit) => (
          <li key={unit} className="grid justify-items-center gap-1 rounded-2xl border-2 border-line bg-ink px-1 py-3 sm:py-4">
            <span data-unit={unit} className={cn("font-display text-4xl font-black tabular-nums leading-none sm:text-5xl", accent.text)}>
              {parts ? padUnit(parts[unit]) : "--"}
            </span>
            <span className="text-[0.625rem] font-bold uppercase text-muted min-[400px]:text-xs min-[400px]:tracking-wide">
              {copy.units[unit][parts?.[unit] === 1 ? "one" : "other"]}
            </span>
          </li>
        ))}
      </ol>
      {/* Two lines reserved on phones, where the date is longer than the rule it replaces. */}
      <p className="min-h-[2lh] text-sm text-paper/90 sm:min-h-0" data-countdown-deadline>
        {done ? (
          copy.done
        ) : now !== null ? (
          <>
            {copy.deadlineLabel}{" "}
            <time dateTime={new Date(deadline.at).toISOString()} className="font-bold">
              {deadline.text}
            </time>
          </>
        ) : (
          copy.schedule
        )}
      </p>
    </div>
  );
}
