import sharp from "sharp";
import type { Plugin } from "vite";

/** Emits /share.png (Open Graph and Twitter image) into the client build. */
export function shareImagePlugin(): Plugin {
  return {
    name: "wyp-share-image",
    apply: "build",
    async generateBundle() {
      if (this.environment?.name !== "client") return;
      this.emitFile({ type: "asset", fileName: "share.png", source: await renderShareImage() });
    },
  };
}

/**
 * The 1200x630 image that link previews show, drawn from SVG at build time: no stock photo,
 * no download. Text is drawn with generic fonts, so it renders the same on any build machine.
 */
export async function renderShareImage(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#0b0b0f"/>
  <circle cx="1040" cy="120" r="210" fill="#ff3d9a"/>
  <circle cx="1120" cy="520" r="150" fill="#ffd60a"/>
  <rect x="840" y="300" width="180" height="180" rx="28" fill="#b197fc" transform="rotate(12 930 390)"/>
  <rect x="60" y="60" width="96" height="96" rx="20" fill="#ff3b3b"/>
  <text x="108" y="130" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="64" fill="#0b0b0f">W</text>
  <text x="60" y="300" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="78" fill="#fafaf5">DON'T LET THE</text>
  <text x="60" y="390" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="78" fill="#fafaf5">ALGORITHM RAISE</text>
  <text x="60" y="480" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="78" fill="#ff3b3b">YOUR KIDS.</text>
  <text x="60" y="565" font-family="Arial, sans-serif" font-weight="700" font-size="34" fill="#ffd60a">WYP: What's Your Passion · Character = Currency</text>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
