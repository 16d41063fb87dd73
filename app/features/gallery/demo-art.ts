/**
 * Original abstract artwork for the demo gallery, drawn as SVG from a seed number, so the demo
 * needs no downloads and no stock images. Each piece is deterministic for its seed.
 */
const palettes = [
  ["#ffd60a", "#ff3d9a", "#0b0b0f", "#fafaf5"],
  ["#b197fc", "#3ddc84", "#15151c", "#ffd60a"],
  ["#ff8a2a", "#0b0b0f", "#ff3b3b", "#fafaf5"],
  ["#3ddc84", "#0b0b0f", "#b197fc", "#ff3d9a"],
  ["#ff3d9a", "#ffd60a", "#23232d", "#b197fc"],
  ["#fafaf5", "#ff3b3b", "#0b0b0f", "#ff8a2a"],
];

function random(seed: number) {
  let state = (seed * 2654435761) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function demoArtworkSvg(seed: number, size = 800): string {
  const next = random(seed + 1);
  const [bg, a, b, c] = palettes[seed % palettes.length];
  const shapes: string[] = [];
  const style = seed % 3;
  for (let i = 0; i < 14; i++) {
    const x = Math.round(next() * size);
    const y = Math.round(next() * size);
    const r = Math.round(40 + next() * size * 0.3);
    const fill = [a, b, c][i % 3];
    const opacity = (0.55 + next() * 0.45).toFixed(2);
    if (style === 0) shapes.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" opacity="${opacity}"/>`);
    else if (style === 1)
      shapes.push(
        `<rect x="${x - r / 2}" y="${y - r / 2}" width="${r}" height="${r * 0.6}" transform="rotate(${Math.round(next() * 90)} ${x} ${y})" fill="${fill}" opacity="${opacity}"/>`,
      );
    else
      shapes.push(
        `<path d="M${x} ${y} q ${r} ${-r} ${r * 2} 0 t ${r * 2} 0" stroke="${fill}" stroke-width="${Math.round(12 + next() * 40)}" fill="none" stroke-linecap="round" opacity="${opacity}"/>`,
      );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="100%" height="100%" fill="${bg}"/>${shapes.join("")}</svg>`;
}
