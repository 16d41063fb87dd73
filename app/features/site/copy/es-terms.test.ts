import { describe, expect, it } from "vitest";
import { allowedAsIs, spanishTerms } from "./es-terms";

// Every Spanish text of every copy module, checked against the term list (issue 47): the Spanish
// twins (`*.es.ts`) whole, and the `es` side of any module that keeps both languages in one object.
// A function's text (a notice with a title in it) is read from its source, template and all.

type Found = { where: string; text: string };

const modules = import.meta.glob<Record<string, unknown>>(["../../*/copy/*.ts", "!../../*/copy/*.test.ts", "!./es-terms.ts"], {
  eager: true,
});

function collect(value: unknown, where: string, out: Found[], seen: Set<unknown>, spanish: boolean): void {
  if (typeof value === "string" && spanish) out.push({ where, text: value });
  else if (typeof value === "function" && spanish) out.push({ where, text: value.toString() });
  else if (value !== null && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    for (const [key, child] of Object.entries(value)) collect(child, `${where}.${key}`, out, seen, spanish || key === "es");
  }
}

function spanishTexts(): Found[] {
  const out: Found[] = [];
  for (const [file, module] of Object.entries(modules)) {
    const spanish = file.endsWith(".es.ts");
    for (const [name, value] of Object.entries(module))
      collect(value, `${file.replace(/^.*copy\//, "")}: ${name}`, out, new Set(), spanish);
  }
  return out;
}

function rejectedIn(found: Found[]): string[] {
  return found.flatMap(({ where, text }) =>
    allowedAsIs.includes(text)
      ? []
      : spanishTerms.flatMap((term) =>
          term.rejected
            .filter((pattern) => pattern.test(text))
            .map((pattern) => `${where}: ${pattern} (${term.concept}: «${term.chosen}»)`),
        ),
  );
}

describe("the Spanish term list", () => {
  it("reads the Spanish of every copy module, including the texts functions write", () => {
    const found = spanishTexts();
    expect(found.length).toBeGreaterThan(1000);
    expect(found.some(({ text }) => text.includes("Cambiaste tu voto"))).toBe(true);
  });

  it("finds no rejected wording in any Spanish text", () => {
    expect(rejectedIn(spanishTexts())).toEqual([]);
  });

  it("catches each rejected wording the review found", () => {
    const before = [
      "Los envíos cierran el viernes a las 5 p. m.",
      "Deportes",
      "Pasaste tu voto a «Luz».",
      "Puedes pasarlo a otra obra hasta que cierre la votación.",
      "guardamos una versión cifrada de la dirección",
      "Menú móvil",
      "Rutas al éxito",
      "Le contactamos solo para eso",
      "Formulario desconocido: kind debe ser mentor, partnership, crown o newsletter.",
      "Vigente desde",
      "Se anunció el 16 nov. 2026: «Concrete Bloom»",
      "Dar me gusta a Luz",
      "1,000+",
      "El cierre es el viernes a las 5:00 p. m.",
    ].map((text, i) => ({ where: `sample ${i}`, text }));
    expect(rejectedIn(before).map((line) => line.split(":")[0])).toEqual(expect.arrayContaining(before.map(({ where }) => where)));
  });

  it("lets the chosen wordings through", () => {
    const chosen = spanishTerms.filter(
      (term) => !term.chosen.includes(";") && !term.chosen.includes("(") && !term.chosen.startsWith("adults"),
    );
    expect(rejectedIn(chosen.map((term) => ({ where: term.concept, text: term.chosen })))).toEqual([]);
    expect(rejectedIn([{ where: "time", text: "hasta el viernes a las 5:00\u00a0p.\u00a0m. (hora del Este)" }])).toEqual([]);
  });
});
