// Each feature's copy comes in a pair, `<name>.en.ts` (the English source) and `<name>.es.ts` (its
// Spanish twin), and `<name>.ts` exports both at once: every text the two share, as { en, es }. A
// component reads `copy[locale]` from that one module (issue 29), so a name missing from it would
// send someone back to importing each language on their own.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

type Module = Record<string, unknown>;
const modules = import.meta.glob<Module>(
  ["../../app/features/*/copy/*.ts", "../../app/platform/copy/*.ts", "!../../app/**/copy/*.test.ts"],
  { eager: true },
);
const pairs = Object.keys(modules)
  .filter((file) => file.endsWith(".en.ts"))
  .map((en) => ({ en, es: en.replace(/\.en\.ts$/, ".es.ts"), both: en.replace(/\.en\.ts$/, ".ts") }));

describe("copy modules in both languages", () => {
  it("finds the pairs", () => {
    expect(pairs.length).toBeGreaterThan(30);
  });

  it("has a Spanish twin and a module with both languages beside every English module", () => {
    const missing = pairs.flatMap(({ es, both }) => [es, both].filter((file) => !(file in modules)));
    expect(missing).toEqual([]);
  });

  it("gives each text the two languages share as { en, es }, and nothing else", () => {
    const wrong: string[] = [];
    for (const { en, es, both } of pairs) {
      const [english, spanish, combined] = [modules[en]!, modules[es]!, modules[both]!];
      const shared = Object.keys(english).filter((name) => name in spanish);
      expect(Object.keys(combined).sort(), both).toEqual(shared.sort());
      for (const name of shared) {
        const pair = combined[name] as { en: unknown; es: unknown };
        if (pair.en !== english[name] || pair.es !== spanish[name]) wrong.push(`${both}: ${name}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("has no Spanish text without its English source", () => {
    const orphans = pairs.flatMap(({ en, es }) =>
      Object.keys(modules[es]!)
        .filter((name) => !(name in modules[en]!))
        .map((name) => `${es}: ${name}`),
    );
    expect(orphans).toEqual([]);
  });

  it("leaves no Spanish module without its English one", () => {
    const root = path.resolve(import.meta.dirname, "../../app/features");
    const spanishFiles = fs
      .readdirSync(root)
      .flatMap((feature) =>
        fs.existsSync(path.join(root, feature, "copy"))
          ? fs.readdirSync(path.join(root, feature, "copy")).map((file) => `${feature}/copy/${file}`)
          : [],
      )
      .filter((file) => file.endsWith(".es.ts"));
    const lonely = spanishFiles.filter((file) => !fs.existsSync(path.join(root, file.replace(/\.es\.ts$/, ".en.ts"))));
    expect(lonely).toEqual([]);
  });
});
