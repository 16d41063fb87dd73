// The Testimonials section: each quote in both languages, its order, shown or not; one empty row
// at the end for a new one.
import { TextField } from "~/ui/field";
import { defaultTestimonials } from "../content-form";
import { contentLimits } from "../schema";
import { BilingualRowFields, EditSection, RowField, Tick } from "./edit-fields";
import type { SectionProps } from "./section-state";

export function TestimonialsSection({ editing, state, actions, hidden }: SectionProps) {
  const rows = editing.testimonials ?? defaultTestimonials;
  const fieldState = { value: state.value, errors: state.errors };
  const slots = [...rows, { name: "", role: { en: "", es: "" }, quote: { en: "", es: "" }, shown: true }];
  return (
    <EditSection id="testimonials" title="Testimonials" hidden={hidden}>
      <p className="max-w-prose text-sm text-muted">
        On THE CORE, in the order of their numbers. A first name and an initial only, with the person&apos;s consent (and a parent&apos;s,
        for a minor). Fill the last one to add a testimonial.
      </p>
      {slots.map((row, index) => {
        const name = (field: string) => `t.${index}.${field}`;
        const isNew = index === rows.length;
        return (
          <fieldset key={index} className="grid gap-3 rounded-card border-2 border-line p-4 sm:grid-cols-2">
            <legend className="px-1 font-bold">{isNew ? "New testimonial" : `Testimonial ${index + 1}: ${row.name}`}</legend>
            <RowField name={name("name")} label="First name and initial" fallback={row.name} max={contentLimits.name} {...fieldState} />
            <TextField
              label="Order"
              name={name("order")}
              type="number"
              min={1}
              defaultValue={state.value(name("order"), String(index + 1))}
              className="max-w-28"
            />
            <BilingualRowFields
              name={name("role")}
              labels={["Who they are, in English (like 15, Harlem)", "Who they are, in Spanish (like 15 años, Harlem)"]}
              fallback={row.role}
              max={contentLimits.role}
              {...fieldState}
            />
            <BilingualRowFields
              name={name("quote")}
              labels={["Quote in English", "Quote in Spanish"]}
              fallback={row.quote}
              max={contentLimits.quote}
              area
              {...fieldState}
            />
            <Tick
              name={name("shown")}
              label="Shown on the site"
              defaultChecked={state.refused ? state.value(name("shown"), "") !== "" : row.shown}
            />
            {!isNew && <Tick name={name("remove")} label="Remove" />}
          </fieldset>
        );
      })}
      {state.errors.t && <p className="font-semibold text-danger">{state.errors.t.join(" ")}</p>}
      {actions}
    </EditSection>
  );
}
