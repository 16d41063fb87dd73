// Gallery images: every upload or import is re-encoded by sharp into WebP copies in
// DATA_DIR/media under a random name: no one can tell a photo's address from its pixels, and who
// may fetch it is decided when it is asked for (server/media-access.ts).
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { UPLOAD_MAX_BYTES } from "./media-limits.ts";
import { FIT_BACKGROUND, type ImageCrop, squareAround } from "./square-crop.ts";
import { WorkSlots, WorkSlotsBusyError } from "./work-slots.server.ts";

/** Widths every stored image is encoded at; pages pick one with srcset. */
export const IMAGE_WIDTHS = [400, 800] as const;
export const MEDIA_URL_PREFIX = "/media/";
/** The most pixels an image may have: decoding one costs ~4 bytes a pixel (a 48 MP phone photo passes). */
export const MAX_INPUT_PIXELS = 50_000_000;
/**
 * Pixels per byte of the file past which an image is refused as a decompression bomb: a phone
 * photo has 2-5, flat digital art as PNG or WebP a few hundred; a 2 kB WebP of 7070 x 7070 (50 MP
 * to decode, 391 MB and 3.8 s of CPU) has 25,000.
 */
export const MAX_PIXELS_PER_BYTE = 1_000;
/**
 * Image work, one at a time: decoding a large photo takes a few hundred MB and a core for seconds,
 * so a burst of uploads waits in a short line, and past it is refused at once (503, Retry-After)
 * instead of taking the server's memory.
 */
const imageSlots = new WorkSlots({ what: "images", concurrency: 1, queueLimit: 4, retryAfterSeconds: 10 });

export function mediaDir(dataDir: string) {
  return path.join(dataDir, "media");
}

/**
 * Resizes and re-encodes an image (any format sharp reads) to square WebP at each width, dropping
 * all metadata (EXIF, GPS). Without a crop the square is cut around the centre; with one, around
 * the crop's point, or the whole image is padded (./square-crop.ts). Each stored image gets a new
 * random name (never derived from its bytes, so the same photo sent twice gets two addresses no
 * one can guess). Returns the URL of the largest variant; `${base}-400.webp` is the small one.
 */
export function storeImage(dataDir: string, input: Buffer | string, options: EncodeOptions = {}): Promise<string> {
  return imageSlots.run(async () => {
    const bytes = typeof input === "string" ? await fs.readFile(input) : input;
    return storeEncodedImage(dataDir, await encodeSquareWebp(bytes, options));
  });
}

type EncodeOptions = { maxPixels?: number; crop?: ImageCrop };

/** One image as WebP at each of IMAGE_WIDTHS, in that order, as storeImage encodes it. */
export async function encodeSquareWebp(bytes: Buffer, { maxPixels = MAX_INPUT_PIXELS, crop }: EncodeOptions = {}): Promise<Buffer[]> {
  // Loaded on first use: sharp takes a quarter second to load and most starts never need it.
  const { default: sharp } = await import("sharp");
  // Upright first: rotate() before extract() makes sharp cut the image as it is seen (checked for
  // all eight EXIF orientations), and autoOrient gives its size that way up (5-8 swap the sides).
  const upright = sharp(bytes, { limitInputPixels: maxPixels }).rotate();
  const square = crop?.fit === "crop" ? upright.extract(cropBox(squareAround((await upright.metadata()).autoOrient, crop))) : upright;
  const fit = crop?.fit === "contain" ? { fit: "contain" as const, background: FIT_BACKGROUND } : { fit: "cover" as const };
  const encoded: Buffer[] = [];
  for (const width of IMAGE_WIDTHS) {
    // JPEG and WebP decode already shrunk (libvips' shrink-on-load) when the target is this small.
    encoded.push(
      await square
        .clone()
        .resize({ width, height: width, ...fit })
        .webp({ quality: 78 })
        .toBuffer(),
    );
  }
  return encoded;
}

/**
 * Writes an image already encoded by encodeSquareWebp (one WebP per width, in IMAGE_WIDTHS' order)
 * under a new random name, and returns its URL as storeImage does.
 */
export async function storeEncodedImage(dataDir: string, encoded: readonly Buffer[]): Promise<string> {
  if (encoded.length !== IMAGE_WIDTHS.length) throw new Error(`expected ${IMAGE_WIDTHS.length} widths, got ${encoded.length}`);
  const dir = mediaDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  const name = randomBytes(8).toString("hex");
  for (const [index, width] of IMAGE_WIDTHS.entries()) {
    await fs.writeFile(path.join(dir, `${name}-${width}.webp`), encoded[index]);
  }
  return `${MEDIA_URL_PREFIX}${name}-${IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]}.webp`;
}

