// /music and /es/music: the track page in the words it is handed (app/routes/music.tsx in English,
// app/routes/es/music.tsx in Spanish), so each page loads its own language only (ADR 0037).
import type { musicPage } from "~/features/site/copy/music.en";
import { TrackPageView } from "~/features/site/page/track-page";
import { usePageTexts } from "~/platform/use-page-content";
import type { Translation } from "~/platform/translation";

export type MusicPageCopy = typeof musicPage | Translation<typeof musicPage>;

export function MusicPage({ copy }: { copy: MusicPageCopy }) {
  // Staff's texts of /music (Page texts): one key for both languages, as the server keeps them.
  return <TrackPageView page={usePageTexts("site/music", copy)} motif="wave" />;
}
