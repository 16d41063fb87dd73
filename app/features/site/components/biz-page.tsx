// /biz and /es/biz: the track page in the words it is handed (app/routes/biz.tsx in English,
// app/routes/es/biz.tsx in Spanish), so each page loads its own language only (ADR 0037).
import type { bizPage } from "~/features/site/copy/biz.en";
import { TrackPageView } from "~/features/site/page/track-page";
import { usePageTexts } from "~/platform/use-page-content";
import type { Translation } from "~/platform/translation";

export type BizPageCopy = typeof bizPage | Translation<typeof bizPage>;

export function BizPage({ copy }: { copy: BizPageCopy }) {
  // Staff's texts of /biz (Page texts): one key for both languages, as the server keeps them.
  return <TrackPageView page={usePageTexts("site/biz", copy)} motif="bars" />;
}
