import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as lucide from "lucide-react";

/**
 * CSS that draws each named lucide icon as a mask filled with the current text colour.
 * `.icon` sizes it (1em, or a size-* class); `.icon-<name>` picks the shape.
 */
export function renderIconCss(names: readonly string[]): string {
  const rules = names.map((name) => {
    const component = (lucide as unknown as Record<string, React.ComponentType<Record<string, unknown>>>)[name];
    if (!component) throw new Error(`lucide-react has no icon named ${name}`);
    const svg = renderToStaticMarkup(createElement(component, { stroke: "#000", strokeWidth: 2.25, xmlns: "http://www.w3.org/2000/svg" }));
    const kebab = name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
    const uri = `data:image/svg+xml,${encodeURIComponent(svg).replace(/%20/g, " ").replace(/%3D/g, "=").replace(/%3A/g, ":").replace(/%2F/g, "/").replace(/%22/g, "'")}`;
    return `.icon-${kebab}{--icon:url("${uri}")}`;
  });
  // In the components layer, so Tailwind's size-* and colour utilities on an icon win over these.
  return [
    "@layer components{",
    ".icon{display:inline-block;flex-shrink:0;width:1em;height:1em;background-color:currentColor;-webkit-mask:var(--icon) center/contain no-repeat;mask:var(--icon) center/contain no-repeat}",
    ...rules,
    "}",
  ].join("\n");
}
