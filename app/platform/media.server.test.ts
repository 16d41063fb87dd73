// What a staff upload becomes: its bytes decide whether it is taken, and what is stored carries no
// metadata (a phone photo's GPS position of a child's home must never be published).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { exifHasGps, metadataOf, photoWithGps } from "../../tests/support/photos";
import { WEEKLY_DROP_IMAGE_MAX_PIXELS } from "~/features/weekly-drop/entries";
import {
  IMAGE_WIDTHS,
  MAX_PIXELS_PER_BYTE,
  mediaDir,
  storeUpload,
  storedImageBase,
  uploadProblemStatus,
  UploadRejectedError,
} from "./media.server";
import { UPLOAD_MAX_BYTES } from "./media-limits";
import { FIT_BACKGROUND, type ImageCrop } from "./square-crop";

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
    const entry = await storeUpload(dataDir, large, { maxPixels: WEEKLY_DROP_IMAGE_MAX_PIXELS }).then(
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

describe("storeUpload's square", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wyp-square-"));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  /** A 200 x 100 photo as it is seen: its left half red, its right half blue. */
  const RED_THEN_BLUE = { width: 200, height: 100, colourAt: (x: number) => (x < 100 ? [230, 20, 20] : [20, 20, 230]) };

  /**
   * That photo as a JPEG, stored as it is seen (orientation 1) or as a phone held upright stores it
   * (orientation 6: 100 x 200 pixels, to be turned a quarter clockwise), pixel by pixel: sharp's own
   * rotation is what is under test, so it does not make the input.
   */
  function redThenBlue(orientation: 1 | 6) {
    const { width, height, colourAt } = RED_THEN_BLUE;
    const [storedWidth, storedHeight] = orientation === 6 ? [height, width] : [width, height];
    const pixels = Buffer.alloc(storedWidth * storedHeight * 3);
    for (let y = 0; y < storedHeight; y++) {
      for (let x = 0; x < storedWidth; x++) {
        // Orientation 6: stored row y is the seen column (width - 1 - y), stored column x the seen row x.
        pixels.set(colourAt(orientation === 6 ? width - 1 - y : x), (y * storedWidth + x) * 3);
      }
    }
    return sharp(pixels, { raw: { width: storedWidth, height: storedHeight, channels: 3 } })
      .jpeg({ quality: 95 })
      .withMetadata({ orientation })
      .toBuffer();
  }

  /** Every stored size, read at points given in fractions of its side: "red", "blue", "background" or "other". */
  async function coloursOf(crop: ImageCrop, orientation: 1 | 6, points: [number, number][]) {
    const base = storedImageBase(await storeUpload(dataDir, await redThenBlue(orientation), { crop }));
    const sizes: string[][] = [];
    for (const width of IMAGE_WIDTHS) {
      const file = path.join(mediaDir(dataDir), `${base}-${width}.webp`);
      const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([width, width]);
      sizes.push(
        points.map(([fx, fy]) => {
          const at = (Math.min(Math.floor(fy * width), width - 1) * width + Math.min(Math.floor(fx * width), width - 1)) * info.channels;
          return nameOf([data[at]!, data[at + 1]!, data[at + 2]!]);
        }),
      );
    }
    return sizes;
  }

  const background = [1, 3, 5].map((start) => parseInt(FIT_BACKGROUND.slice(start, start + 2), 16));
  const near = (a: number[], b: number[]) => a.every((value, i) => Math.abs(value - b[i]!) < 24);
  const nameOf = (rgb: number[]) =>
    near(rgb, RED_THEN_BLUE.colourAt(0))
      ? "red"
      : near(rgb, RED_THEN_BLUE.colourAt(199))
        ? "blue"
        : near(rgb, background)
          ? "background"
          : "other";

  /** The four corners and the middle, a little inside (lossy WebP blurs an edge). */
  const corners: [number, number][] = [
    [0.05, 0.05],
    [0.95, 0.05],
    [0.5, 0.5],
    [0.05, 0.95],
    [0.95, 0.95],
  ];
  const everySize = (colours: string[]) => IMAGE_WIDTHS.map(() => colours);

  it("keeps the left of the photo at focusX 0, the right at 100 and some of each at 50", async () => {
    expect(await coloursOf({ fit: "crop", focusX: 0, focusY: 50 }, 1, corners)).toEqual(everySize(Array(5).fill("red")));
    expect(await coloursOf({ fit: "crop", focusX: 100, focusY: 50 }, 1, corners)).toEqual(everySize(Array(5).fill("blue")));
    expect(
      await coloursOf({ fit: "crop", focusX: 50, focusY: 50 }, 1, [
        [0.1, 0.5],
        [0.9, 0.5],
      ]),
    ).toEqual(everySize(["red", "blue"]));
  });

  it("fits the whole photo on the background: background above and below, both halves between", async () => {
    const rows: [number, number][] = [
      [0.05, 0.02],
      [0.5, 0.02],
      [0.95, 0.02],
      [0.1, 0.5],
      [0.9, 0.5],
      [0.05, 0.98],
      [0.5, 0.98],
      [0.95, 0.98],
    ];
    expect(await coloursOf({ fit: "contain" }, 1, rows)).toEqual(
      everySize(["background", "background", "background", "red", "blue", "background", "background", "background"]),
    );
  });

  it("crops a phone photo turned by its EXIF orientation (6) as it is seen, not as its pixels are stored", async () => {
    // The test is only worth something if the file is stored on its side.
    const stored = await sharp(await redThenBlue(6)).metadata();
    expect([stored.width, stored.height, stored.orientation]).toEqual([100, 200, 6]);
    expect(await coloursOf({ fit: "crop", focusX: 0, focusY: 50 }, 6, corners)).toEqual(everySize(Array(5).fill("red")));
    expect(await coloursOf({ fit: "crop", focusX: 100, focusY: 0 }, 6, corners)).toEqual(everySize(Array(5).fill("blue")));
  });
});
