// Gallery images: every upload or import is re-encoded by sharp into WebP copies in
// DATA_DIR/media, named by content hash, so the host can serve them with immutable caching.
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/** Widths every stored image is encoded at; pages pick one with srcset. */
export const IMAGE_WIDTHS = [400, 800] as const;
export const MEDIA_URL_PREFIX = "/media/";

export function mediaDir(dataDir: string) {
  return path.join(dataDir, "media");
}

/**
 * Resizes and re-encodes an image (any format sharp reads) to WebP at each width, dropping all
 * metadata (EXIF, GPS). Files are named by content hash, so they can be cached forever.
 * Returns the URL of the largest variant; `${base}-400.webp` is the small one.
 */
export async function storeImage(dataDir: string, input: Buffer | string): Promise<string> {
  const dir = mediaDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  // Loaded on first use: sharp takes a quarter second to load and most starts never need it.
  const { default: sharp } = await import("sharp");
  const source = sharp(input, { limitInputPixels: 40_000_000 }).rotate();
  const hash = createHash("sha256")
    .update(await source.clone().png().toBuffer())
    .digest("hex")
    .slice(0, 16);
  for (const width of IMAGE_WIDTHS) {
    const file = path.join(dir, `${hash}-${width}.webp`);
    const encoded = await source.clone().resize({ width, height: width, fit: "cover" }).webp({ quality: 78 }).toBuffer();
    await fs.writeFile(file, encoded);
  }
  return `${MEDIA_URL_PREFIX}${hash}-${IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]}.webp`;
}

/** The srcset for an image stored by storeImage, or undefined for any other URL. */
export function srcSetFor(imageUrl: string): string | undefined {
  const match = /^\/media\/([0-9a-f]{16})-\d+\.webp$/.exec(imageUrl);
  if (!match) return undefined;
  return IMAGE_WIDTHS.map((w) => `${MEDIA_URL_PREFIX}${match[1]}-${w}.webp ${w}w`).join(", ");
}
