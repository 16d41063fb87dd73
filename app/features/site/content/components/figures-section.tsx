// The Figures section: each claim's value and label in both languages, with the pages it is on.
import { TextField } from "~/ui/field";
import { figureDefaults, figureKeys } from "../content-form";
import { figurePages } from "../figure-registry";
import { contentLimits } from "../schema";
import { EditSection } from "./edit-fields";
import type { SectionProps } from "./section-state";

export function FiguresSection({ editing, state, actions, hidden }: SectionProps) {
  return (
    <EditSection id="figures" title="Figures" hidden={hidden}>
      <p className="max-w-prose text-sm text-muted">
        Each claim with its value (at most {contentLimits.figureValue} characters, like 500+ or 4.9/5) and its label, in both languages.
      </p>
      {figureKeys.map((key) => {
        const figure = editing.figures?.[key] ?? figureDefaults[key];
        return (
          <fieldset key={key} className="grid gap-3 rounded-card border-2 border-line p-4 sm:grid-cols-2">
            <legend className="px-1 font-bold">
              {figureDefaults[key].en.label} <span className="font-normal text-muted">(on {figurePages[key].join(", ")})</span>
            </legend>
            {(["en", "es"] as const).map((locale) => {
              const language = locale === "en" ? "English" : "Spanish";
              const name = (part: string) => `figure.${key}.${locale}.${part}`;
              return (
                <div key={locale} className="grid gap-2">
                  <TextField
                    label={`${language} value`}
                    name={name("value")}
                    defaultValue={state.value(name("value"), figure[locale].value)}
                    maxLength={contentLimits.figureValue}
                    errors={state.errors[name("value")]}
                  />
                  <TextField
                    label={`${language} label`}
                    name={name("label")}
                    defaultValue={state.value(name("label"), figure[locale].label)}
                    maxLength={contentLimits.figureLabel}
                    errors={state.errors[name("label")]}
                  />
                </div>
              );
            })}
          </fieldset>
        );
      })}
      {actions}
    </EditSection>
  );
}
