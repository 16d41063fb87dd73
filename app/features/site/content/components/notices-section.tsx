// The Notices section: banners over the pages, in both languages, with an optional link, start
// and end (New York time) and the pages they show on; one empty row for a new one.
import { isoToNewYorkInput } from "../content-form";
import { contentLimits } from "../schema";
import { BilingualRowFields, EditSection, RowField, Tick } from "./edit-fields";
import { PageChoice } from "./page-choice";
import type { SectionProps } from "./section-state";

export function NoticesSection({ editing, state, actions, hidden }: SectionProps) {
  const rows = editing.notices ?? [];
  const fieldState = { value: state.value, errors: state.errors };
  const slots = [...rows, { id: "", text: { en: "", es: "" }, link: null, pages: [], starts: null, ends: null }];
  return (
    <EditSection id="notices" title="Notices" hidden={hidden}>
      <p className="max-w-prose text-sm text-muted">
        A banner at the top of the pages, like &quot;No meet-up in December&quot;. With a start and an end (New York time) it appears and
        leaves by itself, with no one signed in.
      </p>
      {slots.map((row, index) => {
        const name = (field: string) => `n.${index}.${field}`;
        const isNew = index === rows.length;
        const postedPages = state.refused ? state.posted?.[name("pages")] : undefined;
        const pages = postedPages === undefined ? row.pages : Array.isArray(postedPages) ? postedPages.map(String) : [String(postedPages)];
        return (
          <fieldset key={index} className="grid gap-3 rounded-card border-2 border-line p-4 sm:grid-cols-2">
            <legend className="px-1 font-bold">{isNew ? "New notice" : `Notice ${index + 1}`}</legend>
            <input type="hidden" name={name("id")} value={row.id} />
            <BilingualRowFields
              name={name("text")}
              labels={["Notice in English", "Notice in Spanish"]}
              fallback={row.text}
              max={contentLimits.notice}
              area
              {...fieldState}
            />
            <RowField
              name={name("href")}
              label="Link (optional): https:// address or a page like /the-core"
              fallback={row.link?.href ?? ""}
              {...fieldState}
            />
            <div className="grid gap-3 sm:grid-cols-2">
              <BilingualRowFields
                name={name("label")}
                labels={["Link text in English", "Link text in Spanish"]}
                fallback={row.link?.label ?? { en: "", es: "" }}
                max={contentLimits.linkLabel}
                {...fieldState}
              />
            </div>
            <RowField
              name={name("starts")}
              label="Starts (New York time, optional)"
              type="datetime-local"
              fallback={isoToNewYorkInput(row.starts)}
              {...fieldState}
            />
            <RowField
              name={name("ends")}
              label="Ends (New York time, optional)"
              type="datetime-local"
              fallback={isoToNewYorkInput(row.ends)}
              {...fieldState}
            />
            <PageChoice name={name("pages")} chosen={pages} errors={state.errors[name("pages")]} />
            {!isNew && <Tick name={name("remove")} label="Remove" />}
          </fieldset>
        );
      })}
      {actions}
    </EditSection>
  );
}
