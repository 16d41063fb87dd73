// The Page texts tab of Site content: the words of each page are changed on a page of their own
// (one page at a time, so the form stays short); what is saved there is in this same draft.
import { Link } from "react-router";
import { EditSection } from "./edit-fields";
import type { SectionProps } from "./section-state";

export const PAGE_TEXTS_PATH = "/staff/content/pages";

export function TextsSection({ hidden }: SectionProps) {
  return (
    <EditSection id="texts" title="Page texts" hidden={hidden}>
      <p className="max-w-prose">
        Any heading, paragraph, button or list item of a page, in English and Spanish, beside the original. Saved into this draft: preview
        and publish it here, and History puts back any earlier version.
      </p>
      <Link to={PAGE_TEXTS_PATH} className="justify-self-start font-bold underline">
        Change a page&apos;s texts
      </Link>
    </EditSection>
  );
}
