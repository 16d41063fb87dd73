import type { Route } from "./+types/wildcard";
import { Section } from "~/features/site/page/section";
import { TrackPageView } from "~/features/site/page/track-page";
import { localeOf } from "~/platform/locale";
import { useLocale } from "~/platform/use-locale";
import { pageMeta } from "~/features/site/page/page-meta";
import { wildcardMeta } from "~/features/site/copy/wildcard-meta";
import { wildcardPage } from "~/features/site/copy/wildcard";
import { usePageTexts } from "~/features/site/content/use-page-content";

export default function WildcardPage() {
  const page = usePageTexts("site/wildcard", wildcardPage[useLocale()]);
  return (
    <TrackPageView page={page} motif="grid">
      <CustomPathExplainer customPath={page.customPath} />
    </TrackPageView>
  );
}

function CustomPathExplainer({ customPath }: { customPath: (typeof wildcardPage)["en"]["customPath"] }) {
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

export const meta: Route.MetaFunction = ({ location }) => pageMeta("/wildcard", localeOf(location.pathname), wildcardMeta);
