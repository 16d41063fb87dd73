// /wildcard and /es/wildcard: the track page with its custom-path explainer, in the words it is
// handed (app/routes/wildcard.tsx in English, app/routes/es/wildcard.tsx in Spanish), so each
// page loads its own language only (ADR 0037).
import type { wildcardPage } from "~/features/site/copy/wildcard.en";
import { TrackPageView } from "~/features/site/page/track-page";
import { usePageTexts } from "~/platform/use-page-content";
import type { Translation } from "~/platform/translation";
import { Section } from "~/ui/page/section";

export type WildcardPageCopy = typeof wildcardPage | Translation<typeof wildcardPage>;

export function WildcardPage({ copy }: { copy: WildcardPageCopy }) {
  const page = usePageTexts("site/wildcard", copy);
  return (
    <TrackPageView page={page} motif="grid">
      <CustomPathExplainer customPath={page.customPath} />
    </TrackPageView>
  );
}

function CustomPathExplainer({ customPath }: { customPath: WildcardPageCopy["customPath"] }) {
  const { heading, text, steps } = customPath;
  return (
    <Section heading={heading} intro={<p>{text}</p>} colour="wildcard">
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step} className="grid content-start gap-3 rounded-card border-2 border-line bg-ink-2 p-6">
            <span aria-hidden="true" className="font-display text-5xl font-black text-wildcard">
              {String(index + 1).padStart(2, "0")}
            </span>
            <p className="text-lg">{step}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