/** squareAround's square as sharp's extract() takes it. */
function cropBox({ left, top, side }: ReturnType<typeof squareAround>) {
  return { left, top, width: side, height: side };
}

/** Deletes every size of an image stored by storeImage (nothing for any other URL). */
export async function removeStoredImage(dataDir: string, imageUrl: string) {
  const base = storedImageBase(imageUrl);
  if (!base) return;
  await Promise.all(IMAGE_WIDTHS.map((width) => fs.rm(path.join(mediaDir(dataDir), `${base}-${width}.webp`), { force: true })));
}

/** The name of an image stored by storeImage, or undefined for any other URL. */
export function storedImageBase(imageUrl: string) {
  return /^\/media\/([0-9a-f]{16})-\d+\.webp$/.exec(imageUrl)?.[1];
}

/** The srcset for an image stored by storeImage, or undefined for any other URL. */
export function srcSetFor(imageUrl: string): string | undefined {
  const base = storedImageBase(imageUrl);
  if (!base) return undefined;
  return IMAGE_WIDTHS.map((w) => `${MEDIA_URL_PREFIX}${base}-${w}.webp ${w}w`).join(", ");
}

/** Why an uploaded file was refused; the console words each one for staff. */
export type UploadProblem = "too-large" | "not-an-image" | "unsupported" | "heic" | "too-many-pixels" | "busy";

/** The status a refused upload is answered with. */
export const uploadProblemStatus = (problem: UploadProblem) => (problem === "too-large" ? 413 : problem === "busy" ? 503 : 400);
/** How long a client is asked to wait when the image line is full. */
export const IMAGE_BUSY_RETRY_AFTER_SECONDS = 10;

export class UploadRejectedError extends Error {
  constructor(readonly problem: UploadProblem) {
    super(`upload refused: ${problem}`);
  }
}

// ISO base media files start with a box of type "ftyp" whose brand says what they hold.
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"]);
function looksLikeHeic(data: Buffer) {
  return data.length >= 12 && data.toString("latin1", 4, 8) === "ftyp" && HEIC_BRANDS.has(data.toString("latin1", 8, 12));
}

/** Whether the installed sharp decodes HEIC (HEVC): its prebuilt libvips reads only AVIF from that family. */
export async function canDecodeHeic() {
  const { default: sharp } = await import("sharp");
  return sharp.format.heif.input.fileSuffix?.includes(".heic") ?? false;
}

/**
 * Stores an uploaded file (staff's up to UPLOAD_MAX_BYTES, an entrant's up to what the caller
 * gives): its bytes decide what it is (never its name or declared
 * type), then it is checked against the limits and re-encoded by storeImage (rotated upright,
 * squared as `crop` says, every piece of metadata dropped: a phone photo's GPS position must
 * never be published).
 */
export async function storeUpload(
  dataDir: string,
  data: Buffer,
  { maxBytes = UPLOAD_MAX_BYTES, maxPixels = MAX_INPUT_PIXELS, crop }: { maxBytes?: number; maxPixels?: number; crop?: ImageCrop } = {},
): Promise<string> {
  if (data.byteLength > maxBytes) throw new UploadRejectedError("too-large");
  const heic = await canDecodeHeic();
  if (looksLikeHeic(data) && !heic) throw new UploadRejectedError("heic");
  const { default: sharp } = await import("sharp");
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
  try {
    metadata = await sharp(data).metadata();
  } catch {
    throw new UploadRejectedError("not-an-image");
  }
  const accepted = ["jpeg", "png", "webp", ...(heic ? ["heif"] : [])];
  if (!accepted.includes(metadata.format ?? "")) throw new UploadRejectedError("unsupported");
  // Read from the header alone, before any decoding: too many pixels, or far too many for the file's size.
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > maxPixels || pixels / data.byteLength > MAX_PIXELS_PER_BYTE) throw new UploadRejectedError("too-many-pixels");
  try {
    return await storeImage(dataDir, data, { maxPixels, crop });
  } catch (error) {
    if (error instanceof WorkSlotsBusyError) throw new UploadRejectedError("busy");
    // A header that reads but a body that does not decode (a truncated file).
    throw new UploadRejectedError("not-an-image");
  }
}
