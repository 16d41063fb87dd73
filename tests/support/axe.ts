import { createRequire } from "node:module";
import fs from "node:fs";
import type { Page } from "playwright-core";

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export type AxeViolation = { id: string; impact: string | null; help: string; targets: string[] };

/**
 * Runs axe-core with the WCAG 2.0-2.2 A and AA rules on the page as it is now (a dialog open
 * counts), once its transitions have ended. Injected through the DevTools protocol, so the page's CSP does not block it.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Colours as they settle: a button that just changed state is mid-transition for a moment, and
  // axe would measure the contrast of a blend no one reads (endless animations are left running).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: any }).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"] },
      // Only the violations are read: axe skips gathering every passing node (about a fifth of its time).
      resultTypes: ["violations"],
    });
    return result.violations.map((v: any) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n: any) => String(n.target)),
    }));
  });
}
