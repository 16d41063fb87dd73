import { createHash } from "node:crypto";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as lucide from "lucide-react";
import { ICON_STROKE_WIDTH, iconId } from "../app/components/page/icon-names.ts";

/**
 * The inner SVG markup (paths, circles, ...) of every named lucide icon, drawn at build time from
 * lucide's own components. The server draws icons inline with it (`virtual:icon-markup`, see
 * app/components/page/icon.tsx); it never ships as JavaScript.
 */
export function renderIconMarkup(names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => {
      const component = (lucide as unknown as Record<string, React.ComponentType<Record<string, unknown>>>)[name];
      if (!component) throw new Error(`lucide-react has no icon named ${name}`);
      const svg = renderToStaticMarkup(createElement(component));
      const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(svg)?.[1];
      if (!inner) throw new Error(`unexpected markup for the lucide icon ${name}`);
      return [name, inner];
    }),
  );
}

/**
 * The same icons as <symbol>s of one SVG file, for the icons React draws in the browser after
 * the first load (client-side navigation): <svg><use href="/assets/icons-<hash>.svg#id"/></svg>.
 */
export function renderIconSprite(markup: Record<string, string>): string {
  const symbols = Object.entries(markup).map(
    // The drawing attributes sit inside the symbol: a <use> takes only the symbol from this file.
    ([name, inner]) => `<symbol id="${iconId(name)}" viewBox="0 0 24 24"><g ${STROKE}>${inner}</g></symbol>`,
  );
  return ['<svg xmlns="http://www.w3.org/2000/svg">', ...symbols, "</svg>"].join("\n");
}

/** Where the sprite is served: named by its content, so it can be cached for good. */
export function iconSpritePath(sprite: string) {
  return `/assets/icons-${createHash("sha256").update(sprite).digest("hex").slice(0, 10)}.svg`;
}

/** How the sprite draws every icon: as icon.tsx draws them inline. */
const STROKE = `fill="none" stroke="currentColor" stroke-width="${ICON_STROKE_WIDTH}" stroke-linecap="round" stroke-linejoin="round"`;
