// A live countdown to the next Weekly Drop deadline. The page is prerendered at build time and
// visitors sit in every time zone, so the server and the first client render show the same
// placeholder and the rule ("every Friday at 5:00 pm ET"); the clock starts only after mount.
import { useEffect, useState } from "react";
import type { ColourToken } from "~/features/site/copy/types";
import type { CountdownCopy } from "~/features/weekly-drop/copy/weekly-drop.en";
import { accentOf } from "~/features/site/page/accent";
import { cn } from "~/platform/class-names";
import { countdownUnits, isZero, padUnit, timeLeft } from "~/features/weekly-drop/countdown";
import type { Locale } from "~/platform/locale";
import { useLocale } from "~/platform/use-locale";
import { formatDeadline, nextDeadline, type WeeklyDeadline } from "~/features/weekly-drop/cycle";

type Clock = { deadline: number; deadlineText: string; now: number };

/** Ticks once a second, on the second, from mount until the deadline; then stops. */
function useDeadlineClock(kind: WeeklyDeadline, locale: Locale): Clock | null {
  const [clock, setClock] = useState<Clock | null>(null);
  useEffect(() => {
    // The first time-zone lookup loads ICU data (about 100 ms on a slow phone): a task of its
    // own after hydration, not part of it. The deadline is then fixed, so the countdown stops
    // at zero rather than jumping to next week's deadline while someone is watching.
    let timer = setTimeout(() => {
      const deadline = nextDeadline[kind](new Date());
      const deadlineText = formatDeadline(deadline, locale);
      const tick = () => {
        const now = Date.now();
        setClock({ deadline: deadline.getTime(), deadlineText, now });
        // Aligned just past the next whole second, so no second is skipped or shown twice.
        if (now < deadline.getTime()) timer = setTimeout(tick, 1000 - (now % 1000) + 5);
      };
      tick();
    }, 0);
    return () => clearTimeout(timer);
  }, [kind, locale]);
  return clock;
}

export function Countdown({
  deadline,
  copy,
  colour = "art",
  className,
}: {
  deadline: WeeklyDeadline;
  copy: CountdownCopy;
  colour?: ColourToken;
  className?: string;
}) {
  const clock = useDeadlineClock(deadline, useLocale());
  const accent = accentOf(colour);
  const parts = clock ? timeLeft(clock.deadline, clock.now) : null;
  const done = parts !== null && isZero(parts);

  return (
    <div className={cn("grid gap-4", className)} data-countdown={clock ? "running" : "pending"}>
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
        ) : clock ? (
          <>
            {copy.deadlineLabel}{" "}
            <time dateTime={new Date(clock.deadline).toISOString()} className="font-bold">
              {clock.deadlineText}
            </time>
          </>
        ) : (
          copy.schedule
        )}
      </p>
    </div>
  );
}
