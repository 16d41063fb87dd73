import { describe, expect, it } from "vitest";
import { navItemFor } from "~/platform/copy/site.en";

describe("the top bar's sections", () => {
  it("highlights a section on its own page and on the pages that belong to it", () => {
    const section = (path: string) => navItemFor(path)?.label;
    expect(section("/art")).toBe("Art");
    expect(section("/art/community")).toBe("Art");
    expect(section("/art/weekly-prize")).toBe("Art");
    expect(section("/wyp-gallery")).toBe("Art");
    expect(section("/the-core")).toBe("THE CORE");
    expect(section("/how-it-works")).toBe("THE CORE");
    expect(section("/sport/")).toBe("Sports");
  });

  it("highlights nothing on pages outside the five sections, and no prefix that is not a path", () => {
    for (const path of ["/", "/music", "/biz/shark-tank", "/wypit", "/artists", "/privacy"]) expect(navItemFor(path), path).toBeUndefined();
  });
});
