// What the layout test looks for on a rendered page, as functions that run inside the page
// (Playwright serialises each one, so each is self-contained). A visitor notices text that runs
// out of its box or off the screen, text that something is drawn over or under, a form field
// whose words are cut, and a double gap between two sections of one background.
import type { Page } from "playwright-core";

export type LayoutProblem = { kind: string; text: string; where: string };

/**
 * Hit-testing sees elements that ignore the pointer (decorations are `pointer-events: none`)
 * only when they take part in it: this makes every element a target for the checks. The function
 * it returns gives the page its own pointer rules back (before a visitor's next click).
 */
export async function exposeEveryElementToHitTests(page: Page) {
  const style = await page.addStyleTag({ content: "*, *::before, *::after { pointer-events: auto !important; }" });
  // Transpilers that keep function names wrap inner functions in a `__name` helper the page lacks.
  await page.evaluate("globalThis.__name ??= (target) => target");
  return () => style.evaluate((element) => element.parentNode?.removeChild(element));
}

/**
 * Problems with the text inside `rootSelector` (the whole body when null), in the viewport as it
 * is now.
 */
export function textProblems({ rootSelector }: { rootSelector: string | null }): LayoutProblem[] {
  const root = rootSelector ? document.querySelector(rootSelector) : document.body;
  if (!root) return [{ kind: "missing", text: "", where: String(rootSelector) }];
  const problems: LayoutProblem[] = [];
  const viewportWidth = document.documentElement.clientWidth;
  const viewportHeight = window.innerHeight;
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (element: Element) => {
    let found = styles.get(element);
    if (!found) styles.set(element, (found = getComputedStyle(element)));
    return found;
  };
  const label = (element: Element) => {
    const classes = typeof element.className === "string" ? element.className.split(/\s+/).slice(0, 3).join(".") : "";
    const own = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ""}>${own ? ` "${own}"` : ""}`;
  };
  const inline = (element: Element) => ["inline", "contents"].includes(style(element).display);
  const boxOf = (element: Element) => {
    let box: Element | null = element;
    while (box && inline(box)) box = box.parentElement;
    return box ?? element;
  };
  const clips = (element: Element) => style(element).overflowX !== "visible" || style(element).overflowY !== "visible";
  const scrollable = (value: string) => value === "auto" || value === "scroll";
  // Content that scrolls sideways on purpose (a code block) is not checked; a box that could
  // scroll but does not is checked like any other.
  const scrollsSideways = (element: Element) => scrollable(style(element).overflowX) && element.scrollWidth > element.clientWidth + 1;
  // Visually hidden text (screen-reader only, the form trap) sits in a clipped box of 1 px.
  const visuallyHidden = (element: Element) => {
    for (let e: Element | null = element; e; e = e.parentElement) {
      if (!clips(e)) continue;
      const rect = e.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) return true;
    }
    return false;
  };
  const opacity = (element: Element) => {
    let value = 1;
    for (let e: Element | null = element; e; e = e.parentElement) value *= Number(style(e).opacity);
    return value;
  };
  const alpha = (colour: string) => {
    const match = colour.match(/rgba?\(([^)]+)\)/);
    if (!match) return colour === "transparent" ? 0 : 1;
    const parts = match[1].split(/[\s,/]+/).filter(Boolean);
    return parts.length > 3 ? Number(parts[3]) : 1;
  };
  // Something a visitor sees at that point: a shape, an image or a filled box.
  const paints = (element: Element) => {
    if (element instanceof SVGGeometryElement) return true;
    if (["IMG", "VIDEO", "CANVAS"].includes(element.tagName)) return true;
    if (element instanceof SVGElement) return false;
    const s = style(element);
    return alpha(s.backgroundColor) > 0.05 || s.backgroundImage !== "none";
  };
  const related = (a: Element, b: Element) => a.contains(b) || b.contains(a);
  const opaque = (element: Element) => alpha(style(element).backgroundColor) >= 0.85;

  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? "").trim();
    const element = node.parentElement;
    if (!text || !element) continue;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    if (visuallyHidden(element)) continue;
    let scroller = false;
    const clippers: Element[] = [];
    for (let e: Element | null = element; e && e !== document.documentElement; e = e.parentElement) {
      if (e !== element) {
        if (scrollsSideways(e)) scroller = true;
        else if (clips(e)) clippers.push(e);
      }
      // A fixed box (a dialog) is not clipped by the boxes around it in the document.
      if (style(e).position === "fixed") break;
    }
    if (scroller) continue;
    // What can be seen of the text: inside the viewport and every box that clips or scrolls it.
    let view = { left: 0, top: 0, right: viewportWidth, bottom: viewportHeight };
    for (const clipper of clippers) {
      const c = clipper.getBoundingClientRect();
      view = {
        left: Math.max(view.left, c.left),
        top: Math.max(view.top, c.top),
        right: Math.min(view.right, c.right),
        bottom: Math.min(view.bottom, c.bottom),
      };
    }
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0.5 && rect.height > 0.5);
    const box = boxOf(element).getBoundingClientRect();
    const fontSize = parseFloat(style(element).fontSize);
    const report = (kind: string, where: string) => problems.push({ kind, text: text.slice(0, 60), where });

    // A word broken across two lines ("MENTORSHI / PS"): its letters sit on more than one line. A
    // soft hyphen (U+00AD) is where the copy allows a long word to be hyphenated, as print does.
    // Its first and last letters are compared: a hyphen drawn at a soft hyphen's break belongs to
    // no word but adds a rectangle on the line before to the letter after it, so a letter's line is
    // that of its last rectangle.
    const lineOf = (at: number) => {
      const letter = document.createRange();
      letter.setStart(node, at);
      letter.setEnd(node, at + 1);
      const rects = [...letter.getClientRects()].filter((r) => r.width > 0.5);
      return Math.round(rects.at(-1)?.top ?? 0);
    };
    for (const word of (node.textContent ?? "").matchAll(/[^\s/@\u00ad-]{4,}/g)) {
      if (lineOf(word.index) !== lineOf(word.index + word[0].length - 1)) report("breaks a word across lines", `"${word[0]}"`);
    }

    for (const rect of rects) {
      if (rect.left < box.left - 1 || rect.right > box.right + 1) {
        report("runs out of its box", `${label(boxOf(element))} ${Math.round(box.left)}-${Math.round(box.right)} px`);
      }
      for (const clipper of clippers) {
        const c = clipper.getBoundingClientRect();
        // Glyphs may rise above a tight line box (line-height under 1), so vertically a quarter em
        // is allowed; text below the fold of a box that scrolls up and down is not cut off.
        const slack = fontSize * 0.25;
        const cutVertically = !scrollable(style(clipper).overflowY) && (rect.top < c.top - slack || rect.bottom > c.bottom + slack);
        if (rect.left < c.left - 1 || rect.right > c.right + 1 || cutVertically) {
          report("is cut off", `by ${label(clipper)}`);
          break;
        }
      }
      if (rect.left < -1 || rect.right > viewportWidth + 1)
        report("runs off the screen", `${Math.round(rect.left)}-${Math.round(rect.right)} px`);

      const y = rect.top + rect.height / 2;
      if (y < view.top || y > view.bottom) continue;
      const inset = Math.min(3, rect.width / 2);
      for (const x of [rect.left + inset, rect.left + rect.width / 2, rect.right - inset].filter((x) => x > view.left && x < view.right)) {
        const stack = document.elementsFromPoint(x, y);
        const own = stack.findIndex((hit) => hit === element || hit.contains(element));
        const above = own === -1 ? stack : stack.slice(0, own);
        const below = own === -1 ? [] : stack.slice(own + 1);
        const over = above.find((hit) => !related(hit, element) && paints(hit) && opacity(hit) > 0.05);
        if (over) {
          report("is covered", `by ${label(over)}`);
          break;
        }
        // Under the text, only what shows through: nothing if its own box is opaque, else down to
        // the first opaque box it sits in.
        const ownGround = below.findIndex((hit) => hit.contains(element) && opaque(hit));
        const seen = own !== -1 && opaque(element) ? [] : ownGround === -1 ? below : below.slice(0, ownGround);
        const under = seen.find((hit) => !related(hit, element) && paints(hit) && opacity(hit) > 0.05);
        if (under) {
          report("is drawn over another element", `${label(under)} in ${label(under.closest("svg") ?? under)}`);
          break;
        }
      }
    }
  }

  // Form fields: the chosen option, the typed value or the placeholder must fit the field.
  const canvas = document.createElement("canvas").getContext("2d")!;
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLSelectElement>("select, input")) {
    if (field.type === "hidden" || !field.checkVisibility() || visuallyHidden(field)) continue;
    const shown = field instanceof HTMLSelectElement ? (field.selectedOptions[0]?.text ?? "") : field.value || field.placeholder;
    if (!shown) continue;
    const s = style(field);
    canvas.font = s.font;
    const spacing = parseFloat(s.letterSpacing) || 0;
    const needed = canvas.measureText(shown).width + spacing * shown.length;
    const room = field.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
    if (needed > room + 1)
      problems.push({ kind: "is cut in its field", text: shown, where: `${Math.round(needed)} px in ${Math.round(room)} px` });
  }

  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.kind}|${problem.text}|${problem.where}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/**
 * Consecutive page sections on the same background must not be separated by more than one
 * section's spacing and a half: each brings its own padding, and two of them read as a hole.
 */
export function sectionGaps(): LayoutProblem[] {
  const main = document.querySelector("main");
  if (!main) return [];
  const probe = document.createElement("div");
  probe.style.height = "var(--spacing-section)";
  main.append(probe);
  const spacing = probe.getBoundingClientRect().height;
  probe.remove();

  const background = (element: Element) => {
    const colour = getComputedStyle(element).backgroundColor;
    return colour === "rgba(0, 0, 0, 0)" || colour === "transparent" ? "page" : colour;
  };
  const drawn = (element: Element) => {
    let top = Infinity;
    let bottom = -Infinity;
    const take = (rect: DOMRect) => {
      if (rect.width < 1 || rect.height < 1) return;
      top = Math.min(top, rect.top);
      bottom = Math.max(bottom, rect.bottom);
    };
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Element) {
        const s = getComputedStyle(node);
        const filled = s.backgroundColor !== "rgba(0, 0, 0, 0)" || parseFloat(s.borderTopWidth) > 0 || node.tagName === "IMG";
        if (filled && node.checkVisibility()) take(node.getBoundingClientRect());
      } else if (node.textContent?.trim() && node.parentElement?.checkVisibility({ visibilityProperty: true })) {
        const range = document.createRange();
        range.selectNodeContents(node);
        take(range.getBoundingClientRect());
      }
    }
    return { top, bottom };
  };
  const edges = (element: Element) => {
    const s = getComputedStyle(element);
    return { top: parseFloat(s.borderTopWidth) > 0, bottom: parseFloat(s.borderBottomWidth) > 0 };
  };

  const problems: LayoutProblem[] = [];
  const sections = [...main.children].filter((child) => child.getBoundingClientRect().height > 0);
  for (let i = 1; i < sections.length; i++) {
    const [before, after] = [sections[i - 1], sections[i]];
    if (background(before) !== background(after) || edges(before).bottom || edges(after).top) continue;
    const gap = drawn(after).top - drawn(before).bottom;
    if (gap > spacing * 1.5) {
      const name = (element: Element) => (element.querySelector("h1, h2")?.textContent ?? element.tagName).trim().slice(0, 40);
      problems.push({ kind: "gap between sections", text: `${name(before)} / ${name(after)}`, where: `${Math.round(gap)} px` });
    }
  }
  return problems;
}
