// The words the Insights page (and its CSV) puts on what was counted. The console is in English.
import { EVERY_PAGE, OTHER_VALUE, type SignUpKind } from "./insights";
import { WHOLE_SITE } from "./vitals-percentile";

/** Each page's name by its English path (app/page-names.ts, handed in by the route). */
export type PageNames = Readonly<Record<string, string>>;

type Section = "source" | "medium" | "campaign" | "device" | "language";

const kinds: Record<SignUpKind, string> = {
  mentor: "Mentor applications",
  partnership: "Partnership inquiries",
  crown: "Crown access",
  newsletter: "Newsletter sign-ups",
  entry: "Weekly Drop entries",
  like: "Gallery likes",
  vote: "Weekly Drop votes",
};

const notKept = "Other (not kept by name)";
const named: Partial<Record<Section, Record<string, string>>> = {
  source: { "": "Direct or from this site", [OTHER_VALUE]: notKept },
  medium: { "": "(none)", [OTHER_VALUE]: notKept },
  campaign: { "": "(none)", [OTHER_VALUE]: notKept },
  device: { phone: "Phone", tablet: "Tablet", desktop: "Desktop" },
  language: { en: "English", es: "Spanish" },
};

export const insightLabels = {
  kind: (kind: SignUpKind) => kinds[kind],
  value: (section: Section, value: string) => named[section]?.[value] ?? value,
  /** A page by its name (its path goes beside it: pagePath); one not in the registry by its path. */
  page: (page: string, names: PageNames) =>
    page === EVERY_PAGE
      ? "Every page (the footer's email box)"
      : page === OTHER_VALUE
        ? "Other addresses"
        : page === WHOLE_SITE
          ? "The whole site"
          : (names[page] ?? page),
  /** The address shown beside a page's name, English and Spanish; none for what is not one page. */
  pagePath: (page: string, names: PageNames) =>
    names[page] === undefined ? undefined : page === "/" ? "/ and /es" : `${page} and /es${page}`,
};
