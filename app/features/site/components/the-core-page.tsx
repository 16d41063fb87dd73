// THE CORE (/the-core and /es/the-core): the promise, what it is, tracks, why it hits different.
// Each language has a route module of its own (app/routes/the-core.tsx, app/routes/es/the-core.tsx)
// that gives it that language's words, so a page loads its own language only (ADR 0037).
import { AgeDialog } from "~/features/site/shell/age-dialog";
import { ActionButton, ActionRow, type DialogRenderers } from "~/ui/page/action-button";
import { CardGrid } from "~/ui/page/card-grid";
import { CtaBlock } from "~/ui/page/cta-block";
import { FeatureCard } from "~/ui/page/feature-card";
import { Hero } from "~/ui/page/hero";
import { PathCard } from "~/features/site/page/path-card";
import { Section } from "~/ui/page/section";
import { StatStrip } from "~/features/site/page/stat-strip";
import { TestimonialRotator } from "~/features/site/components/testimonial-rotator";
import type * as english from "~/features/site/copy/the-core.en";
import type { Translation } from "~/platform/translation";
import { useLocale } from "~/platform/use-locale";
import { usePageContent } from "~/platform/use-page-content";
import { usePageTexts } from "~/platform/use-page-content";

/** How long each hero testimonial stays before the next one. */
const testimonialRotationMs = 4000;

const dialogs: DialogRenderers = { age: (props) => <AgeDialog variant="core" {...props} /> };

/** What the page's route module gives it: the page's words and the code's testimonials, in its language. */
export type TheCorePageCopy = {
  readonly page: Translation<typeof english.theCorePage>;
  readonly testimonials: Translation<typeof english.testimonials>;
  readonly testimonialControls: Translation<typeof english.testimonialControls>;
};

export function TheCorePage({ copy }: { copy: TheCorePageCopy }) {
  const locale = useLocale();
  const { hero, whatIsIt, chooseYourTrack, hitsDifferent, whyWypMatters, closing } = usePageTexts("site/the-core", copy.page);
  // Staff's list when they published one (hidden ones left out), else the code's.
  const published = usePageContent().overrides.testimonials;
  const quotes = published
    ? published.filter((quote) => quote.shown).map((quote) => ({ name: quote.name, role: quote.role[locale], quote: quote.quote[locale] }))
    : copy.testimonials.map((quote) => ({
        name: quote.name,
        role: copy.testimonialControls.role(quote.age, quote.borough),
        quote: quote.quote,
      }));
  return (
    <>
      <Hero
        colour="core"
        motif="burst"
        title={
          <>
            {/* The second line is smaller beside the testimonials (from 1024 px), so "TRANSFORMATION" fits its column. */}
            <span className="block text-core">{hero.titleLines[0]}</span>{" "}
            <span className="mt-2 block text-hero lg:text-[clamp(2rem,4.4vw,4rem)]">{hero.titleLines[1]}</span>
          </>
        }
        lede={<p>{hero.promise}</p>}
        aside={
          quotes.length > 0 && (
            <TestimonialRotator testimonials={quotes} controls={copy.testimonialControls} intervalMs={testimonialRotationMs} />
          )
        }
      >
        <ActionRow actions={[hero.action]} variant="core" dialogs={dialogs} />
      </Hero>

      <div className="container-site pt-section">
        <StatStrip stats={hero.stats} colour="core" />
      </div>

      <Section heading={whatIsIt.heading}>
        <div className="grid max-w-3xl justify-items-start gap-5 text-lg text-paper/90">
          {whatIsIt.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <ActionButton action={whatIsIt.learnMore} variant="outline" className="max-sm:w-full" />
        </div>
      </Section>

      <Section tone="raised" heading={chooseYourTrack.heading} intro={chooseYourTrack.text}>
        <CardGrid columns={2}>
          {chooseYourTrack.cards.map((card) => (
            <PathCard key={card.title} card={card} />
          ))}
        </CardGrid>
      </Section>

      <Section heading={hitsDifferent.heading}>
        <CardGrid columns={4}>
          {hitsDifferent.cards.map((card) => (
            <FeatureCard key={card.title} {...card} colour="core" />
          ))}
        </CardGrid>
      </Section>

      <Section tone="raised" heading={whyWypMatters.heading}>
        <CardGrid columns={3}>
          {whyWypMatters.cards.map((card, i) => (
            <FeatureCard key={card.title} {...card} colour={(["art", "sport", "music"] as const)[i % 3]} />
          ))}
        </CardGrid>
      </Section>

      <CtaBlock cta={closing} colour="core" dialogs={dialogs} />
    </>
  );
}
