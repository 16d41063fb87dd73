// A template of a page's words with its placeholders filled ("Announced {day}" -> "Announced Nov
// 16, 2026"): the dates, names and counts are data, the words around them staff's to change (Page
// texts, ADR 0043), and a changed text keeps its placeholders (text-rules.ts).

/** `template` with each `{name}` replaced by `values[name]`, put in as it is; an unknown one stays. */
export const fillTemplate = (template: string, values: Readonly<Record<string, string | number>>) =>
  template.replace(/\{([a-z]+)\}/g, (holder, name: string) => String(Object.hasOwn(values, name) ? values[name] : holder));
