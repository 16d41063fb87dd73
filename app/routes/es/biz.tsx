// /es/biz: the Biz page in Spanish (app/routes/biz.tsx is the English; ADR 0037).
import type { Route } from "./+types/biz";
import { BizPage } from "~/features/site/components/biz-page";
import { bizPage } from "~/features/site/copy/biz.es";
import { bizMeta } from "~/features/site/copy/biz-meta.es";
import { pageMeta } from "~/ui/page/page-meta";

export const meta: Route.MetaFunction = () => pageMeta("/biz", "es", bizMeta);

export default function Biz() {
  return <BizPage copy={bizPage} />;
}
