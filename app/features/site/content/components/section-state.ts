// What every section of the Site content form is given: the draft it edits, what was typed and
// refused by the last save (shown again so nothing is lost), and its buttons.
import type * as React from "react";
import type { ContentOverrides } from "~/platform/content-overrides";
import type { FieldState } from "./edit-fields";

export type SectionProps = {
  editing: ContentOverrides;
  state: FieldState & { refused: boolean; posted?: Record<string, unknown> };
  /** The section's "Save the draft" and "Put back the original", with the result of pressing them. */
  actions: React.ReactNode;
  hidden?: boolean;
};
