import { createHash } from "node:crypto";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as lucide from "lucide-react";
import { iconId } from "../app/components/page/icon-names.ts";

const STROKE = 'fill="none" stroke="currentColor" stroke-width="2.25" stroke-linecap="round" stroke-linejoin="round"';


/**
 * One SVG file with every named lucide icon as a <symbol>, drawn with the current text colour.
 * Pages point at it with <svg><use href="/assets/icons-<hash>.svg#id"/></svg>: the browser loads
 * and parses it once, however many icons a page shows. (Icons as CSS masks of data: URIs cost a
 * separate SVG document per icon, ~130 ms of the first frame on / at 4x CPU slowdown.)
 */
export function renderIconSprite(names: readonly string[]): string {
  const symbols = names.map((name) => {
    const component = (lucide as unknown as Record<string, React.ComponentType<Record<string, unknown>>>)[name];
    if (!component) throw new Error(`lucide-react has no icon named ${name}`);
    const svg = renderToStaticMarkup(createElement(component));
    const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(svg)?.[1];
    if (!inner) throw new Error(`unexpected markup for the lucide icon ${name}`);
    // The drawing attributes sit inside the symbol: a <use> takes only the symbol from this file.
    return `<symbol id="${iconId(name)}" viewBox="0 0 24 24"><g ${STROKE}>${inner}</g></symbol>`;
  });
  return ['<svg xmlns="http://www.w3.org/2000/svg">', ...symbols, "</svg>"].join("\n");
}

/** Where the sprite is served: named by its content, so it can be cached for good. */
export function iconSpritePath(sprite: string) {
  return `/assets/icons-${createHash("sha256").update(sprite).digest("hex").slice(0, 10)}.svg`;
}
