// The Links and Contact sections: the external addresses the pages link and the contact email.
import { defaultLinks, externalLinkKeys } from "~/platform/links";
import { site } from "~/platform/copy/site.en";
import { externalLinks } from "../link-registry";
import { contentLimits } from "../schema";
import { TextField } from "~/ui/field";
import { EditSection } from "./edit-fields";
import type { SectionProps } from "./section-state";

export function LinksSection({ editing, state, actions, hidden }: SectionProps) {
  return (
    <EditSection id="links" title="Links" hidden={hidden}>
      <p className="max-w-prose text-sm text-muted">
        Full addresses starting with https://. The site never opens them itself: use &quot;Open this link&quot; to check one.
      </p>
      {externalLinkKeys.map((key) => {
        const current = state.value(`link.${key}`, editing.links?.[key] ?? defaultLinks[key]);
        return (
          <div key={key} className="grid gap-1">
            <TextField
              label={externalLinks[key].description}
              name={`link.${key}`}
              type="url"
              inputMode="url"
              hint={`Shows on: ${externalLinks[key].shownOn}.`}
              defaultValue={current}
              maxLength={contentLimits.url}
              errors={state.errors[`link.${key}`]}
            />
            <a href={current} target="_blank" rel="noopener noreferrer" className="justify-self-start text-sm font-bold underline">
              Open this link<span className="sr-only">: {externalLinks[key].description} (opens in a new tab)</span>
            </a>
          </div>
        );
      })}
      {actions}
    </EditSection>
  );
}

export function ContactSection({ editing, state, actions, hidden }: SectionProps) {
  return (
    <EditSection id="contactEmail" title="Contact" hidden={hidden}>
      <div className="max-w-xl">
        <TextField
          label="Contact email"
          name="contactEmail"
          type="email"
          hint="Shown in the privacy notice, the terms and the Weekly Drop's confirmation, where people ask for their data to be deleted."
          defaultValue={state.value("contactEmail", editing.contactEmail ?? site.contactEmail)}
          errors={state.errors.contactEmail}
        />
      </div>
      {actions}
    </EditSection>
  );
}
