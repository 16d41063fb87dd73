// /music in English. /es/music is app/routes/es/music.tsx: the same page
// (app/features/site/components/music-page.tsx) with the Spanish words, so each loads its own
// language only (ADR 0037).
import type { Route } from "./+types/music";
import { MusicPage } from "~/features/site/components/music-page";
import { musicPage } from "~/features/site/copy/music.en";
import { musicMeta } from "~/features/site/copy/music-meta.en";
import { pageMeta } from "~/ui/page/page-meta";

export const meta: Route.MetaFunction = () => pageMeta("/music", "en", musicMeta);

export default function Music() {
  return <MusicPage copy={musicPage} />;
}
