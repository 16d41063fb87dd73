// /wildcard in English. /es/wildcard is app/routes/es/wildcard.tsx: the same page
// (app/features/site/components/wildcard-page.tsx) with the Spanish words, so each loads its own
// language only (ADR 0037).
import type { Route } from "./+types/wildcard";
import { WildcardPage } from "~/features/site/components/wildcard-page";
import { wildcardPage } from "~/features/site/copy/wildcard.en";
import { wildcardMeta } from "~/features/site/copy/wildcard-meta.en";
import { pageMeta } from "~/ui/page/page-meta";

export const meta: Route.MetaFunction = () => pageMeta("/wildcard", "en", wildcardMeta);

export default function Wildcard() {
  return <WildcardPage copy={wildcardPage} />;
}
