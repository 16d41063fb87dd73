// An entry's or a winner's image described in the page's language ("Subway Dreams by Jasmine K.,
// 17, Bronx"), written on the server: the Weekly Drop's pages then load none of the gallery's words
// (ADR 0037, as the loader writes the days out).
import type { Locale } from "~/platform/locale";
import { artworkAlt, artworkDefaults } from "~/features/gallery/copy/gallery";
import { winnerByline } from "~/features/weekly-drop/copy/weekly-drop";

type Artist = Parameters<(typeof winnerByline)["en"]>[0];

/** The image's alt text: its title and who made it, as the byline under it says. */
export const artworkAltIn = (locale: Locale) => (title: string, artist: Artist) => artworkAlt[locale](title, winnerByline[locale](artist));

/** Said before the alt text when the image is missing ("Artwork image unavailable"). */
export const artworkFallbackAltIn = (locale: Locale) => artworkDefaults[locale].imageFallbackAlt;
