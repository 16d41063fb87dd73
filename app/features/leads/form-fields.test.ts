// The one field list drives every place a sign-up form's fields appear (issue 29): what the dialog
// shows, what the schema accepts, how the console labels a stored lead and the CSV's columns. Each
// check reads the list, so a field added to it is checked everywhere without a change here.
import { describe, expect, it } from "vitest";
import { leadFields } from "./details";
import { detailColumns } from "./export.server";
import { type LeadFormKind, leadKinds, leadSources } from "./fields";
import { detailFieldNames, fieldsOf, personFields } from "./form-fields";
import { validateLead } from "./forms";
import { leadFormConfig } from "./on-demand/form-config";

const variants = leadKinds.flatMap((kind) => leadSources[kind].map((source: string) => ({ kind, source })));

/** A value each field accepts: a choice's first value, a well-formed email and phone, a name otherwise. */
function answers(kind: LeadFormKind, source: string): Record<string, string> {
  const filled: Record<string, string> = { source };
  for (const field of fieldsOf(kind, source)) {
    if (field.input === "select") filled[field.name] = field.values[0];
    else filled[field.name] = field.format === "email" ? "maya@example.org" : field.format === "phone" ? "212-555-0100" : "Maya";
  }
  return filled;
}

describe("each sign-up form's one field list", () => {
  it("covers every form on every page", () => {
    expect(variants.length).toBe(8);
  });

  it.each(variants)("is what the $kind form on '$source' shows, labelled in both languages", ({ kind, source }) => {
    for (const locale of ["en", "es"] as const) {
      const shown = leadFormConfig(kind, source, locale).fields;
      expect(shown.map((field) => field.name)).toEqual(fieldsOf(kind, source).map((field) => field.name));
      // A field without words in the copy would be labelled by its code name.
      for (const field of shown) expect(field.label, `${kind}/${source}/${locale}: ${field.name}`).not.toBe(field.name);
      for (const field of shown) if (field.type === "select") expect(field.options.length).toBeGreaterThan(0);
    }
  });

  it.each(variants)("is what the $kind schema on '$source' accepts and requires", ({ kind, source }) => {
    const complete = answers(kind, source);
    expect(validateLead(kind, complete).ok).toBe(true);
    for (const field of fieldsOf(kind, source)) {
      const { [field.name]: _left, ...without } = complete;
      const result = validateLead(kind, without);
      expect(result.ok, field.name).toBe(false);
      if (!result.ok) expect(Object.keys(result.fieldErrors)).toEqual([field.name]);
    }
    expect(validateLead(kind, { ...complete, notOnTheForm: "x" }).ok).toBe(false);
  });

  it.each(variants)("labels a stored $kind lead from '$source' as its form does", ({ kind, source }) => {
    const { source: _source, firstName, lastName, email, phone, ...details } = answers(kind, source);
    const lead = {
      kind,
      source,
      first_name: firstName ?? null,
      last_name: lastName ?? null,
      email: email!,
      phone: phone ?? null,
      details: JSON.stringify(details),
    };
    const form = leadFormConfig(kind, source, "en").fields;
    expect(leadFields(lead).map((field) => field.label)).toEqual(form.map((field) => field.label));
  });

  it("gives every field a form keeps beyond the person's own a CSV column", () => {
    const kept = variants.flatMap(({ kind, source }) => fieldsOf(kind, source).map((field) => field.name));
    const own = kept.filter((name) => !(personFields as readonly string[]).includes(name));
    expect([...detailFieldNames].sort()).toEqual([...new Set(own)].sort());
    const exported: readonly string[] = [...detailColumns.values()].flat();
    for (const name of detailFieldNames) expect(exported).toContain(name);
  });
});
