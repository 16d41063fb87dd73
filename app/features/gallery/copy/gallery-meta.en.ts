// Title and description of /wyp-gallery, in a module of their own: ./gallery.en.ts is loaded by The
// Weekly Drop's page too, and a page's script carries only its own page's title (issue 33;
// performance/build-output.test.ts).
import type { PageMeta } from "~/platform/copy-types";

export const galleryMeta = {
  title: "WYP Gallery: Young Artists' Work | WYP",
  description: "Browse and like artwork made by young artists in the WYP community.",
} as const satisfies PageMeta;
