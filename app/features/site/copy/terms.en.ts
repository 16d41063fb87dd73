// /terms in plain language, written to be read by a 13-year-old and their parent alike: a module
// of its own, so /privacy does not load it (./legal.en.ts, the privacy notice) and /terms does not
// load the notice.
import { site } from "~/platform/copy/site.en";
import type { PageMeta, TextDocument } from "~/platform/copy-types";

export const termsOfUse = {
  title: "Terms of Use",
  effective: "2026-11-22",
  contactEmail: site.contactEmail,
  intro: `These are the rules for using the ${site.name} website and community. By using the site, you agree to them. We kept them short and plain on purpose.`,
  sections: [
    {
      heading: "Community conduct",
      paragraphs: [
        "Respect first. No hate, bullying, harassment or threats, online or in person. Give critique that helps people get better.",
        "Ask before sharing someone else's work publicly.",
        "We may remove content or remove someone from the community to keep it safe for young people.",
      ],
    },
    {
      heading: "Your work and your consent",
      paragraphs: [
        "Work you submit stays yours. When you submit a piece to the gallery, a contest or The Weekly Drop, you give us permission to show it on this site and in our channels, with your first name, last initial, age and borough.",
        "We only display work with consent for public display; for young people under 18, a parent or guardian's consent too, which we confirm with that person before the work is shown. You can ask us to take your work down at any time.",
        "Only submit work that you made yourself.",
      ],
    },
    {
      heading: "Events, contests and programs",
      paragraphs: [
        "Dates, prizes and details of events and contests can change; the page for each one has the latest. Eligibility rules are listed on each page.",
      ],
    },
    {
      heading: "No warranty",
      paragraphs: [
        "We work hard to keep this site accurate and online, but it is provided as it is, without guarantees. We are not responsible for other sites we link to.",
      ],
    },
    {
      heading: "Changes",
      paragraphs: ["We may update these terms. When we do, the new version will be posted on this page."],
    },
    {
      heading: "Contact",
      paragraphs: [`Questions about these terms? Email ${site.contactEmail}.`],
    },
  ],
} as const satisfies TextDocument;

/** The page's title and description (its <title>, search results and share cards). */
export const termsMeta = {
  title: "Terms of Use | WYP",
  description: "The plain-language rules for using the WYP site and community.",
} as const satisfies PageMeta;
