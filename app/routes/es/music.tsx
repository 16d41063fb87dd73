// /es/music: the Music page in Spanish (app/routes/music.tsx is the English; ADR 0037).
import type { Route } from "./+types/music";
import { MusicPage } from "~/features/site/components/music-page";
import { musicPage } from "~/features/site/copy/music.es";
import { musicMeta } from "~/features/site/copy/music-meta.es";
import { pageMeta } from "~/ui/page/page-meta";

export const meta: Route.MetaFunction = () => pageMeta("/music", "es", musicMeta);

export default function Music() {
  return <MusicPage copy={musicPage} />;
}
