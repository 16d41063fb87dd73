// /es/the-core: THE CORE in Spanish (app/routes/the-core.tsx is the English; ADR 0037).
import type { Route } from "./+types/the-core";
import { type TheCorePageCopy, TheCorePage } from "~/features/site/components/the-core-page";
import { testimonialControls, testimonials, theCoreMeta, theCorePage } from "~/features/site/copy/the-core.es";
import { pageMeta } from "~/features/site/page/page-meta";

const copy: TheCorePageCopy = { page: theCorePage, testimonials, testimonialControls };

export const meta: Route.MetaFunction = () => pageMeta("/the-core", "es", theCoreMeta);

export default function TheCore() {
  return <TheCorePage copy={copy} />;
}
