// THE CORE's hero testimonials. They rotate every few seconds, but a moving text must be
// stoppable (WCAG 2.2.2): a visible pause control, a pause while pointer or focus is inside,
// and no auto-rotation for people who ask for reduced motion.
import { useEffect, useState } from "react";
import { Icon } from "~/ui/icon";
import type { ColourToken } from "~/platform/copy-types";
import { cn } from "~/platform/class-names";
import { useLocale } from "~/platform/use-locale";
import { accentOf } from "~/ui/page/accent";
import { shellText } from "~/platform/copy/shell";
import type { testimonialControls } from "~/features/site/copy/the-core.en";
import type { Translation } from "~/platform/translation";

export function TestimonialRotator({
  testimonials,
  controls,
  intervalMs,
  colour = "core",
  className,
}: {
  /** Each as shown: "Aaliyah R., 15, Harlem" is the name, then who they are. */
  testimonials: readonly { name: string; role: string; quote: string }[];
  /** The pause, play, previous and next controls' words, in the page's language. */
  controls: Translation<typeof testimonialControls>;
  intervalMs: number;
  colour?: ColourToken;
  className?: string;
}) {
  const locale = useLocale();
  const count = testimonials.length;
  const [index, setIndex] = useState(0);
  // null: the visitor has not chosen, so rotation follows their motion preference.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  // Only a change the visitor asked for is announced; automatic ones would talk over them.
  const [announce, setAnnounce] = useState(false);

  const playing = playChoice ?? !reducedMotion;
  const rotating = playing && !hovered && !focusWithin && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, count, intervalMs]);

  const go = (step: number) => {
    setIndex((i) => (i + step + count) % count);
    setAnnounce(true);
  };
  const togglePlaying = () => {
    setPlayChoice(!playing);
    setAnnounce(false);
  };

  const accent = accentOf(colour);
  const current = testimonials[index]!;
  const controlClass = "grid size-11 place-items-center rounded-pill border-2 border-line text-paper hover:border-paper hover:bg-ink-3";

  return (
    <section
      aria-roledescription="carousel"
      aria-label={shellText[locale].testimonialsLabel}
      className={cn("relative grid gap-5 rounded-card border-2 bg-ink-2/90 p-6 sm:p-8", accent.border, className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
      }}
    >
      <Slides testimonials={testimonials} index={index} controls={controls} accentText={accent.text} />
      <div className="flex items-center gap-2">
        <button type="button" className={controlClass} onClick={togglePlaying}>
          <Icon name={playing ? "Pause" : "Play"} className="size-5" />
          <span className="sr-only">{playing ? controls.pause : controls.play}</span>
        </button>
        <button type="button" className={controlClass} onClick={() => go(-1)}>
          <Icon name="ChevronLeft" className="size-5" />
          <span className="sr-only">{controls.previous}</span>
        </button>
        <button type="button" className={controlClass} onClick={() => go(1)}>
          <Icon name="ChevronRight" className="size-5" />
          <span className="sr-only">{controls.next}</span>
        </button>
        <p className="ml-auto text-sm font-bold tabular-nums text-muted" aria-hidden="true">
          {index + 1} / {count}
        </p>
      </div>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announce ? `${controls.position(index + 1, count)}: ${current.quote} ${current.name}` : ""}
      </p>
    </section>
  );
}

/** Whether the visitor asks for reduced motion, followed as it changes. */
function usePrefersReducedMotion() {
  const [reducedMotion, setReducedMotion] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReducedMotion(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return reducedMotion;
}

/** Every slide, the current one shown: all share one grid cell, so the card is as tall as the longest and never jumps. */
function Slides({
  testimonials,
  index,
  controls,
  accentText,
}: {
  testimonials: readonly { name: string; role: string; quote: string }[];
  index: number;
  controls: Translation<typeof testimonialControls>;
  accentText: string;
}) {
  return (
    <div className="grid">
      {testimonials.map((testimonial, i) => (
        <div
          key={testimonial.name}
          role="group"
          aria-roledescription="slide"
          aria-label={controls.position(i + 1, testimonials.length)}
          aria-hidden={i !== index}
          className={cn("col-start-1 row-start-1 grid content-start gap-4", i !== index && "invisible")}
        >
          <span aria-hidden="true" className={cn("font-display text-7xl leading-[0.6]", accentText)}>
            “
          </span>
          <blockquote className="text-xl font-semibold leading-snug sm:text-2xl">
            <p>{testimonial.quote}</p>
          </blockquote>
          <p className="text-sm font-bold uppercase tracking-wide text-muted">{`${testimonial.name}, ${testimonial.role}`}</p>
        </div>
      ))}
    </div>
  );
}
