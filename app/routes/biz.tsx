// /biz in English. /es/biz is app/routes/es/biz.tsx: the same page
// (app/features/site/components/biz-page.tsx) with the Spanish words, so each loads its own
// language only (ADR 0037).
import type { Route } from "./+types/biz";
import { BizPage } from "~/features/site/components/biz-page";
import { bizPage } from "~/features/site/copy/biz.en";
import { bizMeta } from "~/features/site/copy/biz-meta.en";
import { pageMeta } from "~/ui/page/page-meta";

export const meta: Route.MetaFunction = () => pageMeta("/biz", "en", bizMeta);

export default function Biz() {
  return <BizPage copy={bizPage} />;
}
