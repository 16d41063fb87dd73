import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fieldLimits, leadKinds, validateLead } from "./forms";
import { type FormField, leadFormFields } from "./form-fields";
import { crownSignUp, mentorSignUp, newsletterSignUp, partnershipSignUp, sampleSignUp } from "../../../tests/support/leads";

const valid = {
  mentor: mentorSignUp("home", { email: "Maya@Example.org", phone: "(212) 555-0100", track: "wildcard" }),
  partnership: partnershipSignUp("licensing", { email: "jo@brand.co", phone: "+44 20 7946 0958", interest: "limited" }),
  crown: crownSignUp("sport"),
  newsletter: newsletterSignUp("art", { email: "fan@example.org" }),
};

const anyValue = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 400 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string()),
  fc.object(),
);

describe("lead form validation", () => {
  it("accepts each form's complete answers and stores the email lower-cased", () => {
    for (const kind of leadKinds) {
      const result = validateLead(kind, { ...valid[kind] });
      expect(result.ok, kind).toBe(true);
      if (result.ok) expect(result.data.email).toBe(valid[kind].email.toLowerCase());
    }
  });

  it("never throws, and every rejection says what is wrong (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...leadKinds), fc.dictionary(fc.string({ maxLength: 12 }), anyValue, { maxKeys: 8 }), (kind, noise) => {
        const result = validateLead(kind, { ...valid[kind], ...noise });
        if (result.ok) return;
        const messages = [...result.formErrors, ...Object.values(result.fieldErrors).flat()];
        expect(messages.length).toBeGreaterThan(0);
        for (const message of messages) expect(message).toMatch(/^[A-Z].{8,}[.]$/);
      }),
      { numRuns: 500 },
    );
  });

  it("rejects any known field that is the wrong type, too long, or holds a control character (property)", () => {
    const bad = fc.oneof(
      fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string())),
      fc.string({ minLength: fieldLimits.email + 1, maxLength: 2_000 }).filter((s) => s.trim().length > fieldLimits.email),
      fc
        .tuple(fc.string({ maxLength: 10 }), fc.integer({ min: 0, max: 31 }), fc.string({ maxLength: 10 }))
        .map(([a, code, b]) => `x${a}${String.fromCharCode(code)}${b}x`),
    );
    fc.assert(
      fc.property(fc.constantFrom(...leadKinds), fc.nat(), bad, (kind, pick, value) => {
        const names = Object.keys(valid[kind]).filter((name) => name !== "source");
        const name = names[pick % names.length];
        const result = validateLead(kind, { ...valid[kind], [name]: value });
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.fieldErrors[name]?.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  it("names the problem: missing field, bad email, bad phone, unknown field, __proto__", () => {
    const missing = validateLead("mentor", { ...valid.mentor, firstName: "  " });
    expect(missing.ok || missing.fieldErrors.firstName).toEqual(["First name is required."]);
    const email = validateLead("crown", { ...valid.crown, email: "ana@" });
    expect(email.ok || email.fieldErrors.email?.[0]).toMatch(/valid email/);
    const phone = validateLead("mentor", { ...valid.mentor, phone: "call me" });
    expect(phone.ok || phone.fieldErrors.phone?.[0]).toMatch(/valid phone/);
    const extra = validateLead("newsletter", JSON.parse('{"source":"art","email":"a@b.co","__proto__":{"admin":true}}'));
    expect(extra.ok || extra.formErrors).toEqual(["Unexpected field: __proto__."]);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    const wrongChoice = validateLead("mentor", { ...valid.mentor, source: "art", track: undefined, program: "sport" });
    expect(wrongChoice.ok || wrongChoice.fieldErrors.program).toEqual(["Please choose a program."]);
  });

  it("refuses a web or email address in every name field of every form, in the form's language (issue 42, row 12)", () => {
    // Each form as its page asks it, from the one field list.
    const forms = Object.entries(leadFormFields).flatMap(([kind, variants]) =>
      Object.entries(variants).map(([source, fields]: [string, readonly FormField[]]) => ({
        kind: kind as keyof typeof valid,
        sample: sampleSignUp(kind as keyof typeof valid, source as never),
        names: fields.filter((field) => field.input !== "select" && field.format === "name").map((field) => field.name),
      })),
    );
    // The list has the name fields the forms are known to have (a field added later is checked too).
    expect(forms.flatMap((form) => form.names)).toEqual(expect.arrayContaining(["firstName", "lastName", "company"]));
    const nameFields = forms.flatMap(({ kind, sample, names }) => names.map((name) => [kind, sample, name] as const));
    for (const [kind, sample, name] of nameFields) {
      for (const address of ["Visit https://evil.example/staff/login now", "WWW.evil.example", "maya@evil.example", "ｗｗｗ．evil"]) {
        const english = validateLead(kind, { ...sample, [name]: address });
        expect(english.ok || english.fieldErrors[name]?.[0], `${kind} ${sample.source} ${name}`).toMatch(
          / must not contain a web address or an email address\.$/,
        );
        const spanish = validateLead(kind, { ...sample, [name]: address }, "es");
        expect(spanish.ok || spanish.fieldErrors[name]?.[0]).toMatch(/ no puede contener una dirección web ni un correo electrónico\.$/);
      }
      // What names and companies are written with still passes.
      for (const plain of ["Zoë-Anne", "O'Neil", "Nguyễn Văn", "J. R.", "Example.org Partners"])
        expect(validateLead(kind, { ...sample, [name]: plain }), `${kind} ${sample.source} ${name}: ${plain}`).toMatchObject({ ok: true });
    }
  });
});
