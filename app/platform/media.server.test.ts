// What a staff upload becomes: its bytes decide whether it is taken, and what is stored carries no
// metadata (a phone photo's GPS position of a child's home must never be published).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { exifHasGps, metadataOf, photoWithGps } from "../../tests/support/photos";
import { DROP_IMAGE_MAX_PIXELS } from "~/features/weekly-drop/entries";
import { IMAGE_WIDTHS, MAX_PIXELS_PER_BYTE, mediaDir, storeUpload, uploadProblemStatus, UploadRejectedError } from "./media.server";
import { UPLOAD_MAX_BYTES } from "./media-limits";

describe("storeUpload", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wyp-media-"));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const problem = (data: Buffer) =>
    storeUpload(dataDir, data).then(
      () => "stored",
      (error: unknown) => (error instanceof UploadRejectedError ? error.problem : String(error)),
    );

  it("stores every served size of a GPS-tagged phone photo without any metadata", async () => {
    const photo = await photoWithGps({ width: 600, height: 300 });
    // The test is only worth something if the photo really carries its position.
    expect(exifHasGps((await sharp(photo).metadata()).exif)).toBe(true);

    const url = await storeUpload(dataDir, photo);
    const files = fs.readdirSync(mediaDir(dataDir));
    expect(files).toHaveLength(IMAGE_WIDTHS.length);
    expect(url.startsWith("/media/")).toBe(true);
    for (const file of files) {
      const image = fs.readFileSync(path.join(mediaDir(dataDir), file));
      expect(await metadataOf(image)).toEqual({ exif: undefined, xmp: undefined, iptc: undefined, icc: undefined, comments: undefined });
      expect((await sharp(image).metadata()).format).toBe("webp");
    }
  });

  it("takes JPEG, PNG and WebP by their bytes, whatever they are called", async () => {
    const base = sharp({ create: { width: 40, height: 30, channels: 3, background: "#345" } });
    for (const data of [await base.clone().jpeg().toBuffer(), await base.clone().png().toBuffer(), await base.clone().webp().toBuffer()]) {
      expect(await problem(data)).toBe("stored");
    }
  });

  it("refuses what is not a supported image, whatever its name would say", async () => {
    expect(await problem(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBe("not-an-image");
    expect(await problem(Buffer.from("just text, named photo.jpg"))).toBe("not-an-image");
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    expect(await problem(gif)).toBe("unsupported");
    // A JPEG cut short: its header reads, its pixels do not.
    const photo = await photoWithGps();
    expect(await problem(photo.subarray(0, 400))).toBe("not-an-image");
    expect(fs.existsSync(mediaDir(dataDir)) ? fs.readdirSync(mediaDir(dataDir)) : []).toEqual([]);
  });

  it("refuses a HEIC photo with its own reason when this sharp cannot decode HEVC", async () => {
    // The start of an iPhone HEIC file: an ftyp box with the "heic" brand.
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"), Buffer.alloc(64)]);
    const decodable = sharp.format.heif.input.fileSuffix?.includes(".heic") ?? false;
    expect(await problem(heic)).toBe(decodable ? "not-an-image" : "heic");
  });

  it("refuses a file over the size limit and an image over the pixel limit", async () => {
    expect(await problem(Buffer.alloc(UPLOAD_MAX_BYTES + 1))).toBe("too-large");
    // 8000 x 8000 = 64 MP, a small PNG of one colour.
    const huge = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.byteLength).toBeLessThan(UPLOAD_MAX_BYTES);
    expect(await problem(huge)).toBe("too-many-pixels");
  });

  it("refuses a decompression bomb from its header, before decoding it, and caps a public entry's pixels lower than staff's (issue 27, row 2)", async () => {
    // 16 MP of one colour, losslessly: a couple of kB that would decode to 64 MB.
    const bomb = await sharp({ create: { width: 4000, height: 4000, channels: 3, background: "#22aa88" } })
      .webp({ lossless: true })
      .toBuffer();
    expect(bomb.length).toBeLessThan(16_000_000 / MAX_PIXELS_PER_BYTE);
    expect(await problem(bomb)).toBe("too-many-pixels");
    expect(fs.existsSync(mediaDir(dataDir))).toBe(false);

    // 30 MP of real detail: a staff upload, not a public entry.
    const large = await sharp({
      create: { width: 6000, height: 5000, channels: 3, background: "#d9482b", noise: { type: "gaussian", mean: 128, sigma: 30 } },
    })
      .jpeg({ quality: 40 })
      .toBuffer();
    const entry = await storeUpload(dataDir, large, { maxPixels: DROP_IMAGE_MAX_PIXELS }).then(
      () => "stored",
      (error: unknown) => (error instanceof UploadRejectedError ? error.problem : String(error)),
    );
    expect(entry).toBe("too-many-pixels");
    expect(await problem(large)).toBe("stored");
  }, 60_000);

  it("processes one image at a time with four waiting, and refuses the rest at once as busy (503)", async () => {
    const photos = await Promise.all(Array.from({ length: 12 }, (_, i) => photoWithGps({ width: 1600 + i, height: 1200, grainy: true })));
    const outcomes = await Promise.all(photos.map((photo) => problem(photo)));
    const stored = outcomes.filter((outcome) => outcome === "stored").length;
    const busy = outcomes.filter((outcome) => outcome === "busy").length;
    expect(stored + busy).toBe(12);
    // All twelve arrive while the first is still being processed: one runs, four wait.
    expect(stored).toBeGreaterThanOrEqual(5);
    expect(busy).toBeGreaterThan(0);
    expect(uploadProblemStatus("busy")).toBe(503);
    // The line clears: the next one is stored.
    expect(await problem(photos[0]!)).toBe("stored");
  }, 60_000);
});
