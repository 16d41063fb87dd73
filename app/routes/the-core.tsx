// /the-core in English. /es/the-core is app/routes/es/the-core.tsx: the same page
// (app/features/site/components/the-core-page.tsx) with the Spanish words (ADR 0037).
import type { Route } from "./+types/the-core";
import { type TheCorePageCopy, TheCorePage } from "~/features/site/components/the-core-page";
import { testimonialControls, testimonials, theCoreMeta, theCorePage } from "~/features/site/copy/the-core.en";
import { pageMeta } from "~/features/site/page/page-meta";

const copy: TheCorePageCopy = { page: theCorePage, testimonials, testimonialControls };

export const meta: Route.MetaFunction = () => pageMeta("/the-core", "en", theCoreMeta);

export default function TheCore() {
  return <TheCorePage copy={copy} />;
}
