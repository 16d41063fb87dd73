import { createHash } from "node:crypto";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as lucide from "lucide-react";
import type { Plugin } from "vite";
import { ICON_STROKE_WIDTH, iconId, iconNames } from "../app/ui/icon-names.ts";

/**
 * The content's icons (app/ui/icon.tsx) without any icon in the page's JavaScript:
 * - `virtual:icon-markup`: every icon's inner SVG markup, for the server to draw icons inline, so
 *   they are part of the first paint and cost no request;
 * - one SVG sprite for the icons React draws in the browser (after client-side navigation),
 *   served in development and emitted into the build, its address in `__ICON_SPRITE__`.
 */
export function iconsPlugin(): Plugin {
  const markup = renderIconMarkup(iconNames);
  const sprite = renderIconSprite(markup);
  const spriteUrl = iconSpritePath(sprite);
  const id = "virtual:icon-markup";
  return {
    name: "wyp-icons",
    config: () => ({ define: { __ICON_SPRITE__: JSON.stringify(spriteUrl) } }),
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) => (resolved === `\0${id}` ? `export default ${JSON.stringify(markup)};` : undefined),
    configureServer(server) {
      server.middlewares.use(spriteUrl, (_req, res) => {
        res.setHeader("Content-Type", "image/svg+xml");
        res.end(sprite);
      });
    },
    generateBundle() {
      if (this.environment?.name !== "client") return;
      this.emitFile({ type: "asset", fileName: spriteUrl.slice(1), source: sprite });
    },
  };
}

/**
 * The inner SVG markup (paths, circles, ...) of every named lucide icon, drawn at build time from
 * lucide's own components.
 */
function renderIconMarkup(names: readonly string[]): Record<string, string> {
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
function renderIconSprite(markup: Record<string, string>): string {
  const symbols = Object.entries(markup).map(
    // The drawing attributes sit inside the symbol: a <use> takes only the symbol from this file.
    ([name, inner]) => `<symbol id="${iconId(name)}" viewBox="0 0 24 24"><g ${STROKE}>${inner}</g></symbol>`,
  );
  return ['<svg xmlns="http://www.w3.org/2000/svg">', ...symbols, "</svg>"].join("\n");
}

/** Where the sprite is served: named by its content, so it can be cached for good. */
function iconSpritePath(sprite: string) {
  return `/assets/icons-${createHash("sha256").update(sprite).digest("hex").slice(0, 10)}.svg`;
}

/** How the sprite draws every icon: as icon.tsx draws them inline. */
const STROKE = `fill="none" stroke="currentColor" stroke-width="${ICON_STROKE_WIDTH}" stroke-linecap="round" stroke-linejoin="round"`;
