// /es/wildcard: the Wildcard page in Spanish (app/routes/wildcard.tsx is the English; ADR 0037).
import type { Route } from "./+types/wildcard";
import { WildcardPage } from "~/features/site/components/wildcard-page";
import { wildcardPage } from "~/features/site/copy/wildcard.es";
import { wildcardMeta } from "~/features/site/copy/wildcard-meta.es";
import { pageMeta } from "~/ui/page/page-meta";

export const meta: Route.MetaFunction = () => pageMeta("/wildcard", "es", wildcardMeta);

export default function Wildcard() {
  return <WildcardPage copy={wildcardPage} />;
}
