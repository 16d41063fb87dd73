// Test photos as a phone takes them: EXIF with a GPS position (the metadata that must never be
// published), and a reader that says whether an image still carries any.
import sharp from "sharp";

/** Tag of IFD0's pointer to the GPS directory (TIFF/EXIF). */
const GPS_IFD_POINTER = 0x8825;

/** True when an EXIF block (as sharp's metadata().exif gives it) has a GPS directory. */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  // sharp's block starts with "Exif\0\0", then a TIFF header: byte order, 42, offset of IFD0.
  const tiff = exif.subarray(exif.indexOf("Exif\0\0") === 0 ? 6 : 0);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const entries = u16(ifd0);
  for (let i = 0; i < entries; i++) if (u16(ifd0 + 2 + i * 12) === GPS_IFD_POINTER) return true;
  return false;
}

/** A JPEG as a phone writes it: camera make, a GPS position in Harlem, and an orientation. */
export async function photoWithGps(options: { width?: number; height?: number; grainy?: boolean } = {}): Promise<Buffer> {
  const { width = 640, height = 480, grainy = false } = options;
  // Grain compresses badly, as a real photo does: a file large enough for an upload to take a while.
  const noise = grainy ? { type: "gaussian" as const, mean: 128, sigma: 40 } : undefined;
  return sharp({ create: { width, height, channels: 3, background: "#d9482b", noise } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 15", Orientation: "6" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 48/1 3036/100", GPSLongitudeRef: "W", GPSLongitude: "73/1 56/1 5/1" },
    })
    .toBuffer();
}

/** Every kind of metadata an image can carry, as sharp reads it. */
export async function metadataOf(image: Buffer) {
  const { exif, xmp, iptc, icc, comments } = await sharp(image).metadata();
  return { exif, xmp, iptc, icc, comments };
}
