import { BaseSequencer, type TestSpecification } from "vitest/node";

// Browser files take a minute each and unit files a second: run the long ones first so that at the
// end of a run no worker is left alone with a long file while the other core idles. The layout
// files (the longest) lead; within a group, Vitest's own order (slowest last time first, or the
// largest file on a fresh clone) holds.
const rank = (moduleId: string) => {
  if (moduleId.includes("/tests/e2e/layout-")) return 0;
  if (moduleId.includes("/tests/e2e/")) return 1;
  if (moduleId.includes("/tests/http/")) return 2;
  return 3;
};

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const ordered = await super.sort(files);
    return ordered
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => rank(a.spec.moduleId) - rank(b.spec.moduleId) || a.index - b.index)
      .map(({ spec }) => spec);
  }
}
