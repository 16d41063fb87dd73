// The console's names for the parts of the site content (its tabs), and the id of the first
// version, the site as it was built, and the preview's name for what waits for approval. Client-safe: the Site content page shows them.
import type { ContentSection } from "~/platform/content-overrides";

export const sectionNames: Record<ContentSection, string> = {
  links: "Links",
  contactEmail: "Contact",
  figures: "Figures",
  testimonials: "Testimonials",
  notices: "Notices",
  texts: "Page texts",
};

/** The site as it was built, before any publish: the first version, restorable like the others. */
export const AS_BUILT = "as-built";

/** The preview's name for an editor's publish waiting for an owner's approval (`?version=request`). */
export const REQUEST_PREVIEW = "request";
